import { Trans, useLingui } from '@lingui/react/macro';
import type { Comment, GroupRemovalRequest, Post } from '@quad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { FlagIcon, Menu, MenuItem, MoreIcon, TrashIcon, usePopover } from '../../ui';
import { ReportDialog } from '../report';
import { moderates, useRemoveGroupComment, type GroupModeration } from './group-moderation';
import { GroupRemovalDialog } from './group-removal-dialog';
import { removeComment } from './post-cache';
import styles from './comment-menu.module.css';

interface CommentMenuProps {
  post: Post;
  comment: Comment;
  /** The commenter's full name, which names the menu's button. */
  authorName: string;
  /** (ext) The viewer moderates the post's group: Remove comment citing one of its rules. */
  groupModeration?: GroupModeration | undefined;
}

/**
 * The options of someone else's comment: Report comment; for a group's admins and moderators,
 * Remove comment too.
 */
export function CommentMenu(props: CommentMenuProps) {
  const popover = usePopover({ popup: 'menu' });
  const { anchorProps, getTriggerProps } = popover;
  const { t } = useLingui();
  const label = t`More options for ${{ name: props.authorName }}'s comment`;

  return (
    <div {...anchorProps} className={styles.anchor}>
      <button {...getTriggerProps()} type="button" className={styles.button} aria-label={label}>
        <MoreIcon size={18} />
      </button>
      {/* As a post's menu: its actions exist from its first opening on. */}
      {popover.everOpened && <CommentMenuActions {...props} label={label} popover={popover} />}
    </div>
  );
}

function CommentMenuActions({
  post,
  comment,
  groupModeration,
  label,
  popover,
}: CommentMenuProps & { label: string; popover: ReturnType<typeof usePopover> }) {
  const { open, close, triggerRef, getPanelProps } = popover;
  const { t } = useLingui();
  const [reporting, setReporting] = useState(false);
  const [removing, setRemoving] = useState(false);
  const moderating = moderates(groupModeration, post);
  const removal = useRemoveGroupComment(post, comment, groupModeration?.slug ?? '');
  const queryClient = useQueryClient();
  const focusAfterHiding = useRef<HTMLElement | null>(null);

  /** The comment goes with this button: the post's options keep the focus in the post. */
  const postOptions = () =>
    triggerRef.current?.closest('article')?.querySelector<HTMLElement>('[data-post-options]') ??
    null;
  /** Where the focus goes once a removed comment (and this menu with it) has left. */
  const focusAfterRemoval = useRef<HTMLElement | null>(null);
  useEffect(
    () => () => {
      const target = focusAfterRemoval.current;
      if (target) setTimeout(() => target.focus());
    },
    [],
  );

  const hideComment = () => {
    focusAfterHiding.current = postOptions();
    removeComment(queryClient, post._id, comment._id);
    const target = focusAfterHiding.current;
    if (target) setTimeout(() => target.focus());
  };

  const removeForGroup = (request: GroupRemovalRequest) => {
    focusAfterRemoval.current = postOptions();
    removal.mutate(request, {
      onError: () => {
        focusAfterRemoval.current = null;
      },
    });
  };

  return (
    <>
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
              <Trans>Report comment</Trans>
            </MenuItem>
            {moderating && (
              <MenuItem
                icon={<TrashIcon />}
                onSelect={() => {
                  close(true);
                  setRemoving(true);
                }}
              >
                <Trans>Remove comment</Trans>
              </MenuItem>
            )}
          </Menu>
        </div>
      )}
      {removing && groupModeration && (
        <GroupRemovalDialog
          title={t`Remove comment`}
          description={t`The comment is deleted from the post. Its author is told which rule it breaks.`}
          rules={groupModeration.rules}
          busy={removal.isPending}
          error={removal.error}
          onCancel={() => {
            removal.reset();
            setRemoving(false);
          }}
          onConfirm={removeForGroup}
        />
      )}
      {reporting && (
        <ReportDialog
          item={{ kind: 'comment', id: comment._id }}
          title={t`Report comment`}
          hideLabel={t`Hide this comment`}
          onClose={() => setReporting(false)}
          onHidden={hideComment}
        />
      )}
    </>
  );
}
