import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './dialog-header.module.css';
import { CloseIcon } from './icons';

interface DialogHeaderProps {
  /** Id the dialog's `labelledBy` points at. */
  titleId: string;
  onClose: () => void;
  closeDisabled?: boolean;
  children: ReactNode;
}

/** A dialog's centred title and round Close button. */
export function DialogHeader({ titleId, onClose, closeDisabled, children }: DialogHeaderProps) {
  const { t } = useLingui();
  return (
    <div className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {children}
      </h2>
      <button
        type="button"
        className={styles.close}
        aria-label={t`Close`}
        disabled={closeDisabled}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
