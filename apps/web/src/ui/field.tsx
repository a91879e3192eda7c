/**
 * A form control with its label and validation message: the label names the control, the message
 * describes it (aria-describedby) and marks it invalid while it shows. The control itself is
 * rendered by the caller, so any input works (a react-hook-form `register` spread, PasswordInput,
 * a select or a textarea): spread the props it is given on it.
 */
import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  /** Keeps the label for assistive technology only, where a placeholder shows it on screen. */
  hideLabel?: boolean;
  error?: string | undefined;
  /** Ids of other text describing the control (a hint, a counter); the error comes after them. */
  describedBy?: string | undefined;
  className?: string | undefined;
  labelClassName?: string | undefined;
  errorClassName?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({
  label,
  hideLabel = false,
  error,
  describedBy,
  className,
  labelClassName,
  errorClassName,
  children,
}: FieldProps) {
  const controlId = useId();
  const errorId = useId();
  const description = [describedBy, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : labelClassName}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': description || undefined,
      })}
      <FieldError id={errorId} message={error} className={errorClassName} />
    </div>
  );
}
