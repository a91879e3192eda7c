import type { Notification } from '@quad/contract';
import { Link } from 'react-router';
import { useMarkNotificationRead } from '../../api';
import { AlertIcon, Avatar } from '../../ui';
import { RelativeTime, useRelativeTime } from '../../ui/relative-time';
import { InvitationAnswer } from './invitation-answer';
import {
  isNotice,
  namesActor,
  notificationPath,
  notificationSentence,
} from './notification-sentence';
import styles from './notifications.module.css';

interface NotificationItemProps {
  notification: Notification;
  /** Runs when the member opens it (the bell's dropdown closes). */
  onOpen?: () => void;
}

/**
 * One notification as a link to its post, its group or the actor's profile: the actor's picture,
 * the sentence, the time, and a mark while unread. Opening it marks it read. An invitation to a
 * group has Accept and Decline beside its link.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const markRead = useMarkNotificationRead();
  const { actors, action } = notificationSentence(notification);
  const unread = !notification.read;
  const time = useRelativeTime(notification.createdAt);
  return (
    <li className={styles.item}>
      <Link
        to={notificationPath(notification)}
        className={[styles.link, unread && styles.unread].filter(Boolean).join(' ')}
        // One sentence for screen readers, with the pauses: "…, 5 minutes ago, unread".
        aria-label={`${actors} ${action}, ${time}${unread ? ', unread' : ''}`}
        onClick={() => {
          if (unread) markRead.mutate(notification._id);
          onOpen?.();
        }}
      >
        {isNotice(notification) ? (
          <span className={styles.noticeIcon} aria-hidden="true">
            <AlertIcon />
          </span>
        ) : (
          <Avatar src={notification.actor.picture} alt="" size={48} />
        )}
        <span className={styles.text}>
          <span className={styles.sentence}>
            {namesActor(notification) ? <strong>{actors}</strong> : actors} {action}
          </span>
          <RelativeTime iso={notification.createdAt} className={styles.time} />
        </span>
        {unread && <span className={styles.unreadMark} aria-hidden="true" />}
      </Link>
      {notification.kind === 'group_invitation' && <InvitationAnswer notification={notification} />}
    </li>
  );
}
