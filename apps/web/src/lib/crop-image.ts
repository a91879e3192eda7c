/** The cropped part of a picture as a JPEG (SPEC.md §9), drawn on a canvas. */

/** A rectangle in the picture's own pixels, as react-easy-crop reports it. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The cropper's report, or null while it has nothing to measure (the picture not loaded yet). */
export const measuredArea = (area: PixelArea): PixelArea | null =>
  [area.x, area.y, area.width, area.height].every(Number.isFinite) &&
  area.width > 0 &&
  area.height > 0
    ? area
    : null;

/** A failure to prepare the picture; its message is fit to show. */
export class PictureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PictureError';
  }
}

const UNREADABLE = 'This picture could not be opened. Please choose another one.';

/** Pictures wider or taller than this are scaled down: a cover does not need more. */
export const OUTPUT_MAX_SIDE = 2048;
const JPEG_QUALITY = 0.9;

/** Loads with CORS so the canvas stays readable (media are served with CORS). */
export const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new PictureError(UNREADABLE));
    image.src = src;
  });

/** The largest area of `aspect` centred in a picture of `width` by `height`. */
export const centredArea = (width: number, height: number, aspect: number): PixelArea => {
  const areaWidth = Math.min(width, height * aspect);
  const areaHeight = areaWidth / aspect;
  return {
    x: (width - areaWidth) / 2,
    y: (height - areaHeight) / 2,
    width: areaWidth,
    height: areaHeight,
  };
};

/**
 * Crops `src` to `area` (or, before the cropper has measured anything, to the centred area of
 * `aspect`) and encodes the result as a JPEG.
 */
export const cropToJpeg = async (
  src: string,
  area: PixelArea | null,
  aspect: number,
): Promise<Blob> => {
  const image = await loadImage(src);
  const region =
    (area && measuredArea(area)) ?? centredArea(image.naturalWidth, image.naturalHeight, aspect);
  if (region.width <= 0 || region.height <= 0) throw new PictureError(UNREADABLE);
  const scale = Math.min(1, OUTPUT_MAX_SIDE / Math.max(region.width, region.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(region.width * scale));
  canvas.height = Math.max(1, Math.round(region.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new PictureError(UNREADABLE);
  // A JPEG has no transparency: transparent pixels of a PNG or GIF become white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(
    image,
    region.x,
    region.y,
    region.width,
    region.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return new Promise<Blob>((resolve, reject) => {
    try {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new PictureError(UNREADABLE))),
        'image/jpeg',
        JPEG_QUALITY,
      );
    } catch {
      // A canvas that drew a picture served without CORS cannot be read.
      reject(new PictureError(UNREADABLE));
    }
  });
};
