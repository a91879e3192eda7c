/** Hashtags' data: a tag's posts (with the other post lists), its heading, Trending on campus. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getHashtagInfo,
  getHashtagPosts,
  getModerationHashtags,
  getTrendingHashtags,
} from './hashtags';
import { postKeys } from './post-queries';

export const hashtagKeys = {
  all: ['hashtags'] as const,
  info: (tag: string) => [...hashtagKeys.all, 'info', tag] as const,
  trending: () => [...hashtagKeys.all, 'trending'] as const,
  moderation: () => [...hashtagKeys.all, 'moderation'] as const,
};

/** The tag's posts, newest first, page after page: a post list like the feed's. */
export const hashtagPostsQuery = (tag: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.hashtag(tag),
    queryFn: ({ pageParam }) => getHashtagPosts(tag, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
  });

export const hashtagInfoQuery = (tag: string) =>
  queryOptions({ queryKey: hashtagKeys.info(tag), queryFn: () => getHashtagInfo(tag) });

/** Trending on campus; it changes slowly, so it is read again after a few minutes at most. */
export const trendingHashtagsQuery = queryOptions({
  queryKey: hashtagKeys.trending(),
  queryFn: getTrendingHashtags,
  staleTime: 5 * 60_000,
});

export const moderationHashtagsQuery = queryOptions({
  queryKey: hashtagKeys.moderation(),
  queryFn: getModerationHashtags,
});
