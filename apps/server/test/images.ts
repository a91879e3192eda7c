/** Real image files made with sharp for upload tests, and a few files that only look like one. */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export type TestFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const makeImage = (
  format: TestFormat,
  {
    width = 64,
    height = 48,
    color = '#3b82f6',
  }: { width?: number; height?: number; color?: string } = {},
) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();

/** A 64 × 48 JPEG carrying a camera, a copyright, GPS coordinates and a 90° turn in EXIF. */
export const jpegWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#10b981' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Copyright: 'Private Person' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 47/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** A two-frame animated GIF. */
export const animatedGif = async () => {
  const frames = await Promise.all(
    ['#ef4444', '#22c55e'].map((background) =>
      sharp({ create: { width: 16, height: 16, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
};

/** Noise compresses badly: a real PNG over 5 MB. */
export const pngOverFiveMegabytes = () =>
  sharp({
    create: {
      width: 1400,
      height: 1400,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** A small PNG whose header claims side × side pixels (a decompression bomb's shape). */
export const pngClaimingHugeSize = async (side = 10_000) => {
  const png = Buffer.from(await makeImage('png', { width: 8, height: 8 }));
  // IHDR data starts after the 8-byte signature, 4-byte length and 4-byte type.
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
};

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);
