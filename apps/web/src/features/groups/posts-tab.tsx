import type { Group, Post } from '@quad/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getGroupPosts, getPendingGroupPosts, getPinnedGroupPosts, postKeys } from '../../api';
import { useSessionUser } from '../../session/session-store';
import { CreatePostBox, PagedPostList, PostCard } from '../post';
import styles from './groups.module.css';
import { PENDING_APPROVAL } from './words';

const NO_POSTS: Post[] = [];

/**
 * Posts: the create-post box for members, the member's own posts waiting for approval, the pinned
 * posts, then the group's posts page after page like the feed.
 */
export function PostsTab({ group }: { group: Group }) {
  const user = useSessionUser();
  const { slug } = group;
  const member = group.viewerState === 'member';
  const pinned = useQuery({
    queryKey: postKeys.groupPinned(slug),
    queryFn: () => getPinnedGroupPosts(slug),
    enabled: group.canSeeContent,
  });
  const pending = useQuery({
    queryKey: postKeys.groupPending(slug),
    queryFn: async () => (await getPendingGroupPosts(slug)).items,
    enabled: member,
  });
  const pages = useInfiniteQuery({
    queryKey: postKeys.groupPosts(slug),
    queryFn: ({ pageParam }) => getGroupPosts(slug, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next,
    enabled: group.canSeeContent,
  });

  if (!group.canSeeContent) {
    return (
      <section className={styles.card}>
        <p className={styles.muted}>Only members see this group&apos;s posts.</p>
      </section>
    );
  }
  // The Posts tab shows the viewer's own waiting posts; moderators see everyone's in Requests.
  const ownPending = (pending.data ?? NO_POSTS).filter((post) => post.user._id === user?.id);
  const pinnedPosts = pinned.data ?? NO_POSTS;
  return (
    <>
      {member && <CreatePostBox group={{ _id: group._id, name: group.name, slug }} />}
      {ownPending.length > 0 && (
        <section className={styles.stack} aria-label={PENDING_APPROVAL}>
          {ownPending.map((post) => (
            <div key={post._id} className={styles.stack}>
              <p>
                <span className={styles.badge}>{PENDING_APPROVAL}</span>
              </p>
              <PostCard post={post} />
            </div>
          ))}
        </section>
      )}
      {pinnedPosts.length > 0 && (
        <section className={styles.stack} aria-label="Pinned posts">
          {pinnedPosts.map((post) => (
            <PostCard key={post._id} post={post} onFirstScreen />
          ))}
        </section>
      )}
      <PagedPostList
        query={pages}
        label={`Posts in ${group.name}`}
        empty="No posts in this group yet."
      />
    </>
  );
}
