import { useLingui } from '@lingui/react/macro';
import type { Post } from '@quad/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { groupPostsQuery, pendingGroupPostsQuery, pinnedGroupPostsQuery } from '../../api';
import type { GroupModeration } from './group-moderation';
import { PagedPostList, type PagedPosts } from './paged-post-list';
import type { PostPages } from './post-cache';

const NO_POSTS: Post[] = [];

interface GroupPostListProps {
  /** The group's address (/groups/{slug}). */
  slug: string;
  /** Given to the group's admins and moderators: Pin, Unpin, Approve and Remove post. */
  moderation?: GroupModeration | undefined;
  /** The feed's accessible name. */
  label?: string;
}

/**
 * A group's Posts tab: its pinned posts first (up to 3), then the posts waiting for approval that
 * the viewer may see (their own; every one for moderators), marked Pending approval, then the
 * group's posts page after page like the feed. One feed, so its positions count every post.
 */
export function GroupPostList({ slug, moderation, label }: GroupPostListProps) {
  const { t } = useLingui();
  const pinned = useQuery(pinnedGroupPostsQuery(slug));
  // Someone who may not post here has none waiting: a refusal only means nothing to show.
  const pending = useQuery(pendingGroupPostsQuery(slug));
  const pages = useInfiniteQuery(groupPostsQuery(slug));

  const first = [...(pinned.data ?? NO_POSTS), ...(pending.data ?? NO_POSTS)];
  // A post just pinned (or approved) is in the first lists before the pages reload without it:
  // it is shown once, where it now belongs.
  const shownFirst = new Set(first.map((post) => post._id));
  const data: PostPages | undefined =
    pages.data && pinned.data
      ? {
          ...pages.data,
          pages: [
            { items: first },
            ...pages.data.pages.map((page) => ({
              ...page,
              items: page.items.filter((post) => !shownFirst.has(post._id)),
            })),
          ],
          pageParams: [undefined, ...pages.data.pageParams],
        }
      : undefined;
  const query: PagedPosts = {
    data,
    error: pages.error ?? pinned.error,
    isPending: pages.isPending || pinned.isPending || pending.isPending,
    hasNextPage: pages.hasNextPage,
    isFetchingNextPage: pages.isFetchingNextPage,
    isFetchNextPageError: pages.isFetchNextPageError,
    fetchNextPage: pages.fetchNextPage,
    refetch: () => Promise.all([pages.refetch(), pinned.refetch(), pending.refetch()]),
  };
  return (
    <PagedPostList
      query={query}
      label={label ?? t`Group posts`}
      empty={t`No posts in this group yet.`}
      inGroup
      groupModeration={moderation}
    />
  );
}
