/** A picture chosen from the device: the spec's type and size checks, then a URL to crop from. */
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, messages } from '@quad/contract';

export const PICTURE_ACCEPT = IMAGE_MIME_TYPES.join(',');

/** The message of SPEC.md §5 (profile/cover) for a file that cannot be used, or null. */
export const pictureFileProblem = (file: File): string | null => {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
    return messages.posts.pictureFormatUnsupported(file.name);
  }
  if (file.size > IMAGE_MAX_BYTES) return messages.posts.pictureTooLarge(file.name);
  return null;
};

/** A data URL of the file: same-origin for the canvas, and nothing to revoke afterwards. */
export const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(blob);
  });
