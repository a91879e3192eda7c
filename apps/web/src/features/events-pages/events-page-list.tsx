import type { EventList } from '@quad/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getEvents, postKeys } from '../../api';
import { PagedPostList } from '../post';
import { EVENTS_TAB_LABELS, NO_EVENTS_IN } from './words';

/** Upcoming, Going, Hosting or Past: the events as posts, which PostCard draws as event cards. */
export function EventsPageList({ list }: { list: Exclude<EventList, 'calendar'> }) {
  const query = useInfiniteQuery({
    queryKey: postKeys.events(list),
    queryFn: ({ pageParam }) => getEvents(list, { cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });
  return (
    <PagedPostList
      query={query}
      label={`${EVENTS_TAB_LABELS[list]} events`}
      empty={NO_EVENTS_IN[list]}
    />
  );
}
