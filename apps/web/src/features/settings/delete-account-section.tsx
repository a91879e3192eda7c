import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteAccount, errorMessage, useCommunity } from '../../api';
import { useSignOutHere } from '../../session/use-logout';
import { Button, ConfirmDialog, PasswordField } from '../../ui';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

export function DeleteAccountSection() {
  const { t } = useLingui();
  const { productName } = useCommunity();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const signOutHere = useSignOutHere();
  const remove = useMutation({ mutationFn: deleteAccount, onSuccess: signOutHere });
  const confirm = () => {
    if (!password) {
      setMissing(true);
      return;
    }
    remove.mutate({ password });
  };
  const cancel = () => {
    remove.reset();
    setPassword('');
    setMissing(false);
    setAsking(false);
  };

  return (
    <SettingsSection
      title={t`Delete your account`}
      description={t`Deleting your account cannot be undone. Download your information first if you want to keep it.`}
    >
      <div className={styles.actions}>
        <Button onClick={() => setAsking(true)}>
          <Trans>Delete your account</Trans>
        </Button>
      </div>
      {asking && (
        <ConfirmDialog
          title={t`Delete your account?`}
          confirmLabel={t`Delete account`}
          onConfirm={confirm}
          onCancel={cancel}
          busy={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
        >
          <p>
            <Trans>
              Your profile, posts and photos, comments, reactions, saved posts, friendships,
              follows, friend requests, search history and notifications are deleted from{' '}
              {productName}, and you are logged out everywhere. This cannot be undone.
            </Trans>
          </p>
          <form
            noValidate
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              confirm();
            }}
          >
            <PasswordField
              label={t`Your password`}
              showLabel
              error={missing ? t`Type your password to delete your account.` : undefined}
              className={styles.field}
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setMissing(false);
              }}
            />
          </form>
        </ConfirmDialog>
      )}
    </SettingsSection>
  );
}
