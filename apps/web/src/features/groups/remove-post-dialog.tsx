import type { Group, Post } from '@quad/contract';
import { useId, useState } from 'react';
import { Button, Modal, Spinner } from '../../ui';
import styles from './groups.module.css';

interface RemovePostDialogProps {
  group: Group;
  post: Post;
  busy: boolean;
  error: string | null;
  onRemove: (rule: number) => void;
  onCancel: () => void;
}

/** Remove post asks which of the group's rules it breaks: its author is told which. */
export function RemovePostDialog({
  group,
  busy,
  error,
  onRemove,
  onCancel,
}: RemovePostDialogProps) {
  const titleId = useId();
  const [rule, setRule] = useState<number | null>(null);
  return (
    <Modal labelledBy={titleId} onClose={busy ? undefined : onCancel} className={styles.dialog}>
      <div className={styles.dialogBody}>
        <h2 id={titleId} className={styles.sectionTitle}>
          Remove post
        </h2>
        {group.rules.length === 0 ? (
          <p>Add rules in Settings first: a removal cites the rule the post breaks.</p>
        ) : (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Which rule does it break?</legend>
            {group.rules.map((each, index) => (
              <label key={index} className={styles.radio}>
                <input
                  type="radio"
                  name="rule"
                  checked={rule === index}
                  onChange={() => setRule(index)}
                />
                <span>{each.title}</span>
              </label>
            ))}
          </fieldset>
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
      <div className={styles.dialogActions}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="primary"
          disabled={busy || rule === null}
          onClick={() => rule !== null && onRemove(rule)}
        >
          {busy && <Spinner size={16} label="Removing" />}
          Remove post
        </Button>
      </div>
    </Modal>
  );
}
