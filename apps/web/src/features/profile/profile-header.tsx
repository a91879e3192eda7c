import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PROFILE_HEADER_AVATARS, type Affiliation, type Profile } from '@quad/contract';
import { Link, NavLink } from 'react-router';
import { fullName } from '../../lib/full-name';
import { useSessionUser } from '../../session/session-store';
import { Avatar, PencilIcon } from '../../ui';
import { CoverPhoto } from './cover-photo';
import { FriendsCount } from './friends-count';
import { FriendshipActions } from './friendship-actions';
import { ProfileMenu } from './profile-menu';
import { ProfilePicture } from './profile-picture';
import styles from './profile.module.css';

const AFFILIATION_LABELS: Record<Affiliation, MessageDescriptor> = {
  Student: msg`Student`,
  Faculty: msg`Faculty`,
  Staff: msg`Staff`,
  Alum: msg`Alum`,
};

const tabClass = ({ isActive }: { isActive: boolean }) =>
  [styles.tab, isActive && styles.tabActive].filter(Boolean).join(' ');

interface ProfileHeaderProps {
  profile: Profile;
  own: boolean;
  /** The address this profile was opened at, for the Posts tab. */
  path: string;
}

/** Cover, picture, name, friends and the actions the viewer may take. */
export function ProfileHeader({ profile, own, path }: ProfileHeaderProps) {
  const { t, i18n } = useLingui();
  const viewer = useSessionUser();
  const name = fullName(profile);
  const { otherName } = profile.details;
  const avatars = profile.friends.slice(0, PROFILE_HEADER_AVATARS);

  return (
    <div className={styles.top}>
      <div className={styles.topInner}>
        <CoverPhoto profile={profile} own={own} name={name} />
        <div className={styles.identity}>
          <ProfilePicture profile={profile} own={own} name={name} />
          <div className={styles.nameBlock}>
            <h1 className={styles.name}>
              <bdi>{name}</bdi>
              {otherName && (
                <span className={styles.otherName}>
                  {' '}
                  (<bdi>{otherName}</bdi>)
                </span>
              )}
            </h1>
            {profile.affiliation && (
              <p className={styles.affiliation}>
                <span className="visually-hidden">
                  <Trans>University affiliation:</Trans>{' '}
                </span>
                <span className={styles.badge}>
                  {i18n._(AFFILIATION_LABELS[profile.affiliation])}
                </span>
              </p>
            )}
            {own ? (
              <Link to="/friends/all" className={styles.friendsCount}>
                <FriendsCount count={profile.friends.length} />
              </Link>
            ) : (
              <p className={styles.friendsCount}>
                <FriendsCount count={profile.friends.length} />
              </p>
            )}
            {avatars.length > 0 && (
              <ul className={styles.avatarRow} aria-label={t`Friends of ${name}`}>
                {avatars.map((friend) => (
                  <li key={friend._id}>
                    <Link to={`/profile/${encodeURIComponent(friend.username)}`}>
                      <Avatar
                        src={friend.picture}
                        imageSize={friend.pictureSize}
                        alt={fullName(friend)}
                        size={32}
                        className={styles.rowAvatar}
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={styles.headerActions}>
            {own ? (
              <p className={styles.notice}>
                <PencilIcon size={16} />
                <Trans>Edit Profile Enabled</Trans>
              </p>
            ) : viewer?.verified ? (
              <FriendshipActions profile={profile} />
            ) : (
              <p className={styles.notice}>
                <Trans>Activate Account to Follow</Trans>
              </p>
            )}
            {!own && <ProfileMenu profile={profile} />}
          </div>
        </div>
        <nav className={styles.tabs} aria-label={t`Profile sections`}>
          <NavLink to={path} end className={tabClass}>
            <Trans>Posts</Trans>
          </NavLink>
          {own && (
            <NavLink to="/friends/all" className={tabClass}>
              <Trans>Friends</Trans>
            </NavLink>
          )}
          <NavLink to="/" end className={tabClass}>
            <Trans>Home</Trans>
          </NavLink>
        </nav>
      </div>
    </div>
  );
}
