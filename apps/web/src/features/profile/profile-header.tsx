import { PROFILE_HEADER_AVATARS, type Profile } from '@quad/contract';
import { Link, NavLink } from 'react-router';
import { fullName } from '../../lib/full-name';
import { useSessionUser } from '../../session/session-store';
import { Avatar, PencilIcon } from '../../ui';
import { CoverPhoto } from './cover-photo';
import { friendsCount } from './friends-count';
import { FriendshipActions } from './friendship-actions';
import { ProfileMenu } from './profile-menu';
import { ProfilePicture } from './profile-picture';
import styles from './profile.module.css';

export const ACTIVATE_TO_FOLLOW = 'Activate Account to Follow';
export const EDIT_PROFILE_ENABLED = 'Edit Profile Enabled';

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
              {name}
              {otherName && <span className={styles.otherName}> ({otherName})</span>}
            </h1>
            {profile.affiliation && (
              <p className={styles.affiliation}>
                <span className="visually-hidden">University affiliation: </span>
                <span className={styles.badge}>{profile.affiliation}</span>
              </p>
            )}
            {own ? (
              <Link to="/friends/all" className={styles.friendsCount}>
                {friendsCount(profile.friends.length)}
              </Link>
            ) : (
              <p className={styles.friendsCount}>{friendsCount(profile.friends.length)}</p>
            )}
            {avatars.length > 0 && (
              <ul className={styles.avatarRow} aria-label={`Friends of ${name}`}>
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
                {EDIT_PROFILE_ENABLED}
              </p>
            ) : viewer?.verified ? (
              <FriendshipActions profile={profile} />
            ) : (
              <p className={styles.notice}>{ACTIVATE_TO_FOLLOW}</p>
            )}
            {!own && <ProfileMenu profile={profile} />}
          </div>
        </div>
        <nav className={styles.tabs} aria-label="Profile sections">
          <NavLink to={path} end className={tabClass}>
            Posts
          </NavLink>
          {own && (
            <NavLink to="/friends/all" className={tabClass}>
              Friends
            </NavLink>
          )}
          <NavLink to="/" end className={tabClass}>
            Home
          </NavLink>
        </nav>
      </div>
    </div>
  );
}
