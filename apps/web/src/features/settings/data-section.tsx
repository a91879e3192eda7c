import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { downloadMyData, errorMessage } from '../../api';
import { saveFile } from '../../lib/save-file';
import { Button, Spinner } from '../../ui';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

export function DataSection() {
  const { t } = useLingui();
  const download = useMutation({ mutationFn: downloadMyData, onSuccess: saveFile });
  const fileName = download.data?.fileName;
  return (
    <SettingsSection
      title={t`Download your information`}
      description={t`A zip file of your profile, posts and photos, comments, reactions, saved posts, friends, follows, search history, notifications, messages, groups and events.`}
    >
      <div className={styles.actions}>
        <Button onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending && <Spinner size={16} label={t`Preparing your file`} />}
          <Trans>Download your information</Trans>
        </Button>
      </div>
      {download.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(download.error)}
        </p>
      )}
      <p role="status" className={styles.success}>
        {download.isSuccess ? t`Your file ${fileName} is downloaded.` : ''}
      </p>
    </SettingsSection>
  );
}
