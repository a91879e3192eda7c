import { useInfiniteQuery } from '@tanstack/react-query';
import { getSavedPosts, postKeys } from '../../api';

/** The member's saved posts, newest first, page after page. */
export const useSavedPosts = () =>
  useInfiniteQuery({
    queryKey: postKeys.saved(),
    queryFn: ({ pageParam }) => getSavedPosts(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });
