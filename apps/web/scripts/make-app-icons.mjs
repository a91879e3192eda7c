/**
 * Draws the installed app's icons from public/logo.svg into public/icons/ (committed; run again
 * after the logo changes): `npm run icons -w @quad/web`.
 *
 * - icon-192.png, icon-512.png: the logo as it is, rounded corners transparent.
 * - maskable-512.png: the logo's tile square to the edges, with its mark shrunk into the middle
 *   80 %, the part every platform's mask (circle, squircle, rounded square) keeps.
 * - apple-touch-icon.png: the same square tile at 180 px, as iOS rounds the corners itself and
 *   would fill transparent ones with black.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const iconsDir = path.join(publicDir, 'icons');

/** The mark's size in the square tile: its farthest point stays within the safe circle. */
const MARK_SCALE = 0.8;
const TILE = /<rect\b[^>]*\/>/;

const logo = await readFile(path.join(publicDir, 'logo.svg'), 'utf8');
const tile = TILE.exec(logo)?.[0];
if (!tile) throw new Error('logo.svg has no <rect/> tile to square off');
const viewBox = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(logo);
if (!viewBox) throw new Error('logo.svg has no viewBox="0 0 w h"');
const [centreX, centreY] = [Number(viewBox[1]) / 2, Number(viewBox[2]) / 2];

const [beforeTile, afterTile] = logo.split(tile);
const squareTile =
  beforeTile +
  tile.replace(/\s+rx="[^"]*"/, '') +
  `<g transform="translate(${centreX} ${centreY}) scale(${MARK_SCALE}) translate(${-centreX} ${-centreY})">` +
  afterTile.replace('</svg>', '</g></svg>');

/** Drawn at the icon's own size (density), so edges stay sharp rather than scaled up. */
const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: (72 * size) / Number(viewBox[1]) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: false })
    .toFile(path.join(iconsDir, file));

await mkdir(iconsDir, { recursive: true });
await Promise.all([
  render(logo, 192, 'icon-192.png'),
  render(logo, 512, 'icon-512.png'),
  render(squareTile, 512, 'maskable-512.png'),
  render(squareTile, 180, 'apple-touch-icon.png'),
]);
console.log(`Wrote the app icons to ${path.relative(process.cwd(), iconsDir)}`);
