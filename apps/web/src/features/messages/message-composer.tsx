import { MESSAGE_TEXT_MAX } from '@quad/contract';
import { Composer } from '../../ui';
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
  return (
    <Composer
      className={styles.composer}
      label={MESSAGE_INPUT}
      placeholder={MESSAGE_INPUT}
      maxLength={MESSAGE_TEXT_MAX}
      noun="message"
      previewAlt="To send with your message"
      imageMessages={MESSAGE_IMAGE_MESSAGES}
      multiline
      sendLabel="Send"
      busy={busy}
      busyLabel="Sending your message"
      onSend={onSend}
    />
  );
}
