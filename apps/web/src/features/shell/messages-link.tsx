import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { useMessageCounts } from '../../api';
import { MessagesIcon } from '../../ui';
import styles from './app-header.module.css';

/** The header's Messages icon: opens /messages and counts the conversations with unread messages. */
export function MessagesLink() {
  const { t } = useLingui();
  const { data } = useMessageCounts();
  const unread = data?.unread ?? 0;
  return (
    <NavLink
      to="/messages"
      className={({ isActive }) =>
        [styles.circleButton, isActive && styles.circleButtonActive].filter(Boolean).join(' ')
      }
      aria-label={
        unread > 0
          ? t`${plural(unread, { one: 'Messages, # unread', other: 'Messages, # unread' })}`
          : t`Messages`
      }
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
