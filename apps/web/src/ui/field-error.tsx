import styles from './field-error.module.css';

interface FieldErrorProps {
  id: string;
  message?: string | undefined;
  className?: string | undefined;
}

/** A field's validation message; the input points at it with aria-describedby. */
export function FieldError({ id, message, className }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className={[styles.error, className].filter(Boolean).join(' ')}>
      {message}
    </p>
  );
}
