/**
 * Settings › Notifications › Pause notifications: nothing is pushed or e-mailed for an hour, eight
 * hours or until 8:00 tomorrow (the campus's time zone); the bell still counts. While paused it
 * says until when, with Resume.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PauseChoice } from '@quad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage, getDeliveryPause, pauseDelivery, resumeDelivery } from '../../api';
import { intlLocalesOf, type AppLanguage } from '../../i18n/languages';
import { Button } from '../../ui';
import styles from './settings.module.css';

const pauseKey = ['settings', 'delivery-pause'] as const;

const CHOICES: [PauseChoice, MessageDescriptor][] = [
  ['1h', msg`1 hour`],
  ['8h', msg`8 hours`],
  ['tomorrow', msg`Until tomorrow 8:00`],
];

const untilText = (iso: string, language: string) =>
  new Intl.DateTimeFormat(intlLocalesOf(language as AppLanguage), {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

export function PauseNotifications() {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const queryClient = useQueryClient();
  const pause = useQuery({ queryKey: pauseKey, queryFn: getDeliveryPause });
  const change = useMutation({
    mutationFn: (choice: PauseChoice | 'resume') =>
      choice === 'resume' ? resumeDelivery() : pauseDelivery(choice),
    onSuccess: (until) => queryClient.setQueryData(pauseKey, until),
  });
  const until = pause.data;
  const pausedUntil = until ? untilText(until, i18n.locale) : '';
  return (
    <div role="group" aria-labelledby={headingId} className={styles.fieldset}>
      <h3 id={headingId} className={styles.subtitle}>
        <Trans>Pause notifications</Trans>
      </h3>
      {until ? (
        <div className={styles.pauseRow}>
          <p role="status">{t`Paused until ${pausedUntil}. The bell still counts.`}</p>
          <Button onClick={() => change.mutate('resume')} disabled={change.isPending}>
            <Trans>Resume</Trans>
          </Button>
        </div>
      ) : (
        <>
          <p className={styles.description}>
            <Trans>Nothing is pushed or e-mailed while paused; the bell still counts.</Trans>
          </p>
          <div className={styles.pauseRow}>
            {CHOICES.map(([choice, label]) => (
              <Button
                key={choice}
                onClick={() => change.mutate(choice)}
                disabled={pause.isPending || change.isPending}
              >
                {t(label)}
              </Button>
            ))}
          </div>
        </>
      )}
      {(pause.isError || change.isError) && (
        <p role="alert" className={styles.error}>
          {errorMessage(pause.error ?? change.error)}
        </p>
      )}
    </div>
  );
}
