/**
 * Real image files for the upload journeys, drawn in memory and encoded as PNG with node:zlib:
 * the server decodes every upload, so the bytes must be a genuine image.
 */
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

/** What setInputFiles and FileChooser.setFiles accept. */
export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** An 8-bit RGB PNG whose pixel (x, y) has the colour `paint` gives it. */
export const encodePng = (width: number, height: number, paint: (x: number, y: number) => Rgb) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, truecolour, deflate, no filter, no interlace
  const rowBytes = 1 + width * 3;
  const pixels = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y += 1) {
    pixels[y * rowBytes] = 0; // each row: filter type "None"
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = paint(x, y);
      pixels.set([r, g, b], y * rowBytes + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const hsl = (hue: number, saturation: number, lightness: number): Rgb => {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
};

/**
 * A diagonal gradient of one hue with a light disc in the middle, so each photo is told apart
 * at a glance in the screenshots and a crop visibly changes it.
 */
export const photo = (name: string, hue: number, width = 480, height = 360): ImageFile => {
  const radius = Math.min(width, height) / 4;
  const buffer = encodePng(width, height, (x, y) => {
    const inDisc = (x - width / 2) ** 2 + (y - height / 2) ** 2 < radius ** 2;
    if (inDisc) return hsl((hue + 180) % 360, 0.7, 0.8);
    return hsl(hue, 0.65, 0.3 + 0.35 * ((x / width + y / height) / 2));
  });
  return { name, mimeType: 'image/png', buffer };
};
