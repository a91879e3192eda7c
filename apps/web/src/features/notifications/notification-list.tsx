import type { Notification } from '@quad/contract';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.css';

interface NotificationListProps {
  notifications: Notification[];
  /** The list's accessible name. */
  label: string;
  busy?: boolean;
  /** Runs when the member opens one. */
  onOpen?: () => void;
  /** Runs with what was done when the member answers an invitation (useInvitationOutcome). */
  onAnswered: (message: string) => void;
}

export function NotificationList({
  notifications,
  label,
  busy,
  onOpen,
  onAnswered,
}: NotificationListProps) {
  return (
    <ul className={styles.list} aria-label={label} aria-busy={busy || undefined}>
      {notifications.map((notification) => (
        <NotificationItem
          key={notification._id}
          notification={notification}
          onOpen={onOpen}
          onAnswered={onAnswered}
        />
      ))}
    </ul>
  );
}
