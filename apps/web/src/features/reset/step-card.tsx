import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './reset.module.css';

interface StepCardProps {
  title: string;
  /** Move focus to the title, so a screen reader hears that the step changed. */
  focusTitle?: boolean;
  children: ReactNode;
}

export function StepCard({ title, focusTitle = false, children }: StepCardProps) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}

export function StepActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

export function ServerError({ message }: { message?: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.serverError}>
      {message}
    </p>
  );
}
