/**
 * Settings › Notifications, kind by kind: whether the bell has it (In Quad), whether it is pushed,
 * and how it is e-mailed (Off, Immediately, Digest); then the digest's frequency and whether
 * e-mailed messages show their text.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DELIVERY_KIND_GROUPS,
  DIGEST_FREQUENCIES,
  EMAIL_CHOICES,
  NOTIFICATION_KINDS,
  type ChosenNotificationKind,
  type DeliveryKind,
  type DeliveryKindGroup,
  type DeliverySettings,
  type DigestFrequency,
  type EmailChoice,
  type NotificationPreferences,
  type UpdateDeliverySettings,
} from '@quad/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  errorMessage,
  getDeliverySettings,
  getNotificationPreferences,
  updateDeliverySettings,
  updateNotificationPreferences,
} from '../../api';
import { Spinner } from '../../ui';
import styles from './delivery-table.module.css';
import settingsStyles from './settings.module.css';

export const preferencesKey = ['settings', 'notification-preferences'] as const;
export const deliveryKey = ['settings', 'delivery'] as const;

/** What each kind is called (the contract's DELIVERY_KIND_LABELS, in the app's language). */
const KIND_LABELS: Record<DeliveryKind, MessageDescriptor> = {
  friend_request: msg`Friend requests`,
  request_accepted: msg`Accepted requests`,
  new_follower: msg`New followers`,
  reaction: msg`Reactions to your posts`,
  comment: msg`Comments on your posts`,
  comment_on_commented: msg`Comments on posts you commented on`,
  mention: msg`Mentions of you in posts and comments`,
  group_invitation: msg`Invitations to groups`,
  group_request_approved: msg`Approved requests to join`,
  group_role: msg`Roles given to you`,
  group_post: msg`Posts in your groups`,
  group_report: msg`Reports in groups you moderate`,
  event_invitation: msg`Invitations to events`,
  event_changed: msg`Changes of time or place`,
  event_cancelled: msg`Cancellations`,
  event_seat: msg`Seats from the waitlist`,
  event_reminder: msg`Event reminders`,
  message: msg`Direct messages`,
  content_removed: msg`Removals by moderators`,
};

const GROUP_LABELS: Record<DeliveryKindGroup, MessageDescriptor> = {
  people: msg`People`,
  posts: msg`Posts`,
  groups: msg`Groups`,
  events: msg`Events`,
  messages: msg`Messages`,
  safety: msg`Safety`,
};

const EMAIL_LABELS: Record<EmailChoice, MessageDescriptor> = {
  off: msg`Off`,
  immediately: msg`Immediately`,
  digest: msg`Digest`,
};

const DIGEST_LABELS: Record<DigestFrequency, MessageDescriptor> = {
  daily: msg`Daily`,
  weekly: msg`Weekly`,
  off: msg`Off`,
};

const isChosen = (kind: DeliveryKind): kind is ChosenNotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

/** A change applied to the settings shown, before the server answers. */
const applied = (current: DeliverySettings, change: UpdateDeliverySettings): DeliverySettings => ({
  ...current,
  ...(change.digest ? { digest: change.digest } : {}),
  ...(change.show_message_text === undefined
    ? {}
    : { show_message_text: change.show_message_text }),
  kinds: { ...current.kinds, ...change.kinds },
});

/**
 * A setting read from `key` and saved with `write` on each choice. The choice shows in the event
 * that makes it: the controls are controlled, and at the end of the event React puts back the
 * value they were given, so a second press of ↑ on a select would move from the old choice again
 * if the new one only came with the cache's next notice. Choices made quickly one after another
 * are saved in the order they were made, and an answer settles what shows only when no later
 * choice is on its way: else the server could keep, and the screen show, the earlier one.
 */
function useSavedSetting<T, C>(
  key: readonly unknown[],
  read: () => Promise<T>,
  write: (change: C) => Promise<T>,
  applyChange: (shown: T, change: C) => T,
) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: read });
  const [chosen, setChosen] = useState<T>();
  const save = useMutation({
    mutationKey: key,
    scope: { id: key.join('/') },
    mutationFn: write,
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey: key }) > 1) return;
      queryClient.setQueryData(key, saved);
      setChosen(undefined);
    },
    onError: () => {
      setChosen(undefined);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const shown = chosen ?? query.data;
  const choose = (change: C) => {
    if (shown === undefined) return;
    setChosen(applyChange(shown, change));
    save.mutate(change);
  };
  return { query, shown, choose, save };
}

export function DeliveryTable() {
  const { t } = useLingui();
  const captionId = useId();
  const digestId = useId();
  const bellSetting = useSavedSetting(
    preferencesKey,
    getNotificationPreferences,
    updateNotificationPreferences,
    (_shown, next: NotificationPreferences) => next,
  );
  const deliverySetting = useSavedSetting(
    deliveryKey,
    getDeliverySettings,
    updateDeliverySettings,
    applied,
  );
  const { query: preferences, save: savePreferences } = bellSetting;
  const { query: delivery, save: saveDelivery } = deliverySetting;

  if (preferences.isPending || delivery.isPending) {
    return <Spinner size={24} label={t`Loading your notification settings`} />;
  }
  if (preferences.isError || delivery.isError) {
    return (
      <p role="alert" className={settingsStyles.error}>
        {errorMessage(preferences.error ?? delivery.error)}
      </p>
    );
  }
  const settings = deliverySetting.shown ?? delivery.data;
  const bell: NotificationPreferences = bellSetting.shown ?? preferences.data;
  const chooseBell = bellSetting.choose;
  const chooseDelivery = deliverySetting.choose;
  const chooseKind = (
    kind: DeliveryKind,
    choice: Partial<DeliverySettings['kinds'][DeliveryKind]>,
  ) => chooseDelivery({ kinds: { [kind]: { ...settings.kinds[kind], ...choice } } });

  return (
    <div className={styles.delivery}>
      <div
        className={styles.scroller}
        role="region"
        aria-labelledby={captionId}
        // The table may be wider than a phone: it scrolls, and the keyboard can scroll it once
        // focused (axe's scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            <Trans>What reaches you, and how</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Kind</Trans>
              </th>
              <th scope="col">
                <Trans>In Quad</Trans>
              </th>
              <th scope="col">
                <Trans>Push</Trans>
              </th>
              <th scope="col">
                <Trans>E-mail</Trans>
              </th>
            </tr>
          </thead>
          {(Object.keys(DELIVERY_KIND_GROUPS) as DeliveryKindGroup[]).map((group) => (
            <tbody key={group}>
              <tr>
                <th scope="colgroup" colSpan={4} className={styles.group}>
                  {t(GROUP_LABELS[group])}
                </th>
              </tr>
              {(DELIVERY_KIND_GROUPS[group] as readonly DeliveryKind[]).map((kind) => {
                const label = t(KIND_LABELS[kind]);
                const choice = settings.kinds[kind];
                return (
                  <tr key={kind}>
                    <th scope="row" className={styles.kind}>
                      {label}
                    </th>
                    <td>
                      {isChosen(kind) ? (
                        <input
                          type="checkbox"
                          aria-label={t`In Quad: ${label}`}
                          checked={bell[kind]}
                          onChange={(event) =>
                            chooseBell({ ...bell, [kind]: event.target.checked })
                          }
                        />
                      ) : (
                        <span className={styles.always}>
                          <Trans>Always</Trans>
                        </span>
                      )}
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t`Push: ${label}`}
                        checked={choice.push}
                        onChange={(event) => chooseKind(kind, { push: event.target.checked })}
                      />
                    </td>
                    <td>
                      <select
                        aria-label={t`E-mail: ${label}`}
                        className={styles.select}
                        value={choice.email}
                        onChange={(event) =>
                          chooseKind(kind, { email: event.target.value as EmailChoice })
                        }
                      >
                        {EMAIL_CHOICES.map((each) => (
                          <option key={each} value={each}>
                            {t(EMAIL_LABELS[each])}
                          </option>
                        ))}
                      </select>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </div>

      <div className={styles.row}>
        <label htmlFor={digestId} className={styles.label}>
          <Trans>Digest</Trans>
        </label>
        <select
          id={digestId}
          className={styles.select}
          value={settings.digest}
          onChange={(event) => chooseDelivery({ digest: event.target.value as DigestFrequency })}
        >
          {DIGEST_FREQUENCIES.map((each) => (
            <option key={each} value={each}>
              {t(DIGEST_LABELS[each])}
            </option>
          ))}
        </select>
      </div>
      <label className={settingsStyles.checkboxRow}>
        <input
          type="checkbox"
          checked={settings.show_message_text}
          onChange={(event) => chooseDelivery({ show_message_text: event.target.checked })}
        />
        <span>{t`Show message text in e-mails`}</span>
      </label>

      {[savePreferences, saveDelivery].map(
        (each, index) =>
          each.isError && (
            <p key={index} role="alert" className={settingsStyles.error}>
              {errorMessage(each.error)}
            </p>
          ),
      )}
      <p role="status" className={settingsStyles.success}>
        {savePreferences.isSuccess || saveDelivery.isSuccess ? t`Saved.` : ''}
      </p>
    </div>
  );
}
