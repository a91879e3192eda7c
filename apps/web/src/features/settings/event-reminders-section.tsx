import { EVENT_REMINDER_HOURS, type EventPreferences } from '@quad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, eventKeys, getEventPreferences, updateEventPreferences } from '../../api';
import { Spinner } from '../../ui';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

export const REMIND_INTERESTED = "Also remind me of events I'm interested in";

const hours = EVENT_REMINDER_HOURS.map((each) => (each === 1 ? '1 hour' : `${each} hours`));

/** Settings › Event reminders: whether Interested events are reminded too (Going always are). */
export function EventRemindersSection() {
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: eventKeys.preferences(),
    queryFn: getEventPreferences,
  });
  const save = useMutation({
    mutationFn: updateEventPreferences,
    onMutate: (next: EventPreferences) => queryClient.setQueryData(eventKeys.preferences(), next),
    onSuccess: (saved) => queryClient.setQueryData(eventKeys.preferences(), saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: eventKeys.preferences() }),
  });
  return (
    <SettingsSection
      title="Event reminders"
      description={`A notification and an e-mail ${hours.join(' and ')} before the events you are going to.`}
    >
      {preferences.isPending && <Spinner size={24} label="Loading your event settings" />}
      {preferences.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(preferences.error)}
        </p>
      )}
      {preferences.data && (
        <label className={styles.checkboxRow}>
          <input
            type="checkbox"
            checked={preferences.data.remind_interested}
            onChange={(event) => save.mutate({ remind_interested: event.target.checked })}
          />
          <span>{REMIND_INTERESTED}</span>
        </label>
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
