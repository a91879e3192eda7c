import { COPYRIGHT_YEAR } from '@quad/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCommunity } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { Avatar, ChatIcon, FollowingIcon, FriendsIcon, SavedIcon } from '../../ui';
import styles from './layouts.module.css';

function Shortcut({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={styles.shortcut}>
        <span className={styles.shortcutIcon}>{icon}</span>
        <span>{children}</span>
      </Link>
    </li>
  );
}

export function LeftMenu() {
  const user = useSessionUser();
  const { productName } = useCommunity();
  if (!user) return null;
  return (
    <nav className={styles.leftMenu} aria-label="Shortcuts">
      <ul className={styles.shortcutList}>
        <li>
          <Link to="/profile" className={styles.shortcut}>
            <Avatar src={user.picture} alt="" size={36} />
            <span>
              {user.first_name} {user.last_name}
            </span>
          </Link>
        </li>
        <Shortcut to="/friends" icon={<FriendsIcon />}>
          Find friends
        </Shortcut>
        <Shortcut to="/saved" icon={<SavedIcon />}>
          Saved posts
        </Shortcut>
        <Shortcut to="/" icon={<FollowingIcon />}>
          Following
        </Shortcut>
        <Shortcut to="/" icon={<ChatIcon />}>
          Chat
        </Shortcut>
      </ul>
      <footer className={styles.leftFooter}>
        <Link to="/">Privacy</Link>
        <span aria-hidden="true"> · </span>
        <Link to="/">Terms</Link>
        <span aria-hidden="true"> · </span>
        <span>
          {productName} © {COPYRIGHT_YEAR}
        </span>
      </footer>
    </nav>
  );
}
