import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useMarkNotificationRead } from '../../api';
import { AlertIcon, Avatar, CalendarIcon, FlagIcon } from '../../ui';
import { RelativeTime, useRelativeTime } from '../../ui/relative-time';
import { InvitationAnswer } from './invitation-answer';
import {
  isEventNotice,
  isNotice,
  isReportNotice,
  notificationPath,
  notificationSentence,
  type Notification,
} from '@quad/contract';
import styles from './notifications.module.css';

interface NotificationItemProps {
  notification: Notification;
  /** Runs when the member opens it (the bell's dropdown closes). */
  onOpen?: () => void;
  /** Runs with what was done when the member answers an invitation. */
  onAnswered: (message: string) => void;
}

/**
 * One notification as a link to its event, post, group or the actor's profile: the actor's picture
 * (an icon for a notice or a report), the sentence, the time, and a mark while unread. Opening it marks it read. An invitation to a
 * group has Accept and Decline beside its link.
 */
export function NotificationItem({ notification, onOpen, onAnswered }: NotificationItemProps) {
  const { t, i18n } = useLingui();
  const markRead = useMarkNotificationRead();
  const sentence = notificationSentence(notification, (id, values) => i18n._(id, values));
  const { text } = sentence;
  const unread = !notification.read;
  const time = useRelativeTime(notification.createdAt);
  return (
    <li className={styles.item}>
      <Link
        to={notificationPath(notification)}
        className={[styles.link, unread && styles.unread].filter(Boolean).join(' ')}
        // The visible sentence and time, then the state, with the pauses: "…, 5 minutes ago,
        // unread". It begins with the words on screen, so speech input can say them (WCAG 2.5.3).
        aria-label={unread ? t`${text}, ${time}, unread` : t`${text}, ${time}`}
        onClick={() => {
          if (unread) markRead.mutate(notification._id);
          onOpen?.();
        }}
      >
        {isNotice(notification) ? (
          <span className={styles.noticeIcon} aria-hidden="true">
            <AlertIcon />
          </span>
        ) : isReportNotice(notification) ? (
          <span className={styles.noticeIcon} aria-hidden="true">
            <FlagIcon />
          </span>
        ) : isEventNotice(notification) ? (
          <span className={styles.noticeIcon} aria-hidden="true">
            <CalendarIcon />
          </span>
        ) : (
          <Avatar
            src={notification.actor.picture}
            imageSize={notification.actor.pictureSize}
            alt=""
            size={48}
          />
        )}
        <span className={styles.text}>
          <span className={styles.sentence}>
            {sentence.parts.map((part, index) =>
              part.strong ? <strong key={index}>{part.text}</strong> : part.text,
            )}
          </span>
          {/* Laid out on lines of their own, the sentence and the time are still two phrases of
              the text (a space between, not "postJust now"), as the label says them. */}{' '}
          <RelativeTime iso={notification.createdAt} className={styles.time} />
        </span>
        {unread && <span className={styles.unreadMark} aria-hidden="true" />}
      </Link>
      {notification.kind === 'group_invitation' && (
        <InvitationAnswer notification={notification} onAnswered={onAnswered} />
      )}
    </li>
  );
}
