/**
 * What other modules tell, inside the transaction of the action, so that a notification comes
 * and goes with what it tells of. Nobody is notified of their own action.
 */
import type { Queryable } from '../../db/client';
import { newId } from '../../infra/ids';
import * as queries from './queries';

/** At most this many earlier commenters hear of a new comment on a post. */
const COMMENTERS_NOTIFIED_MAX = 50;

interface Between {
  /** Who acted. */
  actorId: string;
  /** Who is told. */
  userId: string;
  at: Date;
}

const tell = (db: Queryable, kind: string, { actorId, userId, at }: Between) =>
  actorId === userId
    ? Promise.resolve()
    : queries.insertNotifications(db, [{ id: newId(), userId, actorId, kind, createdAt: at }]);

export const friendRequestSent = (db: Queryable, between: Between) =>
  tell(db, 'friend_request', between);

/** Cancelled by its sender: the receiver's unread notification goes. */
export const friendRequestCancelled = (db: Queryable, senderId: string, receiverId: string) =>
  queries.withdrawUnread(db, receiverId, senderId, 'friend_request');

/** Confirmed or deleted by its receiver: their notification of it has been seen to. */
export const friendRequestAnswered = (
  db: Queryable,
  senderId: string,
  receiverId: string,
  at: Date,
) => queries.markReadFrom(db, receiverId, senderId, 'friend_request', at);

export const friendRequestAccepted = (db: Queryable, between: Between) =>
  tell(db, 'request_accepted', between);

export const followed = (db: Queryable, between: Between) => tell(db, 'new_follower', between);

export const unfollowed = (db: Queryable, followerId: string, followeeId: string) =>
  queries.withdrawUnread(db, followeeId, followerId, 'new_follower');

/**
 * A reaction came, changed or went: the post's one reaction notification tells of its newest
 * reactor (and how many others), or goes when nobody else's reaction is left.
 */
export const reactionsChanged = async (db: Queryable, postId: string) => {
  const newest = await queries.newestReactionOfOthers(db, postId);
  if (!newest) return;
  if (!newest.actorId || !newest.at || (await queries.isMuted(db, newest.authorId, 'reaction'))) {
    await queries.deleteReactionNotification(db, newest.authorId, postId);
    return;
  }
  await queries.upsertReactionNotification(db, {
    id: newId(),
    userId: newest.authorId,
    actorId: newest.actorId,
    postId,
    createdAt: newest.at,
  });
};

/** A comment tells the post's author and the post's other commenters. */
export const commented = async (
  db: Queryable,
  comment: { id: string; postId: string; postAuthorId: string; authorId: string; at: Date },
) => {
  const commenters = await queries.otherCommenters(
    db,
    comment.postId,
    comment.postAuthorId,
    comment.authorId,
    COMMENTERS_NOTIFIED_MAX,
  );
  const about = { actorId: comment.authorId, postId: comment.postId, commentId: comment.id };
  await queries.insertNotifications(db, [
    ...(comment.postAuthorId === comment.authorId
      ? []
      : [
          {
            id: newId(),
            userId: comment.postAuthorId,
            kind: 'comment',
            createdAt: comment.at,
            ...about,
          },
        ]),
    ...commenters.map((userId) => ({
      id: newId(),
      userId,
      kind: 'comment_on_commented',
      createdAt: comment.at,
      ...about,
    })),
  ]);
};
