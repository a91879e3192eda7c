import type { ReactNode } from 'react';
import { CloseIcon } from '../../ui';
import styles from './dialog.module.css';

interface DialogHeaderProps {
  /** Id the dialog's `labelledBy` points at. */
  titleId: string;
  onClose: () => void;
  closeDisabled?: boolean;
  children: ReactNode;
}

/** The centred title and round Close button at the top of every profile dialog. */
export function DialogHeader({ titleId, onClose, closeDisabled, children }: DialogHeaderProps) {
  return (
    <div className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {children}
      </h2>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Close"
        disabled={closeDisabled}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
