/**
 * The installed app's icon carries the unread count (Badging API, where the platform has it):
 * unread notifications and conversations with unread messages, as the header counts them. The
 * service worker sets it too when a push brings a newer count.
 */
import { useEffect } from 'react';
import { useMessageCounts, useNotificationCounts } from '../../api';

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

export function useAppBadge() {
  const notifications = useNotificationCounts().data?.unread;
  const messages = useMessageCounts().data?.unread;
  useEffect(() => {
    const badging = navigator as BadgingNavigator;
    if (!badging.setAppBadge || notifications === undefined || messages === undefined) return;
    const count = notifications + messages;
    const done = count > 0 ? badging.setAppBadge(count) : badging.clearAppBadge?.();
    // A platform that refuses (not installed, no permission) keeps no badge.
    void done?.catch(() => undefined);
  }, [notifications, messages]);
}
