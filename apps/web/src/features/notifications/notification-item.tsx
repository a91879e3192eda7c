import type { Notification } from '@quad/contract';
import { Link } from 'react-router';
import { useMarkNotificationRead } from '../../api';
import { Avatar, RelativeTime } from '../../ui';
import { notificationPath, notificationSentence } from './notification-sentence';
import styles from './notifications.module.css';

interface NotificationItemProps {
  notification: Notification;
  /** Runs when the member opens it (the bell's dropdown closes). */
  onOpen?: () => void;
}

/**
 * One notification as a link to its post or to the actor's profile: the actor's picture, the
 * sentence, the time, and a mark while unread. Opening it marks it read.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const markRead = useMarkNotificationRead();
  const { actors, action } = notificationSentence(notification);
  const unread = !notification.read;
  return (
    <li className={styles.item}>
      <Link
        to={notificationPath(notification)}
        className={[styles.link, unread && styles.unread].filter(Boolean).join(' ')}
        onClick={() => {
          if (unread) markRead.mutate(notification._id);
          onOpen?.();
        }}
      >
        <Avatar src={notification.actor.picture} alt="" size={48} />
        <span className={styles.text}>
          <span className={styles.sentence}>
            <strong>{actors}</strong> {action}
          </span>
          {/* The name reads "…, 5 minutes ago, unread": the pauses are for screen readers. */}
          <span className="visually-hidden">, </span>
          <RelativeTime iso={notification.createdAt} className={styles.time} />
          {unread && <span className="visually-hidden">, unread</span>}
        </span>
        {unread && <span className={styles.unreadMark} aria-hidden="true" />}
      </Link>
    </li>
  );
}
