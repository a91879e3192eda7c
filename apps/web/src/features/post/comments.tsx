import { Trans, useLingui } from '@lingui/react/macro';
import {
  COMMENTS_MORE_STEP,
  COMMENTS_SHOWN_INITIALLY,
  type Comment,
  type Post,
} from '@quad/contract';
import { useState, type RefObject } from 'react';
import { errorMessage } from '../../api';
import { fullName } from '../../lib/full-name';
import { useSessionUser } from '../../session/session-store';
import { Avatar, ResponsiveImage, RichText, Spinner } from '../../ui';
import { RelativeTime } from '../../ui/relative-time';
import { CommentForm } from './comment-form';
import { CommentMenu } from './comment-menu';
import type { GroupModeration } from './group-moderation';
import { useDeleteComment, useOlderComments } from './post-mutations';
import styles from './comments.module.css';

interface CommentsProps {
  post: Post;
  inputRef: RefObject<HTMLElement | null>;
  /** (ext) The viewer moderates the post's group: Remove comment citing a rule. */
  groupModeration?: GroupModeration | undefined;
  /** (ext) The post is only read (post.readOnly): no comment box, Delete or comment menu. */
  readOnly?: boolean;
}

/** Newest first: one at first, three more each time; older ones are read when needed. */
export function Comments({ post, inputRef, groupModeration, readOnly = false }: CommentsProps) {
  const { t } = useLingui();
  const [shown, setShown] = useState(COMMENTS_SHOWN_INITIALLY);
  const older = useOlderComments(post);
  const total = Math.max(post.commentCount ?? 0, post.comments.length);
  const visible = post.comments.slice(0, shown);

  const showMore = () => {
    const next = shown + COMMENTS_MORE_STEP;
    setShown(next);
    if (next > post.comments.length && post.comments.length < total) older.mutate();
  };

  return (
    <div className={styles.comments}>
      {!readOnly && (
        <CommentForm
          post={post}
          inputRef={inputRef}
          onAdded={() => setShown((count) => count + 1)}
        />
      )}
      {visible.length > 0 && (
        <ul className={styles.commentList} aria-label={t`Comments`}>
          {visible.map((comment) => (
            <CommentItem
              key={comment._id}
              post={post}
              comment={comment}
              groupModeration={groupModeration}
              readOnly={readOnly}
            />
          ))}
        </ul>
      )}
      {older.isPending && <Spinner size={18} label={t`Loading comments`} />}
      {older.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(older.error)}
        </p>
      )}
      {shown < total && !older.isPending && (
        <button type="button" className={styles.linkButton} onClick={showMore}>
          <Trans>View more comments</Trans>
        </button>
      )}
    </div>
  );
}

interface CommentItemProps {
  post: Post;
  comment: Comment;
  groupModeration: GroupModeration | undefined;
  readOnly: boolean;
}

function CommentItem({ post, comment, groupModeration, readOnly }: CommentItemProps) {
  const { t } = useLingui();
  const user = useSessionUser();
  const remove = useDeleteComment(post);
  const name = fullName(comment.commentBy);
  const canDelete =
    !readOnly && !!user && (user.id === comment.commentBy._id || user.id === post.user._id);
  const canReport = !readOnly && !!user && user.id !== comment.commentBy._id;
  return (
    <li className={styles.comment}>
      <Avatar
        src={comment.commentBy.picture}
        imageSize={comment.commentBy.pictureSize}
        alt=""
        size={32}
      />
      <div className={styles.commentMain}>
        <div className={styles.bubble}>
          <p className={styles.commentAuthor} dir="auto">
            {name}
          </p>
          {comment.comment && (
            <p className={styles.commentText} dir="auto">
              <RichText text={comment.comment} />
            </p>
          )}
        </div>
        {comment.image && (
          <ResponsiveImage
            src={comment.image}
            size={comment.imageSize}
            shownWidth={240}
            width={240}
            height={180}
            alt={t`Attached to ${name}'s comment`}
            className={styles.commentImage}
          />
        )}
        <div className={styles.commentMeta}>
          <RelativeTime iso={comment.commentAt} />
          {canDelete && (
            <button
              type="button"
              className={styles.linkButton}
              aria-label={t`Delete comment`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(comment._id)}
            >
              <Trans>Delete</Trans>
            </button>
          )}
        </div>
        {remove.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(remove.error)}
          </p>
        )}
      </div>
      {canReport && (
        <CommentMenu
          post={post}
          comment={comment}
          authorName={name}
          groupModeration={groupModeration}
        />
      )}
    </li>
  );
}
