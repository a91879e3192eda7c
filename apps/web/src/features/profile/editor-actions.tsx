import { Trans } from '@lingui/react/macro';
import { errorMessage } from '../../api';
import { Button, GlobeIcon } from '../../ui';
import styles from './details.module.css';

interface EditorActionsProps {
  /** The save mutation's state. */
  pending: boolean;
  error: unknown;
  onCancel: () => void;
}

/** The end of the bio and detail editors: a failed save's message, "Public", Cancel and Save. */
export function EditorActions({ pending, error, onCancel }: EditorActionsProps) {
  return (
    <>
      {error != null && (
        <p role="alert" className={styles.error}>
          {errorMessage(error)}
        </p>
      )}
      <div className={styles.editorFooter}>
        <span className={styles.public}>
          <GlobeIcon size={16} />
          <Trans>Public</Trans>
        </span>
        <div className={styles.editorButtons}>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="primary" disabled={pending}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </div>
    </>
  );
}
