import { infiniteQueryOptions } from '@tanstack/react-query';
import { postKeys } from './post-queries';
import { getAllPosts } from './posts';

/** The home feed, page after page, each next page named by the previous page's Link header. */
export const feedQuery = infiniteQueryOptions({
  queryKey: postKeys.feed(),
  queryFn: ({ pageParam }) => getAllPosts(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.next,
});
