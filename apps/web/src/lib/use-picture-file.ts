import { messages } from '@quad/contract';
import { useRef, useState, type ChangeEvent } from 'react';
import { imageFileProblem, useImageFileMessages, type ImageFileMessages } from './image-file';
import { pictureContractTexts } from './picture-contract-texts';

const PICTURE_MESSAGES: ImageFileMessages = {
  unsupported: messages.posts.pictureFormatUnsupported,
  tooLarge: messages.posts.pictureTooLarge,
};

/** A picture to crop: an uploaded image's address, or a file chosen from the device. */
export type ChosenPicture = string | File;

/**
 * A hidden file input for a cover or profile picture: a usable file goes on to `onChoose`, any
 * other leaves the message of why it cannot be used.
 */
export function usePictureFile(onChoose: (file: File) => void) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const pictureMessages = useImageFileMessages(PICTURE_MESSAGES, pictureContractTexts);

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file, pictureMessages);
    if (problem) setFileError(problem);
    else onChoose(file);
  };

  return {
    fileRef,
    fileError,
    clearFileError: () => setFileError(null),
    onFileChange,
  };
}
