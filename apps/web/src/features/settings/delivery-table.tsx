/**
 * Settings › Notifications, kind by kind: whether the bell has it (In Quad), whether it is pushed,
 * and how it is e-mailed (Off, Immediately, Digest); then the digest's frequency and whether
 * e-mailed messages show their text.
 */
import {
  DELIVERY_GROUP_LABELS,
  DELIVERY_KIND_GROUPS,
  DELIVERY_KIND_LABELS,
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
import { useId } from 'react';
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

const EMAIL_LABELS: Record<EmailChoice, string> = {
  off: 'Off',
  immediately: 'Immediately',
  digest: 'Digest',
};

const DIGEST_LABELS: Record<DigestFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'Off',
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

export function DeliveryTable() {
  const queryClient = useQueryClient();
  const captionId = useId();
  const digestId = useId();
  const preferences = useQuery({ queryKey: preferencesKey, queryFn: getNotificationPreferences });
  const delivery = useQuery({ queryKey: deliveryKey, queryFn: getDeliverySettings });

  const savePreferences = useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: (next) => queryClient.setQueryData(preferencesKey, next),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: preferencesKey }),
  });
  const saveDelivery = useMutation({
    mutationFn: updateDeliverySettings,
    // The choice shows at once; the server's answer settles it.
    onMutate: (change) => {
      const current = queryClient.getQueryData<DeliverySettings>(deliveryKey);
      if (current) queryClient.setQueryData(deliveryKey, applied(current, change));
    },
    onSuccess: (saved) => queryClient.setQueryData(deliveryKey, saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: deliveryKey }),
  });

  if (preferences.isPending || delivery.isPending) {
    return <Spinner size={24} label="Loading your notification settings" />;
  }
  if (preferences.isError || delivery.isError) {
    return (
      <p role="alert" className={settingsStyles.error}>
        {errorMessage(preferences.error ?? delivery.error)}
      </p>
    );
  }
  const settings = delivery.data;
  const bell: NotificationPreferences = preferences.data;
  const chooseKind = (
    kind: DeliveryKind,
    choice: Partial<DeliverySettings['kinds'][DeliveryKind]>,
  ) => saveDelivery.mutate({ kinds: { [kind]: { ...settings.kinds[kind], ...choice } } });

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
            What reaches you, and how
          </caption>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">In Quad</th>
              <th scope="col">Push</th>
              <th scope="col">E-mail</th>
            </tr>
          </thead>
          {(Object.keys(DELIVERY_KIND_GROUPS) as DeliveryKindGroup[]).map((group) => (
            <tbody key={group}>
              <tr>
                <th scope="colgroup" colSpan={4} className={styles.group}>
                  {DELIVERY_GROUP_LABELS[group]}
                </th>
              </tr>
              {(DELIVERY_KIND_GROUPS[group] as readonly DeliveryKind[]).map((kind) => {
                const label = DELIVERY_KIND_LABELS[kind];
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
                          aria-label={`In Quad: ${label}`}
                          checked={bell[kind]}
                          onChange={(event) =>
                            savePreferences.mutate({ ...bell, [kind]: event.target.checked })
                          }
                        />
                      ) : (
                        <span className={styles.always}>Always</span>
                      )}
                    </td>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Push: ${label}`}
                        checked={choice.push}
                        onChange={(event) => chooseKind(kind, { push: event.target.checked })}
                      />
                    </td>
                    <td>
                      <select
                        aria-label={`E-mail: ${label}`}
                        className={styles.select}
                        value={choice.email}
                        onChange={(event) =>
                          chooseKind(kind, { email: event.target.value as EmailChoice })
                        }
                      >
                        {EMAIL_CHOICES.map((each) => (
                          <option key={each} value={each}>
                            {EMAIL_LABELS[each]}
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
          Digest
        </label>
        <select
          id={digestId}
          className={styles.select}
          value={settings.digest}
          onChange={(event) =>
            saveDelivery.mutate({ digest: event.target.value as DigestFrequency })
          }
        >
          {DIGEST_FREQUENCIES.map((each) => (
            <option key={each} value={each}>
              {DIGEST_LABELS[each]}
            </option>
          ))}
        </select>
      </div>
      <label className={settingsStyles.checkboxRow}>
        <input
          type="checkbox"
          checked={settings.show_message_text}
          onChange={(event) => saveDelivery.mutate({ show_message_text: event.target.checked })}
        />
        <span>Show message text in e-mails</span>
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
        {savePreferences.isSuccess || saveDelivery.isSuccess ? 'Saved.' : ''}
      </p>
    </div>
  );
}
