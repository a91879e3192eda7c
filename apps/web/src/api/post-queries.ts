/** Query keys of post lists, shared by the feed, saved posts and every place that changes a post. */
export const postKeys = {
  all: ['posts'] as const,
  feed: () => [...postKeys.all, 'feed'] as const,
  saved: () => [...postKeys.all, 'saved'] as const,
  /** One post on its own page (where a notification leads). */
  detail: (postId: string) => [...postKeys.all, 'detail', postId] as const,
  /** A member's posts after those of their profile, from the cursor `after` on. */
  member: (userId: string, after: string) => [...postKeys.all, 'member', userId, after] as const,
};
