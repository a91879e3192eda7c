/**
 * What other modules tell, inside the transaction of the action, so that a notification comes
 * and goes with what it tells of. Nobody is notified of their own action. The member told hears
 * of it live (live/announce.ts) when the transaction commits.
 */
import {
  MENTIONS_NOTIFIED_MAX,
  mentionsOf,
  type EVENT_NOTIFICATION_KINDS,
  type NotificationKind,
  type RemovableItemKind,
} from '@quad/contract';
import type { Queryable } from '../../db/client';
import { newId } from '../../infra/ids';
import * as live from '../live/announce';
import { notificationsMade } from '../push/queue';
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

const tell = async (db: Queryable, kind: NotificationKind, { actorId, userId, at }: Between) => {
  if (actorId === userId) return;
  const made = await queries.insertNotifications(db, [
    { id: newId(), userId, actorId, kind, createdAt: at },
  ]);
  await notificationsMade(db, made, at);
  await live.publish(db, userId, { type: 'notification', data: { kind } });
};

/**
 * A block between the two: what each was told of the other goes, both ways (read or not), so it
 * does not come back with an unblock.
 */
export const forgetBetween = async (db: Queryable, one: string, other: string) => {
  await queries.deleteBetween(db, one, other);
  await live.countsChanged(db, one);
  await live.countsChanged(db, other);
};

export const friendRequestSent = (db: Queryable, between: Between) =>
  tell(db, 'friend_request', between);

/** Cancelled by its sender: the receiver's unread notification goes. */
export const friendRequestCancelled = async (
  db: Queryable,
  senderId: string,
  receiverId: string,
) => {
  await queries.withdrawUnread(db, receiverId, senderId, 'friend_request');
  await live.countsChanged(db, receiverId);
};

/** Confirmed or deleted by its receiver: their notification of it has been seen to. */
export const friendRequestAnswered = async (
  db: Queryable,
  senderId: string,
  receiverId: string,
  at: Date,
) => {
  await queries.markReadFrom(db, receiverId, senderId, 'friend_request', at);
  await live.countsChanged(db, receiverId);
};

export const friendRequestAccepted = (db: Queryable, between: Between) =>
  tell(db, 'request_accepted', between);

export const followed = (db: Queryable, between: Between) => tell(db, 'new_follower', between);

export const unfollowed = async (db: Queryable, followerId: string, followeeId: string) => {
  await queries.withdrawUnread(db, followeeId, followerId, 'new_follower');
  await live.countsChanged(db, followeeId);
};

/**
 * A reaction came, changed or went: the post's one reaction notification tells of its newest
 * reactor (and how many others), or goes when nobody else's reaction is left.
 */
export const reactionsChanged = async (db: Queryable, postId: string) => {
  const newest = await queries.newestReactionOfOthers(db, postId);
  if (!newest) return;
  if (!newest.actorId || !newest.at || (await queries.isMuted(db, newest.authorId, 'reaction'))) {
    await queries.deleteReactionNotification(db, newest.authorId, postId);
    await live.countsChanged(db, newest.authorId);
    return;
  }
  const toldBefore = await queries.reactionNotificationAt(db, newest.authorId, postId);
  const made = await queries.upsertReactionNotification(db, {
    id: newId(),
    userId: newest.authorId,
    actorId: newest.actorId,
    postId,
    createdAt: newest.at,
  });
  // Pushed when it tells of a newer reaction, not when it moved back to an earlier one.
  if (!toldBefore || toldBefore < newest.at) await notificationsMade(db, made, newest.at);
  // Also when a reaction was taken back and the notification moved to an earlier one: the
  // client only refetches.
  await live.publish(db, newest.authorId, { type: 'notification', data: { kind: 'reaction' } });
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
  const told = comment.postAuthorId === comment.authorId ? [] : [comment.postAuthorId];
  const made = await queries.insertNotifications(db, [
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
  await notificationsMade(db, made, comment.at);
  await live.publish(db, told, { type: 'notification', data: { kind: 'comment' } });
  await live.publish(db, commenters, {
    type: 'notification',
    data: { kind: 'comment_on_commented' },
  });
};

/**
 * A post or comment mentions members (`@username`): each who may see it is told, but for its
 * author, at most MENTIONS_NOTIFIED_MAX for one post or comment, in the order of the text. An
 * edited post (`comment` absent) tells only members it did not reach before; a post remembers
 * whom its mentions reached, muted or not.
 */
export const mentioned = async (
  db: Queryable,
  mention: {
    authorId: string;
    postId: string;
    /** The comment that mentions them; null for the post itself. */
    commentId: string | null;
    text: string | null;
    at: Date;
  },
) => {
  // Members past the cap are never told, so only that many usernames are looked up.
  const usernames = mentionsOf(mention.text).slice(0, 50);
  if (usernames.length === 0) return;
  const reached = mention.commentId ? [] : await queries.mentionedIn(db, mention.postId);
  const told = await queries.mentionRecipients(db, {
    postId: mention.postId,
    commentId: mention.commentId,
    authorId: mention.authorId,
    usernames,
    except: reached,
    now: mention.at,
    limit: MENTIONS_NOTIFIED_MAX - reached.length,
  });
  if (told.length === 0) return;
  if (!mention.commentId) await queries.insertPostMentions(db, mention.postId, told);
  await queries.insertNotifications(
    db,
    told.map((userId) => ({
      id: newId(),
      userId,
      actorId: mention.authorId,
      kind: 'mention',
      postId: mention.postId,
      commentId: mention.commentId,
      createdAt: mention.at,
    })),
  );
  await live.publish(db, told, { type: 'notification', data: { kind: 'mention' } });
};

/**
 * A post or comment is about to be deleted, its notifications with it: those who had one unread
 * get fresh counts once the deletion commits.
 */
export const aboutToGo = async (db: Queryable, about: { postId: string } | { commentId: string }) =>
  live.countsChanged(db, await queries.unreadReadersAbout(db, about));

/**
 * A moderator removed the member's post, comment or message: a notice that says what and why,
 * which no preference turns off. The member is its actor, so the moderator stays unnamed.
 */
export const contentRemoved = async (
  db: Queryable,
  notice: {
    userId: string;
    removedKind: RemovableItemKind;
    reason: string;
    at: Date;
    /** A group's admin or moderator removed it from this group. */
    groupId?: string;
  },
) => {
  const made = await queries.insertNotifications(db, [
    {
      id: newId(),
      userId: notice.userId,
      actorId: notice.userId,
      kind: 'content_removed',
      removedKind: notice.removedKind,
      reason: notice.reason,
      groupId: notice.groupId ?? null,
      createdAt: notice.at,
    },
  ]);
  await notificationsMade(db, made, notice.at);
  await live.publish(db, notice.userId, {
    type: 'notification',
    data: { kind: 'content_removed' },
  });
};

/**
 * What happened to an event (issue 19), told to the members concerned: an invitation, a new time
 * or place, a cancellation, a seat from the waitlist, a reminder. Always delivered; `actorId` is
 * the host, who is never told of their own event.
 */
export const eventNotice = async (
  db: Queryable,
  kind: (typeof EVENT_NOTIFICATION_KINDS)[number],
  notice: { actorId: string; userIds: string[]; postId: string; at: Date },
) => {
  const told = [...new Set(notice.userIds)].filter((id) => id !== notice.actorId);
  if (told.length === 0) return;
  const made = await queries.insertNotices(
    db,
    told.map((userId) => ({
      id: newId(),
      userId,
      actorId: notice.actorId,
      kind,
      postId: notice.postId,
      createdAt: notice.at,
    })),
  );
  await notificationsMade(db, made, notice.at);
  await live.publish(db, told, { type: 'notification', data: { kind } });
};

/**
 * Something happened to the member in a group (issue 18): their request was approved, they were
 * invited, or given a role. Group notices are not muted by the member's settings.
 */
export const groupEvent = async (
  db: Queryable,
  event: Between & {
    kind: 'group_request_approved' | 'group_invitation' | 'group_role';
    groupId: string;
    role?: 'admin' | 'moderator';
  },
) => {
  if (event.actorId === event.userId) return;
  const made = await queries.insertGroupNotification(db, {
    id: newId(),
    userId: event.userId,
    actorId: event.actorId,
    kind: event.kind,
    groupId: event.groupId,
    role: event.role ?? null,
    createdAt: event.at,
  });
  await notificationsMade(db, made, event.at);
  await live.publish(db, event.userId, { type: 'notification', data: { kind: event.kind } });
};

/**
 * A member reported a post or comment of a group, which now waits on the group's list of reports:
 * its admins and moderators are told, but for the reporter, its author (not told of reports of
 * their own) and those with a block between them and its author (who cannot see it). The author is
 * the notification's actor, so that a block hides it as it hides the item; the reporter stays
 * unnamed. Always delivered, as group notices are.
 */
export const groupItemReported = async (
  db: Queryable,
  report: {
    groupId: string;
    postId: string;
    /** The comment reported, or null for the post. */
    commentId: string | null;
    authorId: string;
    reporterId: string;
    at: Date;
  },
) => {
  const told = await queries.groupReportRecipients(db, report);
  if (told.length === 0) return;
  const made = await queries.insertNotices(
    db,
    told.map((userId) => ({
      id: newId(),
      userId,
      actorId: report.authorId,
      kind: 'group_report',
      postId: report.postId,
      commentId: report.commentId,
      groupId: report.groupId,
      createdAt: report.at,
    })),
  );
  await notificationsMade(db, made, report.at);
  await live.publish(db, told, { type: 'notification', data: { kind: 'group_report' } });
};

/**
 * A reported post or comment of a group left the group's list of reports undecided (a group's or
 * the site's moderator dismissed its reports): what its moderators were told of it has been seen
 * to. A removal takes the notices with the item.
 */
export const groupReportSettled = async (
  db: Queryable,
  item: { kind: 'post' | 'comment'; id: string },
  at: Date,
) => live.countsChanged(db, await queries.markGroupReportNoticesRead(db, item, at));

/** The invitation was accepted or declined (or the invitee joined otherwise): its notice goes. */
export const groupInvitationAnswered = async (db: Queryable, userId: string, groupId: string) => {
  await queries.deleteGroupInvitationNotice(db, userId, groupId);
  await live.countsChanged(db, userId);
};
/** Rows per insert: a large group's members are told in a few statements. */
const NOTIFICATIONS_PER_INSERT = 1_000;

/**
 * A post was published in a group (posted, or approved), or pinned there: the group's members
 * hear of it as each chose for the group. "All posts" hears of every post, "Highlights" (the
 * default) of admins' posts and pinned ones, "Off" of none; each member once per post, never its
 * author nor a member with a block between them and the author.
 */
const toldOfGroupPost = async (
  db: Queryable,
  post: { postId: string; authorId: string; groupId: string; at: Date },
  settings: ('all' | 'highlights')[],
) => {
  const recipients = await queries.groupPostRecipients(db, post, settings);
  for (let start = 0; start < recipients.length; start += NOTIFICATIONS_PER_INSERT) {
    const made = await queries.insertNotifications(
      db,
      recipients.slice(start, start + NOTIFICATIONS_PER_INSERT).map((userId) => ({
        id: newId(),
        userId,
        actorId: post.authorId,
        kind: 'group_post',
        postId: post.postId,
        groupId: post.groupId,
        createdAt: post.at,
      })),
    );
    await notificationsMade(db, made, post.at);
  }
  await live.publish(db, recipients, { type: 'notification', data: { kind: 'group_post' } });
};

/** `highlight`: the author is one of the group's admins. */
export const groupPostPublished = (
  db: Queryable,
  post: { postId: string; authorId: string; groupId: string; highlight: boolean; at: Date },
) => toldOfGroupPost(db, post, post.highlight ? ['all', 'highlights'] : ['all']);

/** A pinned post is a highlight: those who were not told of it yet are now. */
export const groupPostPinned = (
  db: Queryable,
  post: { postId: string; authorId: string; groupId: string; at: Date },
) => toldOfGroupPost(db, post, ['all', 'highlights']);
