import { GROUP_REASON_MAX, type GroupRemovalRequest, type GroupRule } from '@quad/contract';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../api';
import { Button, DialogHeader, Field, Modal, Spinner } from '../../ui';
import styles from './group-removal-dialog.module.css';

export const RULE_LEGEND = 'Which rule does it break?';
export const RULE_REQUIRED = 'Choose the rule it breaks: its author is told which.';
export const REMOVAL_NOTE_LABEL = 'Add a note for the author (optional)';
export const NO_RULES = 'This group has no rules yet: its admins add them in Settings.';

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
          <legend className={styles.legend}>{RULE_LEGEND}</legend>
          {rules.length === 0 && <p className={styles.muted}>{NO_RULES}</p>}
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
                <span className={styles.ruleTitle}>{each.title}</span>
                {each.text && <span className={styles.ruleText}>{each.text}</span>}
              </span>
            </label>
          ))}
          {missing && rule === null && (
            <p id={missingId} role="alert" className={styles.error}>
              {RULE_REQUIRED}
            </p>
          )}
        </fieldset>
        <Field label={REMOVAL_NOTE_LABEL} labelClassName={styles.legend}>
          {(control) => (
            <textarea
              {...control}
              className={styles.note}
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
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={busy}>
            {busy && <Spinner size={16} label="Removing" />}
            {title}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
