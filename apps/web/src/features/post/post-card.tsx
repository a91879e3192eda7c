import type { MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GroupPrivacy, Post } from '@quad/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { fullName } from '../../lib/full-name';
import { useSessionUser } from '../../session/session-store';
import { Avatar, ClockIcon, FriendsIcon, GlobeIcon, PushPinIcon, type TextRange } from '../../ui';
import { RelativeTime } from '../../ui/relative-time';
import { EditEventDialog, EventCard } from '../events';
import { Comments } from './comments';
import { EditPostForm } from './edit-post-form';
import type { GroupModeration } from './group-moderation';
import { PostContent } from './post-content';
import { PostMenu } from './post-menu';
import { usePostChanger } from './post-mutations';
import { ReactionBar } from './reaction-bar';
import styles from './post-card.module.css';

/** "updated her profile picture" and the like, for the picture posts (SPEC.md §2). */
const pictureUpdateOf = (post: Post): MessageDescriptor | null => {
  const { gender } = post.user;
  if (post.type === 'profilePicture') {
    return msg({
      message: select(gender, {
        male: 'updated his profile picture',
        female: 'updated her profile picture',
        other: 'updated their profile picture',
      }),
    });
  }
  if (post.type === 'coverPicture') {
    return msg({
      message: select(gender, {
        male: 'updated his cover photo',
        female: 'updated her cover photo',
        other: 'updated their cover photo',
      }),
    });
  }
  return null;
};

/** The audience of a group's post (the contract's privacy labels, as one phrase). */
const GROUP_AUDIENCES: Record<GroupPrivacy, MessageDescriptor> = {
  public: msg`Public group`,
  private: msg`Private group`,
  hidden: msg`Hidden group`,
};

interface PostCardProps {
  post: Post;
  /** Position in a feed (role="feed"), counted from 1. */
  position?: number;
  /** Size of that feed, or -1 while more pages may come. */
  setSize?: number;
  /** Unsave Post takes the post out of the list it is in (the saved posts). */
  unsaveRemoves?: boolean;
  /** Holds the first photo a screen opens on (its largest paint): fetched at once, and first. */
  onFirstScreen?: boolean;
  /** (ext) Shown in its group's list: a pinned post says so. */
  inGroup?: boolean;
  /** (ext) The viewer moderates that group: the post and comment menus offer its actions. */
  groupModeration?: GroupModeration | undefined;
  /** (ext) Words of its text to mark: a search result's matches. */
  textRanges?: readonly TextRange[] | undefined;
}

export function PostCard({
  post,
  position,
  setSize,
  unsaveRemoves = false,
  onFirstScreen = false,
  inGroup = false,
  groupModeration,
  textRanges,
}: PostCardProps) {
  const { t } = useLingui();
  const user = useSessionUser();
  const [editing, setEditing] = useState(false);
  const [editingEvent, setEditingEvent] = useState(false);
  const articleRef = useRef<HTMLElement>(null);
  const commentInputRef = useRef<HTMLElement>(null);
  const name = fullName(post.user);
  const profilePath = `/profile/${encodeURIComponent(post.user.username)}`;
  const own = user?.id === post.user._id;
  const updateMessage = pictureUpdateOf(post);
  const update = updateMessage && t(updateMessage);
  const changePost = usePostChanger(post._id);
  // (ext) A site moderator reading it for review: what they cannot do is not offered.
  const readOnly = post.readOnly === true;

  const stopEditing = () => {
    setEditing(false);
    articleRef.current?.querySelector<HTMLElement>('[data-post-options]')?.focus();
  };

  return (
    <article
      ref={articleRef}
      className={styles.card}
      aria-label={t`Post by ${name}`}
      aria-posinset={position}
      aria-setsize={setSize}
    >
      <div className={styles.header}>
        <Link to={profilePath} tabIndex={-1} aria-hidden="true">
          <Avatar src={post.user.picture} imageSize={post.user.pictureSize} alt="" size={40} />
        </Link>
        <div className={styles.byline}>
          <div className={styles.author}>
            <Link to={profilePath} className={styles.authorLink} dir="auto">
              {name}
            </Link>
            {update && <span className={styles.update}> {update}</span>}
            {post.group && (
              <>
                <span className={styles.groupSeparator} aria-hidden="true">
                  {' › '}
                </span>
                <span className="visually-hidden">
                  {' '}
                  <Trans comment="Between a post's author and the group it is posted in">
                    in
                  </Trans>{' '}
                </span>
                <Link
                  to={`/groups/${encodeURIComponent(post.group.slug)}`}
                  className={styles.authorLink}
                  dir="auto"
                >
                  {post.group.name}
                </Link>
              </>
            )}
          </div>
          <p className={styles.meta}>
            <RelativeTime iso={post.createdAt} />
            <span aria-hidden="true">·</span>
            {post.group ? (
              <span className={styles.public}>
                <FriendsIcon size={12} />
                {t(GROUP_AUDIENCES[post.group.privacy])}
              </span>
            ) : (
              <span className={styles.public}>
                <GlobeIcon size={12} />
                <Trans>Public</Trans>
              </span>
            )}
          </p>
          {(post.pending || (inGroup && post.pinned)) && (
            <p className={styles.marks}>
              {post.pending && (
                <strong className={styles.pending}>
                  <ClockIcon size={14} />
                  <Trans>Pending approval</Trans>
                </strong>
              )}
              {inGroup && post.pinned && !post.pending && (
                <span className={styles.pinned}>
                  <PushPinIcon size={14} />
                  <Trans>Pinned</Trans>
                </span>
              )}
            </p>
          )}
        </div>
        {!(readOnly && !post.images?.length) && (
          <PostMenu
            post={post}
            own={own}
            saved={post.reactions?.checkSaved ?? false}
            unsaveRemoves={unsaveRemoves}
            onEdit={() => (post.event ? setEditingEvent(true) : setEditing(true))}
            groupModeration={groupModeration}
            readOnly={readOnly}
          />
        )}
      </div>
      {editingEvent && post.event && (
        <EditEventDialog
          post={post}
          event={post.event}
          changePost={changePost}
          onClose={() => setEditingEvent(false)}
        />
      )}
      {editing ? (
        <EditPostForm post={post} onDone={stopEditing} />
      ) : post.event ? (
        <EventCard
          post={post}
          event={post.event}
          changePost={changePost}
          readOnly={readOnly}
          onFirstScreen={onFirstScreen}
        />
      ) : (
        <PostContent post={post} onFirstScreen={onFirstScreen} textRanges={textRanges} />
      )}
      <ReactionBar
        post={post}
        onComment={() => commentInputRef.current?.focus()}
        readOnly={readOnly}
      />
      <Comments
        post={post}
        inputRef={commentInputRef}
        groupModeration={groupModeration}
        readOnly={readOnly}
      />
    </article>
  );
}
