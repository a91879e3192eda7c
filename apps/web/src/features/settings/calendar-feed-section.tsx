import { Trans, useLingui } from '@lingui/react/macro';
import type { CalendarFeed } from '@quad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  errorMessage,
  eventKeys,
  getCalendarFeed,
  resetCalendarFeed,
  revokeCalendarFeed,
} from '../../api';
import { intlLocalesOf, type AppLanguage } from '../../i18n/languages';
import { Button, ConfirmDialog, Field, Spinner } from '../../ui';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';

/** The address as a webcal:// link, which the system hands to the calendar app to subscribe. */
export const webcalOf = (url: string) => url.replace(/^(https?|webcal):\/\//i, 'webcal://');

/**
 * Settings › Calendar feed: a private subscription address for calendar apps. The server keeps
 * only a hash of its secret, so the address shows only right after Create link or Reset link
 * made it; beside it, a webcal:// link opens the calendar app to subscribe.
 */
export function CalendarFeedSection() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey: eventKeys.calendarFeed(), queryFn: getCalendarFeed });
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [asking, setAsking] = useState<'reset' | 'off' | null>(null);
  const settle = (answer: CalendarFeed) => {
    queryClient.setQueryData(eventKeys.calendarFeed(), answer);
    setUrl(answer.url);
    setCopied(false);
    setAsking(null);
  };
  const reset = useMutation({ mutationFn: resetCalendarFeed, onSuccess: settle });
  const turnOff = useMutation({ mutationFn: revokeCalendarFeed, onSuccess: settle });
  const copy = useMutation({
    mutationFn: (link: string) => navigator.clipboard.writeText(link),
    onSuccess: () => setCopied(true),
  });
  const active = feed.data?.active ?? false;
  const since =
    feed.data?.created_at &&
    new Intl.DateTimeFormat(intlLocalesOf(i18n.locale as AppLanguage), {
      dateStyle: 'long',
    }).format(new Date(feed.data.created_at));

  return (
    <SettingsSection
      title={t`Calendar feed`}
      description={t`A private link your calendar app (Google Calendar, Outlook, Apple Calendar) subscribes to: the events you are going to or interested in, and your groups' events. Anyone with the link sees them, so keep it to yourself.`}
    >
      {feed.isPending && <Spinner size={24} label={t`Loading your calendar feed`} />}
      {feed.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(feed.error)}
        </p>
      )}
      {feed.data && !url && (
        <p className={styles.description}>
          {active && since
            ? t`Your feed is on since ${since}. Its link was shown when it was made; Reset link gives a new one.`
            : t`You have no calendar feed. Create link makes one.`}
        </p>
      )}
      {url && (
        <Field label={t`Your calendar link`} className={styles.field}>
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
              <Trans>Open in calendar app</Trans>
            </a>
            <Button variant="primary" onClick={() => copy.mutate(url)}>
              <Trans>Copy link</Trans>
            </Button>
          </>
        )}
        {feed.data && (
          <Button
            onClick={() => (active ? setAsking('reset') : reset.mutate())}
            disabled={reset.isPending}
          >
            {active ? t`Reset link` : t`Create link`}
          </Button>
        )}
        {active && (
          <Button onClick={() => setAsking('off')}>
            <Trans>Turn off</Trans>
          </Button>
        )}
      </div>
      {(copy.isError || (!asking && (reset.isError || turnOff.isError))) && (
        <p role="alert" className={styles.error}>
          {errorMessage(copy.error ?? reset.error ?? turnOff.error)}
        </p>
      )}
      <p role="status" className={styles.success}>
        {copied ? t`Link copied.` : ''}
      </p>
      {asking === 'reset' && (
        <ConfirmDialog
          title={t`Reset your calendar link?`}
          confirmLabel={t`Reset link`}
          onConfirm={() => reset.mutate()}
          onCancel={() => setAsking(null)}
          busy={reset.isPending}
          error={reset.isError ? errorMessage(reset.error) : null}
        >
          <p>
            <Trans>
              The old link stops working: calendars subscribed to it no longer get your events. Add
              the new link to your calendar app again.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
      {asking === 'off' && (
        <ConfirmDialog
          title={t`Turn off your calendar feed?`}
          confirmLabel={t`Turn off`}
          onConfirm={() => turnOff.mutate()}
          onCancel={() => setAsking(null)}
          busy={turnOff.isPending}
          error={turnOff.isError ? errorMessage(turnOff.error) : null}
        >
          <p>
            <Trans>
              Its link stops working: calendars subscribed to it no longer get your events.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
    </SettingsSection>
  );
}
