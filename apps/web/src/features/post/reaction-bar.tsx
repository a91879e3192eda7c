import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Post } from '@quad/contract';
import { errorMessage } from '../../api';
import { usePostReactions, useReact } from './post-mutations';
import { ReactionButton } from './reaction-button';
import { REACTION_LABELS, topReactions } from './reactions';
import styles from './reaction-bar.module.css';
import { CommentIcon, ReactionIcon } from '../../ui';

interface ReactionBarProps {
  post: Post;
  onComment: () => void;
  /** (ext) The post is only read (post.readOnly): the summary without the actions. */
  readOnly?: boolean;
}

/** The summary (top three reactions, total, comment count) and the Like and Comment actions. */
export function ReactionBar({ post, onComment, readOnly = false }: ReactionBarProps) {
  const { t } = useLingui();
  const summary = usePostReactions(post);
  const { total } = summary;
  const react = useReact(post, summary);
  const commentCount = post.commentCount ?? post.comments.length;
  return (
    <>
      {(summary.total > 0 || commentCount > 0) && (
        <div className={styles.stats}>
          {summary.total > 0 ? (
            <p className={styles.reactionSummary}>
              <span className={styles.summaryIcons}>
                {topReactions(summary).map((name) => (
                  <ReactionIcon
                    key={name}
                    reaction={name}
                    label={t(REACTION_LABELS[name])}
                    size={18}
                    className={styles.summaryIcon}
                  />
                ))}
              </span>
              <span aria-hidden="true">{summary.total}</span>
              <span className="visually-hidden">
                {t({
                  message: plural(total, {
                    one: `${total} reaction`,
                    other: `${total} reactions`,
                  }),
                })}
              </span>
            </p>
          ) : (
            <span />
          )}
          {commentCount > 0 && (
            <p className={styles.muted}>
              {t({
                message: plural(commentCount, {
                  one: `${commentCount} comment`,
                  other: `${commentCount} comments`,
                }),
              })}
            </p>
          )}
        </div>
      )}
      {!readOnly && (
        <div className={styles.actions}>
          <ReactionButton current={summary.check} onReact={(name) => react.mutate(name)} />
          <button type="button" className={styles.actionButton} onClick={onComment}>
            <CommentIcon />
            <Trans>Comment</Trans>
          </button>
        </div>
      )}
      {react.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(react.error)}
        </p>
      )}
    </>
  );
}
