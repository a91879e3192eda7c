import {
  NOTIFICATION_KINDS,
  type ChosenNotificationKind,
  type EventPreferences,
  type NotificationPreferences,
} from '@quad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  errorMessage,
  getEventPreferences,
  getNotificationPreferences,
  updateEventPreferences,
  updateNotificationPreferences,
} from '../../api';
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
  mention: 'Mentions of you in posts and comments',
};

const preferencesKey = ['settings', 'notification-preferences'] as const;
const eventPreferencesKey = ['settings', 'event-preferences'] as const;

/** What events always tell (they are not chosen), and the one choice they have. */
const EVENT_NOTICES_TEXT =
  'Events always notify you of invitations, of changes of time or place and cancellations of events you answered, of a seat from the waitlist, and 24 hours and 1 hour before events you are Going to.';
const REMIND_INTERESTED_LABEL = 'Reminders also for events you are Interested in';

interface EventRemindersProps {
  preferences: EventPreferences;
  onChange: (next: EventPreferences) => void;
}

function EventReminders({ preferences, onChange }: EventRemindersProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.description}>Events:</legend>
      <p className={styles.description}>{EVENT_NOTICES_TEXT}</p>
      <label className={styles.checkboxRow}>
        <input
          type="checkbox"
          checked={preferences.remind_interested}
          onChange={(event) => onChange({ remind_interested: event.target.checked })}
        />
        <span>{REMIND_INTERESTED_LABEL}</span>
      </label>
    </fieldset>
  );
}

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
  const eventPreferences = useQuery({
    queryKey: eventPreferencesKey,
    queryFn: getEventPreferences,
  });
  const saveEvents = useMutation({
    mutationFn: updateEventPreferences,
    onMutate: (next) => queryClient.setQueryData(eventPreferencesKey, next),
    onSuccess: (saved) => queryClient.setQueryData(eventPreferencesKey, saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: eventPreferencesKey }),
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
      {eventPreferences.data && (
        <EventReminders preferences={eventPreferences.data} onChange={saveEvents.mutate} />
      )}
      {[save, saveEvents, eventPreferences].map(
        (each, index) =>
          each.isError && (
            <p key={index} role="alert" className={styles.error}>
              {errorMessage(each.error)}
            </p>
          ),
      )}
      <p role="status" className={styles.success}>
        {save.isSuccess || saveEvents.isSuccess ? 'Saved.' : ''}
      </p>
    </SettingsSection>
  );
}
