import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, type ReactNode } from 'react';
import { Button, DialogHeader, Modal, Spinner } from '../../ui';
import styles from './moderation.module.css';

interface ActionDialogProps {
  title: string;
  /** What the action does, under the title. */
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
  error: string | null;
  children: ReactNode;
}

/** A moderator's action that needs a reason: the question, its form, Cancel and the action. */
export function ActionDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  busy,
  error,
  children,
}: ActionDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal labelledBy={titleId} describedBy={textId} onClose={busy ? undefined : onCancel}>
      <DialogHeader titleId={titleId} onClose={onCancel} closeDisabled={busy}>
        {title}
      </DialogHeader>
      <form
        noValidate
        className={styles.dialogBody}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <p id={textId} className={styles.muted}>
          {description}
        </p>
        {children}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.dialogActions}>
          <Button ref={cancelRef} onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy && <Spinner size={16} label={t`Working`} />}
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
