import { Trans, useLingui } from '@lingui/react/macro';
import type { EventPreferences } from '@quad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, getEventPreferences, updateEventPreferences } from '../../api';
import { DeliveryTable } from './delivery-table';
import { PauseNotifications } from './pause-notifications';
import { PushNotificationsSwitch } from './push-notifications-switch';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

const eventPreferencesKey = ['settings', 'event-preferences'] as const;

interface EventRemindersProps {
  preferences: EventPreferences;
  onChange: (next: EventPreferences) => void;
}

function EventReminders({ preferences, onChange }: EventRemindersProps) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.description}>
        <Trans>Events:</Trans>
      </legend>
      {/* What events always tell (they are not chosen), and the one choice they have. */}
      <p className={styles.description}>
        <Trans>
          Events always notify you of invitations, of changes of time or place and cancellations of
          events you answered, of a seat from the waitlist, and 24 hours and 1 hour before events
          you are Going to.
        </Trans>
      </p>
      <label className={styles.checkboxRow}>
        <input
          type="checkbox"
          checked={preferences.remind_interested}
          onChange={(event) => onChange({ remind_interested: event.target.checked })}
        />
        <span>{t`Reminders also for events you are Interested in`}</span>
      </label>
    </fieldset>
  );
}

export function NotificationsSection() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
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
  return (
    <SettingsSection title={t`Notifications`}>
      <PushNotificationsSwitch />
      <PauseNotifications />
      <DeliveryTable />
      {eventPreferences.data && (
        <EventReminders preferences={eventPreferences.data} onChange={saveEvents.mutate} />
      )}
      {[saveEvents, eventPreferences].map(
        (each, index) =>
          each.isError && (
            <p key={index} role="alert" className={styles.error}>
              {errorMessage(each.error)}
            </p>
          ),
      )}
      <p role="status" className={styles.success}>
        {saveEvents.isSuccess ? t`Saved.` : ''}
      </p>
    </SettingsSection>
  );
}
