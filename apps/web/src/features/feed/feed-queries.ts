import { useInfiniteQuery } from '@tanstack/react-query';
import { getAllPosts, postKeys } from '../../api';

/** The home feed, page after page, each next page named by the previous page's Link header. */
export const useFeed = () =>
  useInfiniteQuery({
    queryKey: postKeys.feed(),
    queryFn: ({ pageParam }) => getAllPosts(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });
