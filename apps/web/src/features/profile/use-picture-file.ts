import { useRef, useState, type ChangeEvent } from 'react';
import { pictureFileProblem, readAsDataUrl } from './picture-file';

/**
 * A hidden file input for a cover or profile picture: a usable file goes on to `onChoose` as a
 * data URL, any other leaves the message of why it cannot be used.
 */
export function usePictureFile(onChoose: (src: string) => void) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const problem = pictureFileProblem(file);
    if (problem) {
      setFileError(problem);
      return;
    }
    try {
      onChoose(await readAsDataUrl(file));
    } catch {
      setFileError(`${file.name} could not be read.`);
    }
  };

  return {
    fileRef,
    fileError,
    clearFileError: () => setFileError(null),
    onFileChange: (event: ChangeEvent<HTMLInputElement>) => void onFile(event),
  };
}
