import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { profileQuery, useCommunity } from '../../api';
import { socialLinks } from '../../lib/social-links';
import { useSessionUser } from '../../session/session-store';
import {
  Avatar,
  CalendarIcon,
  ChatIcon,
  Copyright,
  FollowingIcon,
  FriendsIcon,
  GitHubIcon,
  GroupsIcon,
  InstagramIcon,
  LinkedInIcon,
  SavedIcon,
  useMediaQuery,
  YouTubeIcon,
} from '../../ui';
import styles from './layouts.module.css';
import { LEFT_MENU_SHOWN } from './side-columns';

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

/** A link to another site, or to the site home when the member has not set the handle. */
function ExternalShortcut({
  href,
  icon,
  children,
}: {
  href: string | null;
  icon: ReactNode;
  children: ReactNode;
}) {
  if (!href) {
    return (
      <Shortcut to="/" icon={icon}>
        {children}
      </Shortcut>
    );
  }
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className={styles.shortcut}>
        <span className={styles.shortcutIcon}>{icon}</span>
        <span>{children}</span>
      </a>
    </li>
  );
}

export function LeftMenu() {
  const { t } = useLingui();
  const user = useSessionUser();
  const { productName } = useCommunity();
  const shortcutsId = useId();
  // The member's handles, for the links: read only where the menu is shown (not on a phone).
  const shown = useMediaQuery(LEFT_MENU_SHOWN);
  const { data: profile } = useQuery({
    ...profileQuery(user?.username ?? ''),
    enabled: shown && !!user?.username,
  });
  if (!user) return null;
  const links = socialLinks(profile?.details);
  return (
    <nav className={styles.leftMenu} aria-label={t`Shortcuts`}>
      <ul className={styles.shortcutList}>
        <li>
          <Link to="/profile" className={styles.shortcut}>
            <Avatar src={user.picture} imageSize={user.picture_size} alt="" size={36} />
            <span dir="auto">
              {user.first_name} {user.last_name}
            </span>
          </Link>
        </li>
        <Shortcut to="/friends" icon={<FriendsIcon />}>
          <Trans>Find friends</Trans>
        </Shortcut>
        <Shortcut to="/groups" icon={<GroupsIcon />}>
          <Trans>Groups</Trans>
        </Shortcut>
        <Shortcut to="/events" icon={<CalendarIcon />}>
          <Trans>Events</Trans>
        </Shortcut>
        <Shortcut to="/saved" icon={<SavedIcon />}>
          <Trans>Saved posts</Trans>
        </Shortcut>
        <Shortcut to="/following" icon={<FollowingIcon />}>
          <Trans>Following</Trans>
        </Shortcut>
        <Shortcut to="/messages" icon={<ChatIcon />}>
          <Trans>Chat</Trans>
        </Shortcut>
      </ul>
      <div className={styles.shortcutsHeader}>
        <h2 id={shortcutsId} className={styles.panelHeading}>
          <Trans>Your Shortcuts</Trans>
        </h2>
        <Link to="/profile" className={styles.editLink} aria-label={t`Edit shortcuts`}>
          <Trans>Edit</Trans>
        </Link>
      </div>
      <ul className={styles.shortcutList} aria-labelledby={shortcutsId}>
        <ExternalShortcut href="https://www.youtube.com/" icon={<YouTubeIcon />}>
          YouTube
        </ExternalShortcut>
        <ExternalShortcut href={links.instagram} icon={<InstagramIcon />}>
          Instagram
        </ExternalShortcut>
        <ExternalShortcut href={links.github} icon={<GitHubIcon />}>
          GitHub
        </ExternalShortcut>
        <ExternalShortcut href={links.linkedin} icon={<LinkedInIcon />}>
          LinkedIn
        </ExternalShortcut>
      </ul>
      <footer className={styles.leftFooter}>
        <Link to="/">
          <Trans>Privacy</Trans>
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to="/">
          <Trans>Terms</Trans>
        </Link>
        <span aria-hidden="true"> · </span>
        <span>
          <Copyright productName={productName} />
        </span>
      </footer>
    </nav>
  );
}
