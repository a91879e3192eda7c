import type { Comment, Post } from '@quad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FlagIcon, Menu, MenuItem, MoreIcon, usePopover } from '../../ui';
import { ReportDialog } from '../report';
import { updatePost } from './post-cache';
import styles from './comment-menu.module.css';

interface CommentMenuProps {
  post: Post;
  comment: Comment;
  /** The commenter's full name, which names the menu's button. */
  authorName: string;
}

/** The options of someone else's comment: Report comment. */
export function CommentMenu({ post, comment, authorName }: CommentMenuProps) {
  const { open, close, triggerRef, anchorProps, getTriggerProps, getPanelProps } = usePopover({
    popup: 'menu',
  });
  const [reporting, setReporting] = useState(false);
  const queryClient = useQueryClient();
  const label = `More options for ${authorName}'s comment`;
  const focusAfterHiding = useRef<HTMLElement | null>(null);

  const hideComment = () => {
    // The comment goes with this button: the post's options keep the focus in the post.
    focusAfterHiding.current =
      triggerRef.current?.closest('article')?.querySelector<HTMLElement>('[data-post-options]') ??
      null;
    updatePost(queryClient, post._id, (current) => {
      const comments = current.comments.filter(({ _id }) => _id !== comment._id);
      const { commentCount } = current;
      return commentCount === undefined
        ? { ...current, comments }
        : { ...current, comments, commentCount: Math.max(0, commentCount - 1) };
    });
    const target = focusAfterHiding.current;
    if (target) setTimeout(() => target.focus());
  };

  return (
    <div {...anchorProps} className={styles.anchor}>
      <button {...getTriggerProps()} type="button" className={styles.button} aria-label={label}>
        <MoreIcon size={18} />
      </button>
      {open && (
        <div {...getPanelProps()} className={styles.panel}>
          <Menu label={label} onEscape={() => close(true)}>
            <MenuItem
              icon={<FlagIcon />}
              onSelect={() => {
                close(true);
                setReporting(true);
              }}
            >
              Report comment
            </MenuItem>
          </Menu>
        </div>
      )}
      {reporting && (
        <ReportDialog
          item={{ kind: 'comment', id: comment._id }}
          title="Report comment"
          hideLabel="Hide this comment"
          onClose={() => setReporting(false)}
          onHidden={hideComment}
        />
      )}
    </div>
  );
}
