import { Trans, useLingui } from '@lingui/react/macro';
import type { FriendsPageInfos } from '@quad/contract';
import { useId } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { errorMessage, useCommunity, useFriendsPageInfos } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { Button, Spinner, useDocumentTitle } from '../../ui';
import { AppHeader } from '../shell';
import { FriendCard } from './friend-card';
import { FRIEND_SECTIONS, sectionOf, type FriendSection } from './friend-sections';
import { FriendsMenu } from './friends-menu';
import styles from './friends.module.css';

/** /friends (every section, capped) and /friends/{type} (one section in full). */
export function FriendsPage() {
  const { t, i18n } = useLingui();
  const { type } = useParams();
  const user = useSessionUser();
  const { productName } = useCommunity();
  const section = sectionOf(type);
  const noteId = useId();
  const friends = useFriendsPageInfos();
  const title = section ? i18n._(section.title) : t`Friends`;
  useDocumentTitle(`${title} | ${productName}`);

  if (type && !section) return <Navigate to="/friends" replace />;
  if (!user) return null;
  const blockedBy = user.verified ? undefined : noteId;

  let content;
  if (friends.isPending) {
    content = (
      <div className={styles.status}>
        <Spinner size={36} label={t`Loading your friends`} />
      </div>
    );
  } else if (friends.isError) {
    content = (
      <div className={styles.status}>
        <p role="alert">{errorMessage(friends.error)}</p>
        <Button onClick={() => void friends.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (section) {
    content = <Section section={section} data={friends.data} full blockedBy={blockedBy} />;
  } else {
    content = FRIEND_SECTIONS.map((each) => (
      <Section key={each.type} section={each} data={friends.data} blockedBy={blockedBy} />
    ));
  }

  return (
    <>
      <AppHeader />
      <div className={styles.layout}>
        <FriendsMenu />
        <main className={styles.main}>
          <h1 className={section ? styles.pageTitle : 'visually-hidden'}>{title}</h1>
          {!user.verified && (
            <p id={noteId} className={styles.notice}>
              <Trans>
                Verify your account to add friends and answer requests: open the link we sent to
                your university email.
              </Trans>
            </p>
          )}
          {content}
        </main>
      </div>
    </>
  );
}

interface SectionProps {
  section: FriendSection;
  data: FriendsPageInfos['data'];
  /** The section's own page: every item up to the full cap, no See all link. */
  full?: boolean;
  blockedBy: string | undefined;
}

function Section({ section, data, full = false, blockedBy }: SectionProps) {
  const { i18n } = useLingui();
  const headingId = useId();
  const people = data[section.dataKey].slice(0, full ? section.fullCap : section.homeCap);
  const list =
    people.length === 0 ? (
      <p className={styles.empty}>
        {i18n._(section.empty)}{' '}
        {section.type === 'sent' && (
          <Link to="/friends/suggestions">
            <Trans>Go to Suggestions</Trans>
          </Link>
        )}
      </p>
    ) : (
      <ul className={styles.grid}>
        {people.map((person) => (
          <li key={person._id}>
            <FriendCard person={person} kind={section.card} blockedBy={blockedBy} />
          </li>
        ))}
      </ul>
    );

  if (full) return <div className={styles.section}>{list}</div>;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {i18n._(section.homeTitle ?? section.title)}
        </h2>
        <Link
          to={`/friends/${section.type}`}
          className={styles.seeAll}
          aria-label={i18n._(section.seeAll)}
        >
          <Trans>See all</Trans>
        </Link>
      </div>
      {list}
    </section>
  );
}
