import type { CalendarFeed } from '@quad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useState } from 'react';
import {
  errorMessage,
  eventKeys,
  getCalendarFeed,
  resetCalendarFeed,
  revokeCalendarFeed,
} from '../../api';
import { Button, ConfirmDialog, Field, Spinner } from '../../ui';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

export const CALENDAR_FEED = 'Calendar feed';
export const COPY_LINK = 'Copy link';
export const CREATE_LINK = 'Create link';
export const RESET_LINK = 'Reset link';
export const OPEN_IN_CALENDAR = 'Open in calendar app';
export const TURN_OFF_FEED = 'Turn off';
export const LINK_COPIED = 'Link copied.';

/** The address as a webcal:// link, which the system hands to the calendar app to subscribe. */
export const webcalOf = (url: string) => url.replace(/^(https?|webcal):\/\//i, 'webcal://');

/**
 * Settings › Calendar feed: a private subscription address for calendar apps. The server keeps
 * only a hash of its secret, so the address shows only right after Create link or Reset link
 * made it; beside it, a webcal:// link opens the calendar app to subscribe.
 */
export function CalendarFeedSection() {
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey: eventKeys.calendarFeed(), queryFn: getCalendarFeed });
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [asking, setAsking] = useState<'reset' | 'off' | null>(null);
  const settle = (answer: CalendarFeed) => {
    queryClient.setQueryData(eventKeys.calendarFeed(), answer);
    setUrl(answer.url);
    setCopied(null);
    setAsking(null);
  };
  const reset = useMutation({ mutationFn: resetCalendarFeed, onSuccess: settle });
  const turnOff = useMutation({ mutationFn: revokeCalendarFeed, onSuccess: settle });
  const copy = useMutation({
    mutationFn: (link: string) => navigator.clipboard.writeText(link),
    onSuccess: () => setCopied(LINK_COPIED),
  });
  const active = feed.data?.active ?? false;

  return (
    <SettingsSection
      title={CALENDAR_FEED}
      description="A private link your calendar app (Google Calendar, Outlook, Apple Calendar) subscribes to: the events you are going to or interested in, and your groups' events. Anyone with the link sees them, so keep it to yourself."
    >
      {feed.isPending && <Spinner size={24} label="Loading your calendar feed" />}
      {feed.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(feed.error)}
        </p>
      )}
      {feed.data && !url && (
        <p className={styles.description}>
          {active && feed.data.created_at
            ? `Your feed is on since ${format(new Date(feed.data.created_at), 'MMMM d, yyyy')}. Its link was shown when it was made; Reset link gives a new one.`
            : `You have no calendar feed. ${CREATE_LINK} makes one.`}
        </p>
      )}
      {url && (
        <Field label="Your calendar link" className={styles.field}>
          {(control) => (
            <input
              {...control}
              className={styles.linkInput}
              value={url}
              readOnly
              onFocus={(focus) => focus.target.select()}
            />
          )}
        </Field>
      )}
      <div className={styles.actions}>
        {url && (
          <>
            <a href={webcalOf(url)} className={styles.calendarAppLink}>
              {OPEN_IN_CALENDAR}
            </a>
            <Button variant="primary" onClick={() => copy.mutate(url)}>
              {COPY_LINK}
            </Button>
          </>
        )}
        {feed.data && (
          <Button
            onClick={() => (active ? setAsking('reset') : reset.mutate())}
            disabled={reset.isPending}
          >
            {active ? RESET_LINK : CREATE_LINK}
          </Button>
        )}
        {active && <Button onClick={() => setAsking('off')}>{TURN_OFF_FEED}</Button>}
      </div>
      {(copy.isError || (!asking && (reset.isError || turnOff.isError))) && (
        <p role="alert" className={styles.error}>
          {errorMessage(copy.error ?? reset.error ?? turnOff.error)}
        </p>
      )}
      <p role="status" className={styles.success}>
        {copied ?? ''}
      </p>
      {asking === 'reset' && (
        <ConfirmDialog
          title="Reset your calendar link?"
          confirmLabel={RESET_LINK}
          onConfirm={() => reset.mutate()}
          onCancel={() => setAsking(null)}
          busy={reset.isPending}
          error={reset.isError ? errorMessage(reset.error) : null}
        >
          <p>
            The old link stops working: calendars subscribed to it no longer get your events. Add
            the new link to your calendar app again.
          </p>
        </ConfirmDialog>
      )}
      {asking === 'off' && (
        <ConfirmDialog
          title="Turn off your calendar feed?"
          confirmLabel={TURN_OFF_FEED}
          onConfirm={() => turnOff.mutate()}
          onCancel={() => setAsking(null)}
          busy={turnOff.isPending}
          error={turnOff.isError ? errorMessage(turnOff.error) : null}
        >
          <p>Its link stops working: calendars subscribed to it no longer get your events.</p>
        </ConfirmDialog>
      )}
    </SettingsSection>
  );
}
