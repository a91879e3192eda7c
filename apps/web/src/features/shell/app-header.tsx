import { useLingui } from '@lingui/react/macro';
import { Link, NavLink } from 'react-router';
import { useCommunity } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { Avatar, FriendsIcon, GroupsIcon, HomeIcon } from '../../ui';
import { SearchBox } from '../search';
import { AccountMenu } from './account-menu';
import styles from './app-header.module.css';
import { MessagesLink } from './messages-link';
import { NotificationsButton } from './notifications-button';
import { useAppBadge } from './use-app-badge';

const navClass = ({ isActive }: { isActive: boolean }) =>
  [styles.navLink, isActive && styles.navLinkActive].filter(Boolean).join(' ');

export function AppHeader() {
  const { t } = useLingui();
  const user = useSessionUser();
  const { productName } = useCommunity();
  useAppBadge();
  if (!user) return null;
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {/* The logo is the product's mark: it carries the product's name, as the other header's does. */}
        <Link to="/" className={styles.logo}>
          <img src="/logo.svg" alt={productName} width={40} height={40} />
        </Link>
        <SearchBox />
      </div>
      <nav className={styles.middle} aria-label={t`Main`}>
        <NavLink to="/" end aria-label={t`Home feed`} className={navClass}>
          <HomeIcon size={26} />
        </NavLink>
        <NavLink to="/friends" aria-label={t`Friends`} className={navClass}>
          <FriendsIcon size={26} />
        </NavLink>
        <NavLink to="/groups" aria-label={t`Groups`} className={navClass}>
          <GroupsIcon size={26} />
        </NavLink>
      </nav>
      <div className={styles.end}>
        <NavLink
          to="/profile"
          end
          className={({ isActive }) =>
            [styles.profileLink, isActive && styles.profileLinkActive].filter(Boolean).join(' ')
          }
        >
          <Avatar src={user.picture} imageSize={user.picture_size} alt="" size={28} />
          <span className={styles.firstName} dir="auto">
            {user.first_name}
          </span>
        </NavLink>
        <MessagesLink />
        <NotificationsButton />
        <AccountMenu />
      </div>
    </header>
  );
}
