import { Trans } from '@lingui/react/macro';
import type { InfiniteData } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { postKeys } from '../../api';
import styles from './new-posts-button.module.css';
import { useNewPosts } from './new-posts-store';

/**
 * "New posts" at the top of the home feed when friends or followed members posted: nothing
 * moves until the member asks. A click loads the feed's first page afresh (the pages below are
 * dropped) and takes the member, and the focus, to the top.
 */
export function NewPostsButton({
  top,
  shownIds,
}: {
  top: RefObject<HTMLElement | null>;
  /** The posts the feed shows already (a refetch of its own may have brought them). */
  shownIds: readonly string[];
}) {
  const queryClient = useQueryClient();
  const postIds = useNewPosts((state) => state.postIds);
  const count = postIds.filter((id) => !shownIds.includes(id)).length;
  const clear = useNewPosts((state) => state.clear);

  const showNewPosts = async () => {
    clear();
    queryClient.setQueryData<InfiniteData<unknown, unknown>>(postKeys.feed(), (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    await queryClient.invalidateQueries({ queryKey: postKeys.feed() });
    window.scrollTo({ top: 0 });
    top.current?.focus();
  };

  return (
    // Announced politely when it appears; empty otherwise.
    <div className={styles.bar} aria-live="polite">
      {count > 0 && (
        <button type="button" className={styles.button} onClick={() => void showNewPosts()}>
          <Trans>New posts</Trans>
        </button>
      )}
    </div>
  );
}
