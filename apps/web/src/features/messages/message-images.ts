/** A message's photo is judged like a comment's image, with the same words. */
import { messages } from '@quad/contract';
import type { ImageFileMessages } from '../../lib/image-file';

export const MESSAGE_IMAGE_MESSAGES: ImageFileMessages = {
  unsupported: messages.posts.commentFormatUnsupported,
  tooLarge: messages.posts.commentTooLarge,
};
