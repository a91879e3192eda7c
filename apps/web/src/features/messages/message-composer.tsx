import { MESSAGE_TEXT_MAX } from '@quad/contract';
import { useRef, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../api';
import { IMAGE_ACCEPT, imageFileProblem } from '../../lib/image-file';
import { useObjectUrls } from '../../lib/use-object-urls';
import { Button, PhotoIcon, PhotoPreview, Spinner } from '../../ui';
import { MESSAGE_IMAGE_MESSAGES } from './message-images';
import type { Draft } from './message-mutations';
import styles from './messages.module.css';

export const MESSAGE_INPUT = 'Write a message…';

interface MessageComposerProps {
  busy: boolean;
  /** Sends; resolves when sent, rejects with the reason it was not. */
  onSend: (draft: Draft) => Promise<unknown>;
}

/** Text and at most one photo; Enter sends and Shift+Enter breaks the line. */
export function MessageComposer({ busy, onSend }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const previews = useObjectUrls();

  const replacePhoto = (file: File | null) => {
    previews.revoke(photo?.preview);
    setPhoto(file && { file, preview: previews.create(file) });
  };

  const canSend = !busy && (text.trim() !== '' || photo !== null);

  const submit = () => {
    if (!canSend) return;
    setProblem(null);
    onSend({ text: text.trim(), photo: photo?.file }).then(
      () => {
        setText('');
        replacePhoto(null);
        inputRef.current?.focus();
      },
      (error: unknown) => setProblem(errorMessage(error)),
    );
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = imageFileProblem(file, MESSAGE_IMAGE_MESSAGES);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    replacePhoto(file);
  };

  return (
    <div className={styles.composer}>
      {photo && (
        <PhotoPreview
          src={photo.preview}
          alt="To send with your message"
          className={styles.photoPreview}
          onRemove={() => {
            replacePhoto(null);
            inputRef.current?.focus();
          }}
        />
      )}
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <div className={styles.composerRow}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Add a photo to your message"
          disabled={busy}
          onClick={() => fileRef.current?.click()}
        >
          <PhotoIcon size={20} />
        </button>
        <input
          ref={fileRef}
          type="file"
          accept={IMAGE_ACCEPT}
          hidden
          aria-label="Choose a photo for your message"
          onChange={onFile}
        />
        <textarea
          ref={inputRef}
          className={styles.input}
          aria-label={MESSAGE_INPUT}
          placeholder={MESSAGE_INPUT}
          rows={1}
          maxLength={MESSAGE_TEXT_MAX}
          value={text}
          readOnly={busy}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        {busy ? (
          <Spinner size={20} label="Sending your message" />
        ) : (
          <Button variant="primary" disabled={!canSend} onClick={submit}>
            Send
          </Button>
        )}
      </div>
    </div>
  );
}
