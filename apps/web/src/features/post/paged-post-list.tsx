import { Trans, useLingui } from '@lingui/react/macro';
import type { Post } from '@quad/contract';
import { Suspense, useEffect, useRef } from 'react';
import { errorMessage } from '../../api';
import { Button, Spinner, useOnVisible } from '../../ui';
import type { GroupModeration } from './group-moderation';
import type { PostPages } from './post-cache';
import { PostCard } from './post-card';
import { showsPicture } from './post-content';
import styles from './paged-post-list.module.css';

/** How many posts a phone's first screen shows at most. */
const FIRST_SCREEN_POSTS = 2;

/** What the list reads of an infinite query of posts (a `useInfiniteQuery` result has it all). */
export interface PagedPosts {
  data: PostPages | undefined;
  error: Error | null;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

interface PagedPostListProps {
  query: PagedPosts;
  /** The feed's accessible name. */
  label: string;
  empty: string;
  /** Unsave Post takes the post out of this list at once (the saved posts). */
  unsaveRemoves?: boolean;
  /** (ext) The posts of one group: pinned ones say so. */
  inGroup?: boolean;
  /** (ext) The viewer moderates that group: its actions in the post and comment menus. */
  groupModeration?: GroupModeration | undefined;
  /**
   * The list opens the page (a feed): its first picture is fetched first. Not so under a
   * profile's cover and cards, where the cover is the first screen's picture.
   */
  opensPage?: boolean;
}

/**
 * Posts page after page (role="feed"): the next page loads when the end of the list comes near
 * the viewport, or with the "Load more posts" button for keyboards and older browsers.
 */
export function PagedPostList({
  query,
  label,
  empty,
  unsaveRemoves = false,
  inGroup = false,
  groupModeration,
  opensPage = true,
}: PagedPostListProps) {
  const { t } = useLingui();
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinelRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLParagraphElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  /** The button asked for a page: if it goes with the last one, its focus goes to the end note. */
  const askedByButton = useRef(false);
  const nextPageFailed = query.isFetchNextPageError;
  useOnVisible(sentinelRef, hasNextPage && !isFetchingNextPage && !nextPageFailed, () => {
    void fetchNextPage();
  });
  useEffect(() => {
    if (hasNextPage || !askedByButton.current) return;
    askedByButton.current = false;
    if (document.activeElement === document.body) endRef.current?.focus();
  }, [hasNextPage]);
  const posts: Post[] = data?.pages.flatMap((page) => page.items) ?? [];
  const isEmpty = !!data && posts.length === 0 && !hasNextPage;
  /** When the last post leaves (trashed, unsaved) with the focus, the focus goes to the note. */
  const hadPosts = useRef(false);
  useEffect(() => {
    if (isEmpty && hadPosts.current && document.activeElement === document.body) {
      emptyRef.current?.focus();
    }
    hadPosts.current = posts.length > 0;
  });

  if (isPending) {
    return (
      <div className={styles.listStatus}>
        <Spinner size={32} label={t`Loading posts`} />
      </div>
    );
  }
  if (!data) {
    return (
      <div className={[styles.card, styles.listStatus].join(' ')}>
        <p role="alert">{errorMessage(error)}</p>
        <Button onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (isEmpty) {
    return (
      <p ref={emptyRef} tabIndex={-1} className={[styles.card, styles.emptyList].join(' ')}>
        {empty}
      </p>
    );
  }
  // The first screen's largest paint is its first picture (photo or background): that one is
  // fetched first, the rest lazily.
  const firstPicture = opensPage ? posts.findIndex(showsPicture) : -1;
  const firstScreenPicture = firstPicture < FIRST_SCREEN_POSTS ? firstPicture : -1;
  return (
    <>
      <div role="feed" aria-label={label} aria-busy={isFetchingNextPage} className={styles.list}>
        {posts.map((post, index) => (
          // A boundary each: a page the server drew is hydrated post by post, the browser free
          // to answer between two (nothing in a post waits for code or data to be drawn).
          <Suspense key={post._id} fallback={null}>
            <PostCard
              post={post}
              position={index + 1}
              setSize={hasNextPage ? -1 : posts.length}
              unsaveRemoves={unsaveRemoves}
              onFirstScreen={index === firstScreenPicture}
              inGroup={inGroup}
              groupModeration={groupModeration}
            />
          </Suspense>
        ))}
      </div>
      <div ref={sentinelRef} className={styles.listEnd}>
        {isFetchingNextPage && <Spinner size={28} label={t`Loading more posts`} />}
        {nextPageFailed && <p role="alert">{errorMessage(error)}</p>}
        {hasNextPage && (
          // Stays while the page loads (aria-disabled, not removed) so a keyboard user keeps
          // the focus here instead of being sent back to the top of the document.
          <Button
            aria-disabled={isFetchingNextPage || undefined}
            onClick={() => {
              if (isFetchingNextPage) return;
              askedByButton.current = true;
              void fetchNextPage();
            }}
          >
            {nextPageFailed ? <Trans>Try again</Trans> : <Trans>Load more posts</Trans>}
          </Button>
        )}
        {!hasNextPage && (
          <p ref={endRef} tabIndex={-1} className={styles.muted}>
            <Trans>You&apos;re all caught up.</Trans>
          </p>
        )}
      </div>
    </>
  );
}
