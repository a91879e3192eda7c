/** Checks of a chosen image against SPEC.md §5 (type and size), with the spec's messages. */
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, messages } from '@quad/contract';

export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

type ImageUse = 'post' | 'comment';

/** The message for a file that cannot be sent, or null when it can. */
export const imageProblem = (file: File, use: ImageUse): string | null => {
  const text = messages.posts;
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
    return use === 'post'
      ? text.postFormatUnsupported(file.name)
      : text.commentFormatUnsupported(file.name);
  }
  if (file.size > IMAGE_MAX_BYTES) {
    return use === 'post' ? text.postTooLarge(file.name) : text.commentTooLarge(file.name);
  }
  return null;
};

/** A data URL to preview a chosen file before it is sent. */
export const readPreview = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });

/** Saves each image with the browser's download (the media are served from this origin). */
export const downloadImages = (images: readonly { url: string }[]) => {
  for (const image of images) {
    const link = document.createElement('a');
    link.href = image.url;
    link.download = '';
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  }
};
