import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, logoutEverywhere } from '../../api';
import { useSignOutHere } from '../../session/use-logout';
import { Button, ConfirmDialog } from '../../ui';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

export function SessionsSection() {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const signOutHere = useSignOutHere();
  const end = useMutation({ mutationFn: logoutEverywhere, onSuccess: signOutHere });
  return (
    <SettingsSection
      title={t`Sessions`}
      description={t`Signed in on a computer you no longer use? End every session, this one included.`}
    >
      <div className={styles.actions}>
        <Button onClick={() => setAsking(true)}>
          <Trans>Log out of all sessions</Trans>
        </Button>
      </div>
      {asking && (
        <ConfirmDialog
          title={t`Log out of all sessions?`}
          confirmLabel={t`Log out everywhere`}
          onConfirm={() => end.mutate()}
          onCancel={() => {
            end.reset();
            setAsking(false);
          }}
          busy={end.isPending}
          error={end.isError ? errorMessage(end.error) : null}
        >
          <Trans>
            Every device signed in to your account is logged out, this one too. You can log in again
            with your password.
          </Trans>
        </ConfirmDialog>
      )}
    </SettingsSection>
  );
}
