/**
 * The stylesheets of the screens the server draws, from the client build's manifest
 * (dist/.vite/manifest.json): each screen's own and those of the chunks it imports. The browser
 * would fetch them with the screen's code; a drawn page must have them before it is painted.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** The build's chunks of code several modules share (named `_name-hash.js` in the manifest). */
const isSharedChunk = (key: string) => key.startsWith('_');

const stylesheetsOfModule = (manifest: Manifest, module: string) => {
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) stylesheets.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (manifest[module]) visit(module);
  // A module the build put into a shared chunk has no entry of its own: the shared chunks'.
  else Object.keys(manifest).filter(isSharedChunk).forEach(visit);
  return [...stylesheets];
};

/** Each screen module's stylesheets; none without a manifest (a build without one). */
export const screenStylesheetsOf = (
  webDistDir: string,
  screenModules: readonly string[],
): ReadonlyMap<string, readonly string[]> => {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return new Map();
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  return new Map(screenModules.map((module) => [module, stylesheetsOfModule(manifest, module)]));
};

/** The links of those stylesheets the head does not link yet, put at its end. */
export const withStylesheets = (head: string, stylesheets: readonly string[]) =>
  head.replace(
    '</head>',
    `${stylesheets
      .filter((href) => !head.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" href="${href}">`)
      .join('')}</head>`,
  );
