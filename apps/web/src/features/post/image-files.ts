/** What the spec says about a refused image in a post or a comment, and downloading a post's. */
import { messages } from '@quad/contract';
import type { ImageFileMessages } from '../../lib/image-file';

export const POST_IMAGE_MESSAGES: ImageFileMessages = {
  unsupported: messages.posts.postFormatUnsupported,
  tooLarge: messages.posts.postTooLarge,
};

export const COMMENT_IMAGE_MESSAGES: ImageFileMessages = {
  unsupported: messages.posts.commentFormatUnsupported,
  tooLarge: messages.posts.commentTooLarge,
};

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
