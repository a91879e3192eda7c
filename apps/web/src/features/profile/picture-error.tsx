import { useEffect, useRef } from 'react';
import { Button } from '../../ui';
import styles from './pictures.module.css';

interface PictureErrorBoxProps {
  message: string;
  /** Clears the error; the step that failed can then be tried again. */
  onTryAgain: () => void;
}

/** A failed picture step (SPEC.md §8): the message and 'Try again', which takes focus. */
export function PictureErrorBox({ message, onTryAgain }: PictureErrorBoxProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => buttonRef.current?.focus(), []);
  return (
    <div className={styles.errorBox}>
      <p role="alert" className={styles.errorText}>
        {message}
      </p>
      <Button ref={buttonRef} variant="primary" onClick={onTryAgain}>
        Try again
      </Button>
    </div>
  );
}
