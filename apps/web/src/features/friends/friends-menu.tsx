import { useId, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { FriendsIcon, UserCheckIcon, UserPlusIcon, UserIcon, FollowingIcon } from '../../ui';
import type { SectionType } from './friend-sections';
import styles from './friends.module.css';

const ICONS: Record<SectionType, ReactNode> = {
  requests: <UserPlusIcon />,
  sent: <FollowingIcon />,
  suggestions: <UserIcon />,
  all: <UserCheckIcon />,
};

const LINKS: { to: string; label: string; icon: ReactNode }[] = [
  { to: '/friends', label: 'Home', icon: <FriendsIcon /> },
  { to: '/friends/requests', label: 'Friend Requests', icon: ICONS.requests },
  { to: '/friends/sent', label: 'Sent Requests', icon: ICONS.sent },
  { to: '/friends/suggestions', label: 'Suggestions', icon: ICONS.suggestions },
  { to: '/friends/all', label: 'All Friends', icon: ICONS.all },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [styles.menuLink, isActive && styles.menuLinkActive].filter(Boolean).join(' ');

export function FriendsMenu() {
  const headingId = useId();
  return (
    <nav className={styles.menu} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.menuHeading}>
        Friends
      </h2>
      <ul className={styles.menuList}>
        {LINKS.map(({ to, label, icon }) => (
          <li key={to}>
            <NavLink to={to} end className={linkClass}>
              <span className={styles.menuIcon}>{icon}</span>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
