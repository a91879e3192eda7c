/**
 * Settings › Notifications › Push notifications on this device: one switch. Turning it on asks the
 * browser's permission (only then), subscribes with the server's key and sends the subscription
 * for this sign-in session; turning it off removes it.
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ApiError,
  createPushSubscription,
  deletePushSubscription,
  errorMessage,
  getPushServerKey,
  getPushSubscription,
} from '../../api';
import { pushSupport, subscribeBrowser, unsubscribeBrowser } from './push-device';
import styles from './settings.module.css';

const subscriptionKey = ['settings', 'push-subscription'] as const;

const PUSH_TEXT = {
  label: msg`Push notifications on this device`,
  blocked: msg`Your browser blocks notifications from Quad. Allow them in the browser’s site settings, then turn this on again.`,
  iosInstall: msg`To get notifications on this iPhone or iPad, add Quad to your Home Screen first: tap Share, then Add to Home Screen, and open Quad from there.`,
  unsupported: msg`This browser cannot receive push notifications.`,
  noPushService: msg`This browser could not reach its push service, so push notifications could not be turned on. Check your connection and try again.`,
};

class Blocked extends Error {}
class NoPushService extends Error {}

/** The browser's answer to subscribing: a subscription, or why it refused, said plainly. */
const subscribeOrSay = async (serverKey: string) => {
  try {
    return await subscribeBrowser(serverKey);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotAllowedError') throw new Blocked();
    throw new NoPushService('No push service', { cause: error });
  }
};

/** The session's subscription on the server, or null when it has none. */
const readSubscription = async () => {
  try {
    return await getPushSubscription();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export function PushNotificationsSwitch() {
  const { t } = useLingui();
  const support = pushSupport();
  const queryClient = useQueryClient();
  const [blocked, setBlocked] = useState(
    () => support === 'supported' && Notification.permission === 'denied',
  );
  const subscription = useQuery({
    queryKey: subscriptionKey,
    queryFn: readSubscription,
    enabled: support === 'supported',
  });
  const turn = useMutation({
    mutationFn: async (on: boolean) => {
      if (!on) {
        await unsubscribeBrowser();
        await deletePushSubscription().catch((error: unknown) => {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        });
        return null;
      }
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') throw new Blocked();
      const { server_key } = await getPushServerKey();
      const browser = await subscribeOrSay(server_key);
      const json = browser.toJSON();
      return createPushSubscription({
        subscription: {
          endpoint: json.endpoint ?? browser.endpoint,
          keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        },
        data: { alerts: {} },
      });
    },
    onMutate: () => setBlocked(false),
    onSuccess: (saved) => queryClient.setQueryData(subscriptionKey, saved),
    onError: (error) => {
      if (error instanceof Blocked) setBlocked(true);
    },
  });

  if (support === 'ios-not-installed') {
    return <p className={styles.description}>{t(PUSH_TEXT.iosInstall)}</p>;
  }
  if (support === 'unsupported') {
    return <p className={styles.description}>{t(PUSH_TEXT.unsupported)}</p>;
  }
  const on = Boolean(subscription.data);
  return (
    <div className={styles.fieldset}>
      <label className={styles.checkboxRow}>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={subscription.isPending || turn.isPending}
          onChange={(event) => turn.mutate(event.target.checked)}
        />
        <span>{t(PUSH_TEXT.label)}</span>
      </label>
      {blocked && (
        <p role="alert" className={styles.error}>
          {t(PUSH_TEXT.blocked)}
        </p>
      )}
      {!blocked && turn.isError && (
        <p role="alert" className={styles.error}>
          {turn.error instanceof NoPushService
            ? t(PUSH_TEXT.noPushService)
            : errorMessage(turn.error)}
        </p>
      )}
      {subscription.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(subscription.error)}
        </p>
      )}
    </div>
  );
}
