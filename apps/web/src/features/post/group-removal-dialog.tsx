import { Trans, useLingui } from '@lingui/react/macro';
import { GROUP_REASON_MAX, type GroupRemovalRequest, type GroupRule } from '@quad/contract';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api';
import { Button, DialogHeader, Field, Modal, Spinner } from '../../ui';
import styles from './group-removal-dialog.module.css';

interface GroupRemovalDialogProps {
  /** "Remove post" or "Remove comment": the title and the button. */
  title: string;
  /** What happens, under the title. */
  description: string;
  rules: GroupRule[];
  busy: boolean;
  error: Error | null;
  onConfirm: (removal: GroupRemovalRequest) => void;
  onCancel: () => void;
}

/**
 * A group moderator's removal: which of the group's rules the post or comment breaks (its author
 * is told which) and an optional note; the rule is sent by its place in the group's list.
 */
export function GroupRemovalDialog({
  title,
  description,
  rules,
  busy,
  error,
  onConfirm,
  onCancel,
}: GroupRemovalDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const textId = useId();
  const missingId = useId();
  const [rule, setRule] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rule === null) {
      setMissing(true);
      return;
    }
    onConfirm({ rule, note: note.trim() });
  };

  return (
    <Modal
      labelledBy={titleId}
      describedBy={textId}
      onClose={busy ? undefined : onCancel}
      className={styles.dialog}
    >
      <DialogHeader titleId={titleId} onClose={onCancel} closeDisabled={busy}>
        {title}
      </DialogHeader>
      <form className={styles.body} onSubmit={submit} noValidate>
        <p id={textId} className={styles.muted}>
          {description}
        </p>
        <fieldset
          className={styles.rules}
          aria-describedby={missing && rule === null ? missingId : undefined}
        >
          <legend className={styles.legend}>
            <Trans>Which rule does it break?</Trans>
          </legend>
          {rules.length === 0 && (
            <p className={styles.muted}>
              <Trans>This group has no rules yet: its admins add them in Settings.</Trans>
            </p>
          )}
          {rules.map((each, index) => (
            <label key={`${index}-${each.title}`} className={styles.rule}>
              <input
                type="radio"
                name="rule"
                value={index}
                checked={rule === index}
                onChange={() => setRule(index)}
              />
              <span>
                <span className={styles.ruleTitle} dir="auto">
                  {each.title}
                </span>
                {each.text && (
                  <span className={styles.ruleText} dir="auto">
                    {each.text}
                  </span>
                )}
              </span>
            </label>
          ))}
          {missing && rule === null && (
            <p id={missingId} role="alert" className={styles.error}>
              <Trans>Choose the rule it breaks: its author is told which.</Trans>
            </p>
          )}
        </fieldset>
        <Field label={t`Add a note for the author (optional)`} labelClassName={styles.legend}>
          {(control) => (
            <textarea
              {...control}
              className={styles.note}
              dir="auto"
              rows={3}
              maxLength={GROUP_REASON_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        {error && (
          <p role="alert" className={styles.error}>
            {errorMessage(error)}
          </p>
        )}
        <div className={styles.actions}>
          <Button onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy && <Spinner size={16} label={t`Removing`} />}
            {title}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
