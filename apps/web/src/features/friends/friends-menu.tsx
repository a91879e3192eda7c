import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const LINKS: { to: string; label: MessageDescriptor; icon: ReactNode }[] = [
  { to: '/friends', label: msg`Home`, icon: <FriendsIcon /> },
  { to: '/friends/requests', label: msg`Friend Requests`, icon: ICONS.requests },
  { to: '/friends/sent', label: msg`Sent Requests`, icon: ICONS.sent },
  { to: '/friends/suggestions', label: msg`Suggestions`, icon: ICONS.suggestions },
  { to: '/friends/all', label: msg`All Friends`, icon: ICONS.all },
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  [styles.menuLink, isActive && styles.menuLinkActive].filter(Boolean).join(' ');

export function FriendsMenu() {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <nav className={styles.menu} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.menuHeading}>
        <Trans>Friends</Trans>
      </h2>
      <ul className={styles.menuList}>
        {LINKS.map(({ to, label, icon }) => (
          <li key={to}>
            <NavLink to={to} end className={linkClass}>
              <span className={styles.menuIcon}>{icon}</span>
              {i18n._(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
