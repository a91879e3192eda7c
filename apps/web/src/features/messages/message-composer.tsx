import { useLingui } from '@lingui/react/macro';
import { MESSAGE_TEXT_MAX } from '@quad/contract';
import { useImageFileMessages } from '../../lib/image-file';
import { Composer } from '../../ui';
import { messageContractTexts } from './message-contract-texts';
import { MESSAGE_IMAGE_MESSAGES } from './message-images';
import type { Draft } from './message-mutations';
import styles from './messages.module.css';

interface MessageComposerProps {
  busy: boolean;
  /** Sends; resolves when sent, rejects with the reason it was not. */
  onSend: (draft: Draft) => Promise<unknown>;
}

/** Text and at most one photo; Enter sends and Shift+Enter breaks the line. */
export function MessageComposer({ busy, onSend }: MessageComposerProps) {
  const { t } = useLingui();
  const input = t`Write a message…`;
  const imageMessages = useImageFileMessages(MESSAGE_IMAGE_MESSAGES, messageContractTexts);
  return (
    <Composer
      className={styles.composer}
      label={input}
      placeholder={input}
      maxLength={MESSAGE_TEXT_MAX}
      noun="message"
      previewAlt={t`To send with your message`}
      imageMessages={imageMessages}
      multiline
      sendLabel={t`Send`}
      busy={busy}
      busyLabel={t`Sending your message`}
      onSend={onSend}
    />
  );
}
