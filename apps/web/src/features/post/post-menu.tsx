import { Trans, useLingui } from '@lingui/react/macro';
import type { GroupRemovalRequest, Post } from '@quad/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api';
import {
  BookmarkIcon,
  CheckIcon,
  ConfirmDialog,
  DownloadIcon,
  EditIcon,
  FlagIcon,
  Menu,
  MenuItem,
  MoreIcon,
  PushPinIcon,
  TrashIcon,
  usePopover,
} from '../../ui';
import { EDIT_EVENT } from '../events';
import { ReportDialog } from '../report';
import {
  moderates,
  useApproveGroupPost,
  usePinPost,
  useRemoveGroupPost,
  type GroupModeration,
} from './group-moderation';
import { GroupRemovalDialog } from './group-removal-dialog';
import { downloadImages } from './image-files';
import { removePost } from './post-cache';
import { useDeletePost, useSave, useUndoneUnsaveError } from './post-mutations';
import styles from './post-menu.module.css';

interface PostMenuProps {
  post: Post;
  own: boolean;
  saved: boolean;
  /** Unsave Post takes the post out of the list it is in (the saved posts). */
  unsaveRemoves: boolean;
  /** Edit Post, or for an event Edit event (the event form): the card does the editing. */
  onEdit: () => void;
  /** (ext) The viewer moderates the group the list shows: Pin, Unpin, Approve and Remove post. */
  groupModeration?: GroupModeration | undefined;
  /** (ext) The post is only read (post.readOnly): Download alone, which needs no server. */
  readOnly?: boolean;
}

/**
 * Edit Post (Edit event on an event, for whoever may manage it while it is not cancelled, as its
 * card offers) and Move to trash for the author (the latter asks first), Save / Unsave for everyone,
 * Download when the post has images, Report post for the others; in a group, its admins and
 * moderators also Pin post / Unpin post, Approve post while it waits, and Remove post citing one
 * of the group's rules.
 */
export function PostMenu(props: PostMenuProps) {
  const { t } = useLingui();
  const popover = usePopover({ popup: 'menu' });
  const { anchorProps, getTriggerProps } = popover;
  // Unsaving a post on the saved list takes it out; if the server refuses, it comes back with a
  // new menu that says why.
  const undoneUnsaveError = useUndoneUnsaveError(props.post._id);

  return (
    <div {...anchorProps} className={styles.menuAnchor}>
      <button
        {...getTriggerProps()}
        type="button"
        className={styles.iconButton}
        aria-label={t`Post options`}
        data-post-options=""
      >
        <MoreIcon size={22} />
      </button>
      {/* The menu's actions, and the state of their requests, exist from its first opening on:
          a page of posts draws (and the browser hydrates) only their buttons. */}
      {popover.everOpened ? (
        <PostMenuActions {...props} popover={popover} undoneUnsaveError={undoneUnsaveError} />
      ) : (
        props.unsaveRemoves &&
        undoneUnsaveError && (
          <p role="alert" className={styles.menuError}>
            {errorMessage(undoneUnsaveError)}
          </p>
        )
      )}
    </div>
  );
}

interface PostMenuActionsProps extends PostMenuProps {
  popover: ReturnType<typeof usePopover>;
  undoneUnsaveError: Error | null;
}

function PostMenuActions({
  post,
  own,
  saved,
  unsaveRemoves,
  onEdit,
  groupModeration,
  readOnly = false,
  popover,
  undoneUnsaveError,
}: PostMenuActionsProps) {
  const { open, close, triggerRef, getPanelProps } = popover;
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const queryClient = useQueryClient();
  const save = useSave(post, { unsaveRemoves });
  const saveError = save.error ?? (unsaveRemoves ? undoneUnsaveError : null);
  const remove = useDeletePost(post);
  const moderating = moderates(groupModeration, post);
  const slug = groupModeration?.slug ?? '';
  const pin = usePinPost(post, slug);
  const approve = useApproveGroupPost(post, slug);
  const groupRemoval = useRemoveGroupPost(post, slug);
  const [removingForGroup, setRemovingForGroup] = useState(false);
  const moderationError = pin.error ?? approve.error;
  const images = post.images ?? [];
  // An event's description is only part of it: its own form edits the whole.
  const editLabel = post.event ? t(EDIT_EVENT) : t`Edit Post`;
  const editable = post.event ? post.event.can_manage && !post.event.cancelled : own;
  /**
   * A post trashed (or unsaved on the saved list) takes this button with it: the focus goes to a
   * neighbour's instead.
   */
  const focusAfterRemoval = useRef<HTMLElement | null>(null);
  useEffect(
    () => () => {
      const target = focusAfterRemoval.current;
      // Once every effect of the removal has run, the dialog's inert background included.
      if (target) setTimeout(() => target.focus());
    },
    [],
  );

  const focusNeighbourAfterRemoval = () => {
    const article = triggerRef.current?.closest('article');
    const neighbour = article?.nextElementSibling ?? article?.previousElementSibling;
    focusAfterRemoval.current =
      neighbour?.querySelector<HTMLElement>('[data-post-options]') ?? null;
  };

  const toggleSave = () => {
    close(true);
    if (unsaveRemoves && saved) focusNeighbourAfterRemoval();
    save.mutate();
  };

  const trash = () => {
    focusNeighbourAfterRemoval();
    remove.mutate(undefined, {
      onError: () => {
        focusAfterRemoval.current = null;
      },
    });
  };

  const removeForGroup = (removal: GroupRemovalRequest) => {
    focusNeighbourAfterRemoval();
    groupRemoval.mutate(removal, {
      onError: () => {
        focusAfterRemoval.current = null;
      },
    });
  };

  const choose = (action: () => void) => () => {
    close(true);
    action();
  };

  return (
    <>
      {open && (
        <div {...getPanelProps()} className={styles.menuPanel}>
          <Menu label={t`Post options`} onEscape={() => close(true)}>
            {editable && (
              <MenuItem icon={<EditIcon />} onSelect={choose(onEdit)}>
                {editLabel}
              </MenuItem>
            )}
            {!readOnly && (
              <MenuItem icon={<BookmarkIcon />} onSelect={toggleSave}>
                {saved ? <Trans>Unsave Post</Trans> : <Trans>Save Post</Trans>}
              </MenuItem>
            )}
            {images.length > 0 && (
              <MenuItem icon={<DownloadIcon />} onSelect={choose(() => downloadImages(images))}>
                <Trans>Download</Trans>
              </MenuItem>
            )}
            {moderating && post.pending && (
              <MenuItem icon={<CheckIcon />} onSelect={choose(() => approve.mutate())}>
                <Trans>Approve post</Trans>
              </MenuItem>
            )}
            {moderating && !post.pending && (
              <MenuItem
                icon={<PushPinIcon />}
                onSelect={choose(() => {
                  pin.reset();
                  pin.mutate(!post.pinned);
                })}
              >
                {post.pinned ? <Trans>Unpin post</Trans> : <Trans>Pin post</Trans>}
              </MenuItem>
            )}
            {moderating && (
              <MenuItem icon={<TrashIcon />} onSelect={choose(() => setRemovingForGroup(true))}>
                <Trans>Remove post</Trans>
              </MenuItem>
            )}
            {own && (
              <MenuItem icon={<TrashIcon />} onSelect={choose(() => setConfirming(true))}>
                <Trans>Move to trash</Trans>
              </MenuItem>
            )}
            {!own && !readOnly && (
              <MenuItem icon={<FlagIcon />} onSelect={choose(() => setReporting(true))}>
                <Trans>Report post</Trans>
              </MenuItem>
            )}
          </Menu>
        </div>
      )}
      {saveError && (
        <p role="alert" className={styles.menuError}>
          {errorMessage(saveError)}
        </p>
      )}
      {moderationError && (
        <p role="alert" className={styles.menuError}>
          {errorMessage(moderationError)}
        </p>
      )}
      {removingForGroup && groupModeration && (
        <GroupRemovalDialog
          title={t`Remove post`}
          description={t`The post is deleted from the group, with its photos and comments. Its author is told which rule it breaks.`}
          rules={groupModeration.rules}
          busy={groupRemoval.isPending}
          error={groupRemoval.error}
          onCancel={() => {
            groupRemoval.reset();
            setRemovingForGroup(false);
          }}
          onConfirm={removeForGroup}
        />
      )}
      {reporting && (
        <ReportDialog
          item={{ kind: 'post', id: post._id }}
          title={t`Report post`}
          hideLabel={t`Hide this post`}
          onClose={() => setReporting(false)}
          onHidden={() => {
            focusNeighbourAfterRemoval();
            removePost(queryClient, post._id);
          }}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={t`Move to trash?`}
          confirmLabel={t`Move to trash`}
          busy={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onCancel={() => {
            remove.reset();
            setConfirming(false);
          }}
          onConfirm={trash}
        >
          <Trans>
            This post will be deleted for good, with its photos, comments and reactions.
          </Trans>
        </ConfirmDialog>
      )}
    </>
  );
}
