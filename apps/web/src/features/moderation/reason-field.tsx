import { useLingui } from '@lingui/react/macro';
import {
  MODERATION_REASON_MAX,
  moderationReasonSchema,
  optionalReasonRequestSchema,
} from '@quad/contract';
import { useState } from 'react';
import { Field } from '../../ui';
import styles from './moderation.module.css';
import { reasonRuleText } from './words';

interface ReasonFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint: string;
  /** The action can be done without one (nobody is told; the log keeps it when given). */
  optional?: boolean;
}

/** The moderator's reason, which the log keeps and, for a removal or a suspension, the member is told. */
export function ReasonField({ value, onChange, error, hint, optional = false }: ReasonFieldProps) {
  const { t, i18n } = useLingui();
  return (
    <Field
      label={optional ? t`Reason (optional)` : t`Reason`}
      error={reasonRuleText(i18n, error)}
      className={styles.field}
    >
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

const optionalReasonSchema = optionalReasonRequestSchema.unwrap().shape.reason.unwrap();

/**
 * The reason a dialog asks for, checked by the contract's rule when the moderator confirms:
 * `confirm` hands a valid reason to `send` ('' for none, where it is optional), or shows what is
 * wrong under the field.
 */
export function useReason(send: (reason: string) => void, { optional = false } = {}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const onChange = (next: string) => {
    setValue(next);
    setError(undefined);
  };
  const confirm = () => {
    const checked = (optional ? optionalReasonSchema : moderationReasonSchema).safeParse(value);
    if (checked.success) send(checked.data);
    else setError(checked.error.issues[0]?.message);
  };
  return { field: { value, onChange, error, optional }, confirm };
}
