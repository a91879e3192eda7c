import { MODERATION_REASON_MAX } from '@quad/contract';
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
