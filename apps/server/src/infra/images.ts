/**
 * Proves that uploaded bytes are an image by decoding them, and re-encodes them so that no byte
 * a member sent is served as is: metadata (EXIF, GPS, comments) is dropped, the orientation is
 * applied to the pixels, and the size is capped. Then makes the narrower copies screens download
 * (IMAGE_WIDTHS in the contract).
 */
import { IMAGE_FORMATS, imageWidthsFor } from '@quad/contract';
import sharp, { type Metadata, type Sharp } from 'sharp';

/** Decoding more than this would cost too much memory (about 8,000 × 6,000 pixels). */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;
/** Longest side kept; larger images are scaled down. */
export const IMAGE_MAX_SIDE = 2048;

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const ENCODINGS: Record<
  ImageFormat,
  { extension: string; contentType: string; encode: (image: Sharp) => Sharp }
> = {
  jpeg: {
    extension: 'jpg',
    contentType: 'image/jpeg',
    encode: (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  },
  png: { extension: 'png', contentType: 'image/png', encode: (image) => image.png() },
  webp: { extension: 'webp', contentType: 'image/webp', encode: (image) => image.webp() },
  gif: { extension: 'gif', contentType: 'image/gif', encode: (image) => image.gif() },
};

const isAllowedFormat = (format: string | undefined): format is ImageFormat =>
  (IMAGE_FORMATS as readonly string[]).includes(format ?? '');

export class ImageRejectedError extends Error {
  constructor(readonly reason: 'format' | 'pixels') {
    super(reason === 'format' ? 'not an image of an allowed format' : 'too many pixels');
  }
}

export interface ProcessedImage {
  data: Buffer;
  format: ImageFormat;
  extension: string;
  contentType: string;
  width: number;
  height: number;
}

export const processImage = async (input: Buffer): Promise<ProcessedImage> => {
  let metadata: Metadata;
  try {
    // sharp also reads SVG, HEIF, TIFF, PDF…: only the allowed formats go further. Reading the
    // header costs nothing whatever it claims; sharp's own pixel limit would refuse a huge one
    // as unreadable, and it has to be told apart: too many pixels.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError('format');
  }
  const { format } = metadata;
  if (!isAllowedFormat(format)) throw new ImageRejectedError('format');
  const frames = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight * frames > IMAGE_MAX_INPUT_PIXELS) {
    throw new ImageRejectedError('pixels');
  }

  const encoding = ENCODINGS[format];
  const pipeline = sharp(input, {
    animated: frames > 1,
    limitInputPixels: IMAGE_MAX_INPUT_PIXELS,
  })
    .autoOrient()
    .resize({
      width: IMAGE_MAX_SIDE,
      height: IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
  try {
    // Without keepMetadata/withMetadata sharp writes no EXIF, XMP, IPTC or ICC data.
    const { data, info } = await encoding.encode(pipeline).toBuffer({ resolveWithObject: true });
    return {
      data,
      format,
      extension: encoding.extension,
      contentType: encoding.contentType,
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch {
    // A header that decodes over a body that does not (truncated or damaged files).
    throw new ImageRejectedError('format');
  }
};

export interface ImageWidthFile {
  width: number;
  /** The copy's key: the image's key with `-w<width>` and the copy's extension. */
  extension: string;
  data: Buffer;
}

const WEBP_COPY = ENCODINGS.webp;

/**
 * The narrower copies of a stored image (one processImage made): for each of IMAGE_WIDTHS
 * narrower than it, a copy in its own format and one in WebP (one file when it is WebP).
 * Animated images stay animated.
 */
export const makeImageWidths = async (
  stored: Buffer,
  format: ImageFormat,
  width: number,
): Promise<ImageWidthFile[]> => {
  const encoding = ENCODINGS[format];
  const encodings = format === 'webp' ? [encoding] : [encoding, WEBP_COPY];
  const source = sharp(stored, { animated: true, limitInputPixels: IMAGE_MAX_INPUT_PIXELS });
  const files = imageWidthsFor(width).flatMap((copyWidth) => {
    const resized = source.clone().resize({ width: copyWidth, withoutEnlargement: true });
    return encodings.map(async (copy) => ({
      width: copyWidth,
      extension: copy.extension,
      data: await copy.encode(resized.clone()).toBuffer(),
    }));
  });
  return Promise.all(files);
};

/** The format of a stored image, from its key's extension. */
export const formatOfKey = (key: string): ImageFormat | undefined => {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return (Object.keys(ENCODINGS) as ImageFormat[]).find(
    (format) => ENCODINGS[format].extension === extension,
  );
};
