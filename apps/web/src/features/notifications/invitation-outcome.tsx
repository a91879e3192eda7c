import { useCallback, useRef, useState } from 'react';
import styles from './notifications.module.css';

/**
 * What answering an invitation did ("You joined Chess Club"), said beside a list of
 * notifications: the server deletes the answered invitation, so its notice leaves the list (which
 * may then be empty) while the outcome, and the focus, stay here.
 */
export const useInvitationOutcome = () => {
  const [message, setMessage] = useState('');
  const ref = useRef<HTMLParagraphElement>(null);
  const onAnswered = useCallback((text: string) => {
    setMessage(text);
    ref.current?.focus();
  }, []);
  const status = (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className={message ? styles.outcome : 'visually-hidden'}
    >
      {message}
    </p>
  );
  return { onAnswered, status };
};
