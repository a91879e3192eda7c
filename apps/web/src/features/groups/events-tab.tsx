import type { Group } from '@quad/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { getEvents, postKeys } from '../../api';
import { PagedPostList } from '../post';
import styles from './groups.module.css';
import { NO_EVENTS } from './words';

/** A public group's calendar feed, for calendar apps (webcal://). */
const groupFeedUrl = (slug: string) =>
  `webcal://${window.location.host}/calendar/groups/${encodeURIComponent(slug)}.ics`;

function GroupCalendarFeed({ group }: { group: Group }) {
  const titleId = useId();
  return (
    <section className={[styles.card, styles.stack].join(' ')} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Calendar feed
      </h2>
      <p className={styles.muted}>
        Subscribe in your calendar app to have {group.name}&apos;s events there as they are posted.
      </p>
      <a href={groupFeedUrl(group.slug)} className={styles.feedLink}>
        {groupFeedUrl(group.slug)}
      </a>
    </section>
  );
}

/** A group's upcoming events (what the viewer may see of them), and a public group's feed. */
export function EventsTab({ group }: { group: Group }) {
  const events = useInfiniteQuery({
    queryKey: postKeys.events('upcoming', `group:${group.slug}`),
    queryFn: ({ pageParam }) => getEvents('upcoming', { group: group.slug, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });
  return (
    <>
      {group.privacy === 'public' && <GroupCalendarFeed group={group} />}
      <PagedPostList query={events} label={`${group.name} events`} empty={NO_EVENTS} inGroup />
    </>
  );
}
