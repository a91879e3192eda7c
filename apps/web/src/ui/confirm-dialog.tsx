import { useLingui } from '@lingui/react/macro';
import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import styles from './confirm-dialog.module.css';
import { Modal } from './modal';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** Anything to fill in before confirming (an optional reason), below the question. */
  fields?: ReactNode;
  confirmLabel: string;
  /** The button that leaves things as they are ("Cancel" unless that would read ambiguously). */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  error?: string | null;
}

/** A yes-or-no question over the page; Cancel has the focus, so Enter never destroys by mistake. */
export function ConfirmDialog({
  title,
  children,
  fields,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const textId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      labelledBy={titleId}
      describedBy={textId}
      onClose={busy ? undefined : onCancel}
      initialFocus={cancelRef}
      className={styles.dialog}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={textId} className={styles.text}>
        {children}
      </div>
      {fields}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <Button ref={cancelRef} onClick={onCancel} disabled={busy}>
          {cancelLabel ?? t`Cancel`}
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={busy}>
          {busy && <Spinner size={16} label={t`Working`} />}
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
