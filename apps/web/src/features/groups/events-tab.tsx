import { Trans, useLingui } from '@lingui/react/macro';
import type { Group } from '@quad/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { groupEventsQuery } from '../../api';
import { useHydrated } from '../../lib/use-hydrated';
import { PagedPostList } from '../post';
import styles from './groups.module.css';

const groupFeedPath = (slug: string) => `/calendar/groups/${encodeURIComponent(slug)}.ics`;

/**
 * A public group's calendar feed, for calendar apps (webcal://). The server that draws the page
 * does not know the address the reader sees the app at: until hydrated, the feed's own path.
 */
const useGroupFeedUrl = (slug: string) => {
  const path = groupFeedPath(slug);
  return useHydrated() ? `webcal://${window.location.host}${path}` : path;
};

function GroupCalendarFeed({ group }: { group: Group }) {
  const titleId = useId();
  const { name } = group;
  const feedUrl = useGroupFeedUrl(group.slug);
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        <Trans>Calendar feed</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>
          Subscribe in your calendar app to have <span dir="auto">{name}</span>&apos;s events there
          as they are posted.
        </Trans>
      </p>
      <a href={feedUrl} className={styles.feedLink}>
        {feedUrl}
      </a>
    </section>
  );
}

/** A group's upcoming events (what the viewer may see of them), and a public group's feed. */
export function EventsTab({ group }: { group: Group }) {
  const { t } = useLingui();
  const events = useInfiniteQuery(groupEventsQuery(group.slug));
  const { name } = group;
  return (
    <>
      {group.privacy === 'public' && <GroupCalendarFeed group={group} />}
      <PagedPostList query={events} label={t`${name} events`} empty={t`No events yet`} inGroup />
    </>
  );
}
