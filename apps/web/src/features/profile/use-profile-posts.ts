import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getUserPosts, postKeys, type LoadedProfile } from '../../api';
import type { PagedPosts } from '../post';

/**
 * The member's posts page after page: the first page is the profile's own `posts` (new posts of
 * one's own go first there), the following ones come from getUserPosts, starting at the cursor
 * the profile's answer announced. They are cached under that cursor, so a reloaded profile that
 * starts elsewhere never shows them twice or leaves a gap.
 */
export const useProfilePosts = (profile: LoadedProfile): PagedPosts => {
  const after = profile.postsNext;
  const more = useInfiniteQuery({
    queryKey: postKeys.member(profile._id, after ?? ''),
    queryFn: ({ pageParam }) => getUserPosts(profile._id, pageParam),
    initialPageParam: after,
    getNextPageParam: (last) => last.next,
    // Fetched when the list asks for its next page only; once there, refreshed like the others.
    enabled: (query) => query.state.data !== undefined,
  });
  const data = useMemo(
    () => ({
      pages: [{ items: profile.posts, next: after }, ...(more.data?.pages ?? [])],
      pageParams: [undefined, ...(more.data?.pageParams ?? [])],
    }),
    [profile.posts, after, more.data],
  );
  return {
    data,
    error: more.error,
    isPending: false,
    hasNextPage: more.data ? more.hasNextPage : after !== undefined,
    isFetchingNextPage: more.isFetchingNextPage,
    isFetchNextPageError: more.isFetchNextPageError,
    fetchNextPage: more.fetchNextPage,
    refetch: more.refetch,
  };
};
