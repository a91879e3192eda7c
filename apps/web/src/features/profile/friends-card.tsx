import { Trans } from '@lingui/react/macro';
import { PROFILE_FRIENDS_MAX, type Profile } from '@quad/contract';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { fullName } from '../../lib/full-name';
import { stableShuffle, usePageLoadSeed } from '../../lib/stable-shuffle';
import { DEFAULT_AVATAR, ResponsiveImage } from '../../ui';
import { FriendsCount } from './friends-count';
import styles from './profile.module.css';

/** Up to 9 of the member's friends, shuffled once per page load. */
export function FriendsCard({ profile, own }: { profile: Profile; own: boolean }) {
  const headingId = useId();
  const seed = usePageLoadSeed();
  const shown = useMemo(
    () =>
      stableShuffle(profile.friends, (friend) => friend._id, seed).slice(0, PROFILE_FRIENDS_MAX),
    [profile.friends, seed],
  );
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          <Trans>Friends</Trans>
        </h2>
        {own && (
          <Link to="/friends/all" className={styles.cardLink}>
            <Trans>See all friends</Trans>
          </Link>
        )}
      </div>
      <p className={styles.muted}>
        <FriendsCount count={profile.friends.length} />
      </p>
      {shown.length > 0 && (
        <ul className={styles.friendsGrid}>
          {shown.map((friend) => (
            <li key={friend._id}>
              <Link
                to={`/profile/${encodeURIComponent(friend.username)}`}
                className={styles.friendTile}
              >
                <ResponsiveImage
                  src={friend.picture || DEFAULT_AVATAR}
                  size={friend.picture ? friend.pictureSize : null}
                  shownWidth="(max-width: 900px) 33vw, 140px"
                  alt=""
                  className={styles.friendPicture}
                  width={100}
                  height={100}
                />
                <span className={styles.friendName} dir="auto">
                  {fullName(friend)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
