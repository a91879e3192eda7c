/** The Kind select and the Privacy radios, shared by the Create group dialog and Settings. */
import { GROUP_PRIVACIES, type GroupKind } from '@quad/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../ui';
import styles from './groups.module.css';
import { KIND_LABELS, PRIVACY_LABELS, PRIVACY_MEANINGS } from './words';

export const KindField = ({
  kinds,
  field: registered,
  error,
  placeholder,
}: {
  kinds: readonly GroupKind[];
  field: UseFormRegisterReturn;
  error?: string;
  /** An empty first option ("Choose a kind") while nothing is chosen yet. */
  placeholder?: string;
}) => {
  const { i18n, t } = useLingui();
  return (
    <Field label={t`Kind`} error={error} labelClassName={styles.label}>
      {(field) => (
        <select {...field} className={styles.select} {...registered}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(KIND_LABELS[kind])}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
};

export const PrivacyField = ({
  field,
  error,
}: {
  field: UseFormRegisterReturn;
  error?: string;
}) => {
  const { i18n } = useLingui();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        <Trans>Privacy</Trans>
      </legend>
      {GROUP_PRIVACIES.map((option) => (
        <label key={option} className={styles.radio}>
          <input type="radio" value={option} {...field} />
          <span className={styles.radioText}>
            <span>{i18n._(PRIVACY_LABELS[option])}</span>
            <span className={styles.muted}>{i18n._(PRIVACY_MEANINGS[option])}</span>
          </span>
        </label>
      ))}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
};
