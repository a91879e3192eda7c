/** SQL of group posts: the keys of a group's pages, its pinned posts and queue, and its log. */
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/rows';
import { comments, groupActions, groupMembers, posts, users } from '../../db/schema';
import {
  blockBetween,
  hiddenItemIds,
  hiddenMemberIds,
  itemVisibleTo,
  type Viewer,
} from '../../db/visibility';
import { newId } from '../../infra/ids';
import { olderThan, type PageKey } from '../../infra/pagination';

/** Neither the post nor its author is hidden from the viewer (columns of `posts`, unaliased). */
const shownTo = (viewer: Viewer) =>
  sql`id not in (${hiddenItemIds(viewer, 'post')}) and user_id not in (${hiddenMemberIds(viewer)})`;

/**
 * The next page of a group's published posts, newest first, but for pinned ones (shown above
 * them) and those hidden from the viewer: one range of posts_group_created_at_idx. `group` is the
 * group's id as SQL, null (no posts) when the viewer may not see them (access.ts contentGroupId).
 */
export const groupPostKeys = (
  viewer: Viewer,
  group: SQL,
  after: PageKey | undefined,
  take: number,
): SQL => sql`
  select id, created_at as at
  from posts
  where group_id = ${group} and not pending and pinned_at is null and ${shownTo(viewer)}
    ${olderThan(sql`created_at`, sql`id`, after)}
  order by created_at desc, id desc
  limit ${take}`;

/** The group's pinned posts, the latest pinned first (posts_group_pinned_idx). */
export const pinnedPostKeys = (viewer: Viewer, groupId: string, take: number): SQL => sql`
  select id, pinned_at as at
  from posts
  where group_id = ${groupId}::uuid and pinned_at is not null and ${shownTo(viewer)}
  order by pinned_at desc, id desc
  limit ${take}`;

/**
 * The next page of the group's posts waiting for approval, oldest first (posts_group_pending_idx):
 * all of them, or those of one author.
 */
export const pendingPostKeys = (
  viewer: Viewer,
  groupId: string,
  authorId: string | undefined,
  after: PageKey | undefined,
  take: number,
): SQL => sql`
  select id, created_at as at
  from posts
  where group_id = ${groupId}::uuid and pending and ${shownTo(viewer)}
    ${authorId ? sql`and user_id = ${authorId}::uuid` : sql``}
    ${
      after
        ? sql`and (created_at, id) > (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
        : sql``
    }
  order by created_at, id
  limit ${take}`;

/** A post of the group the viewer may see, locked for the transaction; or undefined. */
export const findGroupPost = async (
  db: Queryable,
  viewer: Viewer,
  groupId: string,
  postId: string,
) => {
  const [row] = await db
    .select({
      id: posts.id,
      userId: posts.userId,
      text: posts.text,
      pending: posts.pending,
      pinnedAt: posts.pinnedAt,
    })
    .from(posts)
    .where(
      and(
        eq(posts.id, postId),
        eq(posts.groupId, groupId),
        itemVisibleTo(viewer, 'post', posts.id, posts.userId),
      ),
    )
    .for('update');
  return row;
};

/** A comment on a post of the group, the viewer seeing both; or undefined. */
export const findGroupComment = async (
  db: Queryable,
  viewer: Viewer,
  groupId: string,
  commentId: string,
) => {
  const [row] = await db
    .select({ id: comments.id, userId: comments.userId, mediaId: comments.mediaId })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(
      and(
        eq(comments.id, commentId),
        eq(posts.groupId, groupId),
        itemVisibleTo(viewer, 'comment', comments.id, comments.userId),
        itemVisibleTo(viewer, 'post', posts.id, posts.userId),
      ),
    )
    .for('update', { of: comments });
  return row;
};

export const countPinned = async (db: Queryable, groupId: string) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(eq(posts.groupId, groupId), isNotNull(posts.pinnedAt)));
  return row?.count ?? 0;
};

/** Published: it takes its place in the feeds at the time of approval. */
export const publishPost = (db: Queryable, postId: string, at: Date) =>
  db.update(posts).set({ pending: false, createdAt: at }).where(eq(posts.id, postId));

export const setPinnedAt = (db: Queryable, postId: string, at: Date | null) =>
  db.update(posts).set({ pinnedAt: at }).where(eq(posts.id, postId));

/** The member's role in the group, or undefined when not a member. */
export const roleIn = async (db: Queryable, groupId: string, userId: string) => {
  const [row] = await db
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row?.role;
};

export const nameOf = async (db: Queryable, userId: string) => {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}` : '';
};

export const insertGroupAction = (
  db: Queryable,
  row: Omit<typeof groupActions.$inferInsert, 'id'>,
) => db.insert(groupActions).values({ id: newId(), ...row });

/** Those of `memberIds` in the group, but for those with a block between them and the author. */
export const groupAudienceAmong = async (
  db: Queryable,
  groupId: string,
  authorId: string,
  memberIds: string[],
) => {
  if (memberIds.length === 0) return [];
  const rows = await selectRows<{ user_id: string }>(
    db,
    sql`
    select m.user_id from group_members m
    where m.group_id = ${groupId}::uuid and m.user_id = any(${sql.param(memberIds)}::uuid[])
      and not ${blockBetween(sql`m.user_id`, sql`${authorId}::uuid`)}`,
  );
  return rows.map((row) => row.user_id);
};
