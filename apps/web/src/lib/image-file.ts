/** The check of an image chosen from the device against SPEC.md §5: its type, then its size. */
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from '@quad/contract';
import { useMemo } from 'react';
import { useContractText } from '../i18n/contract-texts';

/** For a file input's `accept`: the types the server takes. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');

/** The spec words the refusal differently for posts, comments and profile pictures. */
export interface ImageFileMessages {
  unsupported: (fileName: string) => string;
  tooLarge: (fileName: string) => string;
}

/** The message for a file that cannot be sent, or null when it can. */
export const imageFileProblem = (file: File, messages: ImageFileMessages): string | null => {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
    return messages.unsupported(file.name);
  }
  if (file.size > IMAGE_MAX_BYTES) return messages.tooLarge(file.name);
  return null;
};

/**
 * The contract's refusals (English) in the app's language, through the list of them in the
 * feature's catalog (its `…-contract-texts.ts`).
 */
export const useImageFileMessages = (
  english: ImageFileMessages,
  texts: readonly { id: string }[],
): ImageFileMessages => {
  const text = useContractText(texts);
  return useMemo(
    () => ({
      unsupported: (fileName) => text(english.unsupported(fileName)),
      tooLarge: (fileName) => text(english.tooLarge(fileName)),
    }),
    [text, english],
  );
};
