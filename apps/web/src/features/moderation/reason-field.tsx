import { MODERATION_REASON_MAX, moderationReasonSchema } from '@quad/contract';
import { useState } from 'react';
import { Field } from '../../ui';
import styles from './moderation.module.css';

interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint: string;
}

/** The moderator's reason, which the log keeps and the member is told. */
export function ReasonField({ value, onChange, error, hint }: ReasonFieldProps) {
  return (
    <Field label="Reason" error={error} className={styles.field}>
      {(control) => (
        <>
          <textarea
            {...control}
            className={styles.textarea}
            rows={3}
            maxLength={MODERATION_REASON_MAX}
            placeholder={hint}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </>
      )}
    </Field>
  );
}

/**
 * The reason a dialog asks for, checked by the contract's rule when the moderator confirms:
 * `confirm` hands a valid reason to `send`, or shows what is wrong under the field.
 */
export function useReason(send: (reason: string) => void) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const onChange = (next: string) => {
    setValue(next);
    setError(undefined);
  };
  const confirm = () => {
    const checked = moderationReasonSchema.safeParse(value);
    if (checked.success) send(checked.data);
    else setError(checked.error.issues[0]?.message);
  };
  return { field: { value, onChange, error }, confirm };
}
