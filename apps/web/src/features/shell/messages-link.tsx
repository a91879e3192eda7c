import { NavLink } from 'react-router';
import { useMessageCounts } from '../../api';
import { MessagesIcon } from '../../ui';
import styles from './app-header.module.css';

/** The header's Messages icon: opens /messages and counts the conversations with unread messages. */
export function MessagesLink() {
  const { data } = useMessageCounts();
  const unread = data?.unread ?? 0;
  return (
    <NavLink
      to="/messages"
      className={({ isActive }) =>
        [styles.circleButton, isActive && styles.circleButtonActive].filter(Boolean).join(' ')
      }
      aria-label={unread > 0 ? `Messages, ${unread} unread` : 'Messages'}
    >
      <MessagesIcon />
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </NavLink>
  );
}
