import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACTS_LIST_MAX } from '@quad/contract';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { errorMessage, friendsPageInfosQuery, useCommunity } from '../../api';
import { fullName } from '../../lib/full-name';
import { stableShuffle, usePageLoadSeed } from '../../lib/stable-shuffle';
import { Avatar, Spinner, useMediaQuery } from '../../ui';
import styles from './layouts.module.css';
import { RIGHT_PANEL_SHOWN } from './side-columns';
import { TrendingHashtags } from './trending-hashtags';

/**
 * The right column: Trending on campus, then the contacts: up to 10 friends in an order that is
 * random but stable per page load. Hidden on a narrower screen, it reads and draws nothing more
 * than the server drew (Trending on the home): the rest comes once the screen is wide enough to
 * show it.
 */
export function RightPanel() {
  const { t } = useLingui();
  const { communityName } = useCommunity();
  const headingId = useId();
  const shown = useMediaQuery(RIGHT_PANEL_SHOWN);
  const friends = useQuery({ ...friendsPageInfosQuery, enabled: shown });
  // The header's bell reads the same answer: a hidden panel still draws none of it.
  const { data, error, isPending } = shown
    ? friends
    : { data: undefined, error: null, isPending: true };
  const seed = usePageLoadSeed();
  const contacts = useMemo(
    () =>
      stableShuffle(data?.friends ?? [], (friend) => friend._id, seed).slice(0, CONTACTS_LIST_MAX),
    [data, seed],
  );

  return (
    <div className={styles.rightPanel}>
      <TrendingHashtags read={shown} />
      <aside aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.panelHeading}>
          <Trans>{communityName} Friends</Trans>
        </h2>
        {isPending && !error && (
          <div className={styles.muted}>
            <Spinner label={t`Loading your friends`} />
          </div>
        )}
        {error && <p className={styles.muted}>{errorMessage(error)}</p>}
        {data && contacts.length === 0 && (
          <p className={styles.muted}>
            <Trans>Your friends show here once you connect.</Trans>
          </p>
        )}
        {contacts.length > 0 && (
          <ul className={styles.shortcutList}>
            {contacts.map((friend) => (
              <li key={friend._id}>
                <Link
                  to={`/profile/${encodeURIComponent(friend.username)}`}
                  className={styles.shortcut}
                >
                  <Avatar src={friend.picture} imageSize={friend.pictureSize} alt="" size={36} />
                  <span dir="auto">{fullName(friend)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Link to="/friends" className={styles.panelLink}>
          <Trans>See all friends</Trans>
        </Link>
      </aside>
    </div>
  );
}
