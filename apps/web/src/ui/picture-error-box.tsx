import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from './button';
import styles from './picture-error-box.module.css';

interface PictureErrorBoxProps {
  message: string;
  /** Clears the error; the step that failed can then be tried again. */
  onTryAgain: () => void;
  className?: string;
}

/** A failed picture step (SPEC.md §8): the message and 'Try again', which takes focus. */
export function PictureErrorBox({ message, onTryAgain, className }: PictureErrorBoxProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => buttonRef.current?.focus(), []);
  return (
    <div className={[styles.errorBox, className].filter(Boolean).join(' ')}>
      <p role="alert" className={styles.errorText}>
        {message}
      </p>
      <Button ref={buttonRef} variant="primary" onClick={onTryAgain}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
