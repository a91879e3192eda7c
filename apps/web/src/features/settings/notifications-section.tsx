import {
  NOTIFICATION_KINDS,
  type ChosenNotificationKind,
  type NotificationPreferences,
} from '@quad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, getNotificationPreferences, updateNotificationPreferences } from '../../api';
import { Spinner } from '../../ui';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

export const NOTIFICATION_LABELS: Record<ChosenNotificationKind, string> = {
  friend_request: 'Friend requests',
  request_accepted: 'Accepted requests',
  new_follower: 'New followers',
  reaction: 'Reactions to your posts',
  comment: 'Comments on your posts',
  comment_on_commented: 'Comments on posts you commented on',
};

const preferencesKey = ['settings', 'notification-preferences'] as const;

export function NotificationsSection() {
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: preferencesKey,
    queryFn: getNotificationPreferences,
  });
  const save = useMutation({
    mutationFn: updateNotificationPreferences,
    // The box shows the choice at once; the server's answer settles it.
    onMutate: (next) => queryClient.setQueryData(preferencesKey, next),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: preferencesKey }),
  });
  const choose = (current: NotificationPreferences, kind: ChosenNotificationKind, on: boolean) =>
    save.mutate({ ...current, [kind]: on });

  return (
    <SettingsSection title="Notifications">
      {preferences.isPending && <Spinner size={24} label="Loading your notification settings" />}
      {preferences.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(preferences.error)}
        </p>
      )}
      {preferences.data && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.description}>Notify me of:</legend>
          {NOTIFICATION_KINDS.map((kind) => (
            <label key={kind} className={styles.checkboxRow}>
              <input
                type="checkbox"
                checked={preferences.data[kind]}
                onChange={(event) => choose(preferences.data, kind, event.target.checked)}
              />
              <span>{NOTIFICATION_LABELS[kind]}</span>
            </label>
          ))}
        </fieldset>
      )}
      {save.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(save.error)}
        </p>
      )}
      <p role="status" className={styles.success}>
        {save.isSuccess ? 'Saved.' : ''}
      </p>
    </SettingsSection>
  );
}
