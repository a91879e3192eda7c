/**
 * The widths kept of every uploaded image and the URL of each copy (image-widths.ts has the
 * schema of an image's size): without zod, for every screen that shows a picture.
 */
export const IMAGE_WIDTHS = [320, 640, 1080, 1600] as const;

/** The widths kept of an image this wide: those narrower than it. */
export const imageWidthsFor = (width: number) => IMAGE_WIDTHS.filter((kept) => kept < width);

export type ImageWidthFormat = 'original' | 'webp';

/** The URL of the copy `width` pixels wide of the image at `url` (absolute or not). */
export const imageWidthUrl = (url: string, width: number, format: ImageWidthFormat) =>
  url.replace(
    /\.([A-Za-z0-9]+)$/,
    (_, extension: string) => `-w${width}.${format === 'webp' ? 'webp' : extension}`,
  );
