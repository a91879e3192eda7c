import { useLingui } from '@lingui/react/macro';
import type { EventList } from '@quad/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getEvents, postKeys } from '../../api';
import { PagedPostList } from '../post';
import { EVENTS_LIST_LABELS, NO_EVENTS_IN } from './words';

/** Upcoming, Going, Hosting or Past: the events as posts, which PostCard draws as event cards. */
export function EventsPageList({ list }: { list: Exclude<EventList, 'calendar'> }) {
  const { i18n } = useLingui();
  const query = useInfiniteQuery({
    queryKey: postKeys.events(list),
    queryFn: ({ pageParam }) => getEvents(list, { cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });
  return (
    <PagedPostList
      query={query}
      label={i18n._(EVENTS_LIST_LABELS[list])}
      empty={i18n._(NO_EVENTS_IN[list])}
    />
  );
}
