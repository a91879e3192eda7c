/** Query keys of post lists, shared by the feed, saved posts and every place that changes a post. */
import type { Post } from '@quad/contract';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { getPost, getSavedPosts } from './posts';

export const postKeys = {
  all: ['posts'] as const,
  feed: () => [...postKeys.all, 'feed'] as const,
  saved: () => [...postKeys.all, 'saved'] as const,
  /** One post on its own page (where a notification leads). */
  detail: (postId: string) => [...postKeys.all, 'detail', postId] as const,
  /** A member's posts after those of their profile, from the cursor `after` on. */
  member: (userId: string, after: string) => [...postKeys.all, 'member', userId, after] as const,
  /** (ext) Everything cached of one group's posts: its pages, pinned and waiting posts. */
  group: (slug: string) => [...postKeys.all, 'group', slug] as const,
  /** A group's published posts, page after page (its pinned ones apart). */
  groupPosts: (slug: string) => [...postKeys.group(slug), 'posts'] as const,
  /** A group's pinned posts (one list, up to 3). */
  groupPinned: (slug: string) => [...postKeys.group(slug), 'pinned'] as const,
  /** The posts of a group waiting for approval that the viewer may see. */
  groupPending: (slug: string) => [...postKeys.group(slug), 'pending'] as const,
  /** (ext) The posts of a hashtag (issue 29), page after page. */
  hashtag: (tag: string) => [...postKeys.all, 'hashtag', tag] as const,
  /** (ext) The /events lists, a calendar month, or a group's events (issue 19). */
  events: (list: string, scope = '') => [...postKeys.all, 'events', list, scope] as const,
};

/** One post, or null when there is no such post the viewer may see (or it was deleted meanwhile). */
export const postQuery = (postId: string) =>
  queryOptions({
    queryKey: postKeys.detail(postId),
    queryFn: async (): Promise<Post | null> => {
      try {
        return await getPost(postId);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** The member's saved posts, newest first, page after page. */
export const savedPostsQuery = infiniteQueryOptions({
  queryKey: postKeys.saved(),
  queryFn: ({ pageParam }) => getSavedPosts(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.next,
});
