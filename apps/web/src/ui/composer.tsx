/**
 * Text and at most one photo, sent together: a message, a comment. Enter sends and Shift+Enter
 * breaks the line (in the multi-line box); a photo is checked before it is previewed; a refused
 * photo or a failed send shows inline with Try again, and what was written stays.
 */
import {
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../api';
import { IMAGE_ACCEPT, imageFileProblem, type ImageFileMessages } from '../lib/image-file';
import { useObjectUrls } from '../lib/use-object-urls';
import { Button } from './button';
import { useMentionCombobox } from './mention-combobox';
import { PhotoIcon } from './icons';
import { PhotoPreview } from './photo-preview';
import { Spinner } from './spinner';
import styles from './composer.module.css';

export interface ComposerDraft {
  /** Trimmed. */
  text: string;
  photo: File | undefined;
}

interface ComposerProps {
  /** Names the text box, which shows placeholder until something is written. */
  label: string;
  placeholder: string;
  maxLength: number;
  /** What is written: names the photo buttons. */
  noun: 'message' | 'comment';
  /** Names the preview of the chosen photo. */
  previewAlt: string;
  /** How a photo of the wrong type or size is refused. */
  imageMessages: ImageFileMessages;
  /** Sends; resolves when sent (the box is then emptied), rejects with the reason it was not. */
  onSend: (draft: ComposerDraft) => Promise<unknown>;
  busy: boolean;
  /** Names the spinner while busy. */
  busyLabel: string;
  /** A box of several lines (Shift+Enter breaks the line); one line otherwise. */
  multiline?: boolean;
  /** A button that sends too (Enter alone sends otherwise). */
  sendLabel?: string | undefined;
  /** Typing `@` offers members to mention (a comment; not a direct message). */
  mentions?: boolean;
  /** Before the box (the writer's avatar). */
  leading?: ReactNode;
  /** The text box, for others to focus (a post's Comment button). */
  inputRef?: RefObject<HTMLElement | null> | undefined;
  className?: string | undefined;
}

export function Composer({
  label,
  placeholder,
  maxLength,
  noun,
  previewAlt,
  imageMessages,
  onSend,
  busy,
  busyLabel,
  multiline = false,
  sendLabel,
  leading,
  mentions = false,
  inputRef,
  className,
}: ComposerProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ownInputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const previews = useObjectUrls();
  const focusInput = () => ownInputRef.current?.focus();

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
        focusInput();
      },
      (error: unknown) => setProblem(errorMessage(error)),
    );
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = imageFileProblem(file, imageMessages);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    replacePhoto(file);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const mention = useMentionCombobox({
    value: text,
    onChange: setText,
    onKeyDown,
    inputRef: ownInputRef,
  });

  const textProps = {
    ref: (element: (HTMLInputElement & HTMLTextAreaElement) | null) => {
      ownInputRef.current = element;
      if (inputRef) inputRef.current = element;
    },
    className: styles.input,
    'aria-label': label,
    placeholder,
    maxLength,
    value: text,
    readOnly: busy,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setText(event.target.value),
    onKeyDown,
    ...(mentions ? mention.inputProps : {}),
  };

  return (
    <div className={[styles.composer, className].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        {leading}
        <div className={styles.box}>
          {multiline ? <textarea {...textProps} rows={1} /> : <input {...textProps} type="text" />}
          {mentions && mention.listbox}
          <button
            type="button"
            className={styles.iconButton}
            aria-label={
              noun === 'comment' ? t`Add a photo to your comment` : t`Add a photo to your message`
            }
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
            aria-label={
              noun === 'comment'
                ? t`Choose a photo for your comment`
                : t`Choose a photo for your message`
            }
            onChange={onFile}
          />
        </div>
        {busy ? (
          <Spinner size={20} label={busyLabel} />
        ) : (
          sendLabel && (
            <Button variant="primary" disabled={!canSend} onClick={submit}>
              {sendLabel}
            </Button>
          )
        )}
      </div>
      {photo && (
        <PhotoPreview
          src={photo.preview}
          alt={previewAlt}
          onRemove={() => {
            replacePhoto(null);
            focusInput();
          }}
        />
      )}
      {problem && (
        <div role="alert" className={styles.problem}>
          <span>{problem}</span>
          <Button
            onClick={() => {
              setProblem(null);
              focusInput();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
