/** SQL of notifications. */
import { and, desc, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/rows';
import {
  comments,
  events,
  groups,
  mutedNotificationKinds,
  notifications,
  postMentions,
  posts,
  reactions,
  users,
} from '../../db/schema';
import {
  blockBetween,
  itemVisibleTo,
  memberVisibleTo,
  postRefs,
  postVisibleTo,
  type Viewer,
} from '../../db/visibility';
import { beforeKey, microsOf, type PageKey } from '../../infra/pagination';
import type { SummaryRow } from '../users/summary';

export type NewNotification = typeof notifications.$inferInsert;

/** The kinds each of these members turned off, as 'userId kind'. */
const mutedOf = async (db: Queryable, userIds: string[]) => {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .select()
    .from(mutedNotificationKinds)
    .where(inArray(mutedNotificationKinds.userId, [...new Set(userIds)]));
  return new Set(rows.map((row) => `${row.userId} ${row.kind}`));
};

export const isMuted = async (db: Queryable, userId: string, kind: string) =>
  (await mutedOf(db, [userId])).has(`${userId} ${kind}`);

/** What was made: the rows a push is owed for (modules/push/queue.ts). */
const made = { id: notifications.id, userId: notifications.userId, kind: notifications.kind };
export type MadeNotification = { id: string; userId: string; kind: string };

/** Inserts notices no preference turns off; one already there (an invitation) stays as it is. */
export const insertNotices = async (db: Queryable, rows: NewNotification[]) =>
  rows.length === 0
    ? []
    : db.insert(notifications).values(rows).onConflictDoNothing().returning(made);

/** Inserts the notifications, leaving out those of a kind their member turned off. */
export const insertNotifications = async (db: Queryable, rows: NewNotification[]) => {
  const muted = await mutedOf(
    db,
    rows.map((row) => row.userId),
  );
  const wanted = rows.filter((row) => !muted.has(`${row.userId} ${row.kind}`));
  return wanted.length === 0 ? [] : db.insert(notifications).values(wanted).returning(made);
};

export const mutedKindsOf = async (db: Queryable, userId: string) =>
  (
    await db
      .select({ kind: mutedNotificationKinds.kind })
      .from(mutedNotificationKinds)
      .where(eq(mutedNotificationKinds.userId, userId))
  ).map((row) => row.kind);

export const setMutedKinds = async (db: Queryable, userId: string, kinds: string[]) => {
  await db.delete(mutedNotificationKinds).where(eq(mutedNotificationKinds.userId, userId));
  if (kinds.length > 0) {
    await db.insert(mutedNotificationKinds).values(kinds.map((kind) => ({ userId, kind })));
  }
};

/**
 * A group notice. An invitation is one per member and group: a new one from another member
 * replaces it, unread again.
 */
export const insertGroupNotification = (db: Queryable, row: NewNotification) =>
  row.kind === 'group_invitation'
    ? db
        .insert(notifications)
        .values(row)
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.groupId],
          targetWhere: sql`${notifications.kind} = 'group_invitation'`,
          set: { actorId: row.actorId, createdAt: row.createdAt, readAt: null },
        })
        .returning(made)
    : db.insert(notifications).values(row).returning(made);

export const deleteGroupInvitationNotice = (db: Queryable, userId: string, groupId: string) =>
  db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.groupId, groupId),
        eq(notifications.kind, 'group_invitation'),
      ),
    );

/** What is still unread of one kind from `actorId` to `userId`. */
const unreadFrom = (userId: string, actorId: string, kind: string) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.actorId, actorId),
    eq(notifications.kind, kind),
    isNull(notifications.readAt),
  );

/** Deletes what either member was told of the other. */
export const deleteBetween = (db: Queryable, one: string, other: string) =>
  db
    .delete(notifications)
    .where(
      or(
        and(eq(notifications.userId, one), eq(notifications.actorId, other)),
        and(eq(notifications.userId, other), eq(notifications.actorId, one)),
      ),
    );

/** Withdraws what is still unread of one kind from `actorId` to `userId` (an undone action). */
export const withdrawUnread = (db: Queryable, userId: string, actorId: string, kind: string) =>
  db.delete(notifications).where(unreadFrom(userId, actorId, kind));

/** The post's author and its newest reaction by anyone else, if any. */
export const newestReactionOfOthers = async (db: Queryable, postId: string) => {
  const [row] = await db
    .select({ authorId: posts.userId, actorId: reactions.userId, at: reactions.createdAt })
    .from(posts)
    .leftJoin(reactions, and(eq(reactions.postId, posts.id), ne(reactions.userId, posts.userId)))
    .where(eq(posts.id, postId))
    .orderBy(sql`${reactions.createdAt} desc nulls last`)
    .limit(1);
  return row;
};

/**
 * The post's one reaction notification, moved to its newest reactor; unread again when that
 * reaction is new (`at` later than what the notification told of).
 */
export const upsertReactionNotification = (
  db: Queryable,
  row: Required<Pick<NewNotification, 'id' | 'userId' | 'actorId' | 'postId' | 'createdAt'>>,
) =>
  db
    .insert(notifications)
    .values({ ...row, kind: 'reaction' })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.postId],
      targetWhere: sql`${notifications.kind} = 'reaction'`,
      set: {
        actorId: row.actorId,
        createdAt: row.createdAt,
        readAt: sql`case when ${notifications.createdAt} < ${row.createdAt.toISOString()}::timestamptz then null else ${notifications.readAt} end`,
      },
    })
    .returning(made);

/** When the post's reaction notification to its author last told of a reaction, if it exists. */
export const reactionNotificationAt = async (db: Queryable, userId: string, postId: string) => {
  const [row] = await db
    .select({ createdAt: notifications.createdAt })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.postId, postId),
        eq(notifications.kind, 'reaction'),
      ),
    );
  return row?.createdAt;
};

export const deleteReactionNotification = (db: Queryable, userId: string, postId: string) =>
  db
    .delete(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.postId, postId),
        eq(notifications.kind, 'reaction'),
      ),
    );

/** Who else commented on the post, newest first: neither its author nor `exceptId`. */
export const otherCommenters = async (
  db: Queryable,
  postId: string,
  authorId: string,
  exceptId: string,
  limit: number,
) => {
  const rows = await db
    .select({ userId: comments.userId, last: sql`max(${comments.createdAt})` })
    .from(comments)
    .where(
      and(
        eq(comments.postId, postId),
        ne(comments.userId, authorId),
        ne(comments.userId, exceptId),
      ),
    )
    .groupBy(comments.userId)
    .orderBy(desc(sql`max(${comments.createdAt})`))
    .limit(limit);
  return rows.map((row) => row.userId);
};

export interface NotificationRow extends PageKey {
  actor: SummaryRow;
  kind: string;
  postId: string | null;
  commentId: string | null;
  removedKind: string | null;
  reason: string | null;
  group: { id: string; slug: string; name: string } | null;
  role: string | null;
  eventTitle: string | null;
  others: number;
  readAt: Date | null;
  createdAt: Date;
}

/**
 * Shown to the viewer: neither its actor nor the post it is about (that post's author, or the
 * post itself if they hid it by reporting it, or its group closed to them) is hidden from them.
 */
const shownTo = (viewer: Viewer) =>
  and(
    memberVisibleTo(viewer, notifications.actorId),
    sql`(${notifications.postId} is null or exists (
      select 1 from ${posts} p
      where p.id = ${notifications.postId} and ${postVisibleTo(viewer, postRefs('p'))}))`,
  );

/** The viewer's notifications that `where` picks, newest first, with their actors, as far as shown. */
const selectNotifications = (
  db: Queryable,
  viewer: Viewer,
  where: SQL | undefined,
  limit: number,
) =>
  db
    .select({
      id: notifications.id,
      actor: {
        id: users.id,
        username: users.username,
        picture: users.picture,
        firstName: users.firstName,
        lastName: users.lastName,
      },
      kind: notifications.kind,
      postId: notifications.postId,
      commentId: notifications.commentId,
      removedKind: notifications.removedKind,
      reason: notifications.reason,
      group: { id: groups.id, slug: groups.slug, name: groups.name },
      role: notifications.role,
      eventTitle: events.title,
      others: sql<number>`case when ${notifications.kind} = 'reaction' then greatest(0, (
        select count(*) from ${reactions} r
        where r.post_id = ${notifications.postId} and r.user_id <> ${notifications.userId}) - 1)::int
        else 0 end`,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
      micros: microsOf(notifications.createdAt),
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.actorId))
    .leftJoin(groups, eq(groups.id, notifications.groupId))
    .leftJoin(events, eq(events.postId, notifications.postId))
    .where(and(eq(notifications.userId, viewer.id), shownTo(viewer), where))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);

/** A page of the viewer's notifications, newest first, with their actors, as far as shown. */
export const notificationPage = (
  db: Queryable,
  viewer: Viewer,
  key: PageKey | undefined,
  limit: number,
): Promise<NotificationRow[]> =>
  selectNotifications(
    db,
    viewer,
    beforeKey(notifications.createdAt, notifications.id, key),
    limit + 1,
  );

/** These notifications of the viewer, as far as shown (e-mails and the digest tell of them). */
export const notificationsWithIds = (
  db: Queryable,
  viewer: Viewer,
  ids: string[],
): Promise<NotificationRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : selectNotifications(db, viewer, inArray(notifications.id, ids), ids.length);

/** How many of the viewer's notifications are unread, as far as shown. */
export const countUnread = async (db: Queryable, viewer: Viewer) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, viewer.id), isNull(notifications.readAt), shownTo(viewer)));
  return row?.count ?? 0;
};

/** Answers whether the notification is the member's (and now read). */
export const markRead = async (db: Queryable, userId: string, id: string, at: Date) => {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length === 1;
};

export const markAllRead = (db: Queryable, userId: string, at: Date) =>
  db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));

/** Marks read what one member told another of one kind (e.g. a request once answered). */
export const markReadFrom = (
  db: Queryable,
  userId: string,
  actorId: string,
  kind: string,
  at: Date,
) =>
  db
    .update(notifications)
    .set({ readAt: at })
    .where(unreadFrom(userId, actorId, kind));

export const deleteOlderThan = (db: Queryable, cutoff: Date) =>
  db.delete(notifications).where(lt(notifications.createdAt, cutoff));

/** Who has an unread notification about this post or comment (it goes with it). */
export const unreadReadersAbout = async (
  db: Queryable,
  about: { postId: string } | { commentId: string },
) => {
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        'postId' in about
          ? eq(notifications.postId, about.postId)
          : eq(notifications.commentId, about.commentId),
        isNull(notifications.readAt),
      ),
    );
  return rows.map((row) => row.userId);
};

/**
 * The members of the group to tell of a post in it: those whose setting is among `settings`, but
 * for its author, members with a block between them and the author, and members already told.
 */
export const groupPostRecipients = async (
  db: Queryable,
  post: { postId: string; authorId: string; groupId: string },
  settings: string[],
) => {
  const rows = await selectRows<{ user_id: string }>(
    db,
    sql`
    select m.user_id from group_members m
    where m.group_id = ${post.groupId}::uuid
      and m.notify in (${sql.join(
        settings.map((setting) => sql`${setting}`),
        sql`, `,
      )})
      and m.user_id <> ${post.authorId}::uuid
      and not ${blockBetween(sql`m.user_id`, sql`${post.authorId}::uuid`)}
      and not exists (
        select 1 from notifications n
        where n.post_id = ${post.postId}::uuid and n.user_id = m.user_id and n.kind = 'group_post')`,
  );
  return rows.map((row) => row.user_id);
};

/**
 * The admins and moderators of the group to tell of a report of its post or comment: neither the
 * reporter nor the author, nor a member with a block between them and the author.
 */
export const groupReportRecipients = async (
  db: Queryable,
  report: { groupId: string; authorId: string; reporterId: string },
) => {
  const rows = await selectRows<{ user_id: string }>(
    db,
    sql`
    select m.user_id from group_members m
    where m.group_id = ${report.groupId}::uuid and m.role in ('admin', 'moderator')
      and m.user_id not in (${report.reporterId}::uuid, ${report.authorId}::uuid)
      and not ${blockBetween(sql`m.user_id`, sql`${report.authorId}::uuid`)}`,
  );
  return rows.map((row) => row.user_id);
};

/** Marks read the unread notices of reports of this post or comment; answers whose they were. */
export const markGroupReportNoticesRead = async (
  db: Queryable,
  item: { kind: 'post' | 'comment'; id: string },
  at: Date,
) => {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.kind, 'group_report'),
        isNull(notifications.readAt),
        item.kind === 'comment'
          ? eq(notifications.commentId, item.id)
          : and(eq(notifications.postId, item.id), isNull(notifications.commentId)),
      ),
    )
    .returning({ userId: notifications.userId });
  return rows.map((row) => row.userId);
};

/**
 * Of the members a post or comment mentions (`usernames`, in the order of the text), the first
 * `limit` who may see it, as each of them would read it (db/visibility.ts: blocks either way,
 * suspensions, their reports, the post's group and audience); never its author nor those in
 * `except`.
 */
export const mentionRecipients = async (
  db: Queryable,
  mention: {
    postId: string;
    commentId: string | null;
    authorId: string;
    usernames: string[];
    except: string[];
    now: Date;
    limit: number;
  },
) => {
  if (mention.usernames.length === 0 || mention.limit <= 0) return [];
  // Each candidate is the viewer of the fragments: their id is the candidate row's column.
  const candidate = { id: sql`m.id` as unknown as string, now: mention.now };
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select m.id from (
      select u.id, n.ord from unnest(${sql.param(mention.usernames)}::text[]) with ordinality
        as n(username, ord)
      join users u on u.username = n.username
    ) m
    where m.id <> ${mention.authorId}::uuid
      and not (m.id = any(${sql.param(mention.except)}::uuid[]))
      and exists (select 1 from posts p where p.id = ${mention.postId}::uuid
        and ${postVisibleTo(candidate, postRefs('p'))})
      ${
        mention.commentId
          ? sql`and exists (select 1 from comments c where c.id = ${mention.commentId}::uuid
        and ${itemVisibleTo(candidate, 'comment', sql`c.id`, sql`c.user_id`)})`
          : sql``
      }
    order by m.ord
    limit ${mention.limit}`,
  );
  return rows.map((row) => row.id);
};

/** The members a post's mentions reached already. */
export const mentionedIn = async (db: Queryable, postId: string) =>
  (
    await db
      .select({ userId: postMentions.userId })
      .from(postMentions)
      .where(eq(postMentions.postId, postId))
  ).map((row) => row.userId);

export const insertPostMentions = async (db: Queryable, postId: string, userIds: string[]) => {
  if (userIds.length === 0) return;
  await db
    .insert(postMentions)
    .values(userIds.map((userId) => ({ postId, userId })))
    .onConflictDoNothing();
};
