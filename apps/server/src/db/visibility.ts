/**
 * What a viewer may not see (issue 11): SQL fragments every module's queries use, so that blocks,
 * suspensions and reports hide the same things everywhere.
 *
 * - A member is hidden from a viewer when either blocked the other, when they are suspended now,
 *   or when the viewer hid them by reporting them.
 * - A post, comment or message is hidden from a viewer when its author is, or when the viewer
 *   hid it by reporting it.
 *
 * The hidden members form one small set per viewer (their blocks both ways, the suspensions in
 * force, their hidden member reports), which PostgreSQL computes once per statement and probes as
 * a hash (a `not in` of an uncorrelated subquery), so a fragment costs no more per row than a
 * hash lookup however many rows it filters. The sets are read through blocks' primary key and
 * blocks_blocked_blocker_idx, reports_hidden_reporter_item_idx and
 * suspensions_user_not_lifted_idx.
 */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReportItemKind } from '@quad/contract';
import type { Clock } from '../infra/clock';
import type { Queryable } from './client';
import { selectRows } from './rows';

/**
 * Who is looking, and when: suspensions end at a time, compared with the app's clock (which tests
 * move), never the database's.
 */
export interface Viewer {
  id: string;
  now: Date;
  /**
   * A site moderator reviewing reports: a post with an open report (of it or of one of its
   * comments) shows to them wherever it was posted (postVisibleTo). Only the reading of one post
   * sets it, after checking that they moderate (posts/service.ts reviewerOf).
   */
  reviewing?: boolean;
}

export const viewerAt = (context: { clock: Clock }, memberId: string): Viewer => ({
  id: memberId,
  now: context.clock.now(),
});

/**
 * The viewer of a statement built once and run for any viewer (rows.ts compileStatement): their id
 * and time are the placeholders that placeholdersOf fills.
 */
export const anyViewer = {
  id: sql.placeholder('viewerId'),
  now: sql.placeholder('viewerNow'),
};

/** A viewer, or the placeholders of any viewer: what the fragments below are built for. */
export type ViewerRef =
  Viewer | (Omit<Viewer, 'id' | 'now'> & { id: Placeholder; now: Placeholder });

/** The values of anyViewer's placeholders for `viewer`. */
export const placeholdersOf = (viewer: Viewer) => ({
  viewerId: viewer.id,
  viewerNow: viewer.now.toISOString(),
});

const nowOf = (viewer: ViewerRef) =>
  viewer.now instanceof Date ? viewer.now.toISOString() : viewer.now;

/** A member id or a column holding one. */
type MemberRef = SQL | AnyPgColumn;

const idOf = (viewer: ViewerRef) => sql`${viewer.id}::uuid`;

/** Members suspended at the viewer's time: not lifted, and permanent or not over yet. */
export const suspendedMemberIds = (viewer: ViewerRef) => sql`
  select user_id from suspensions
  where lifted_at is null
    and (ends_at is null or ends_at > ${nowOf(viewer)}::timestamptz)`;

/** The ids of the members hidden from the viewer (a subquery). */
export const hiddenMemberIds = (viewer: ViewerRef) => sql`
  select blocked_id from blocks where blocker_id = ${idOf(viewer)}
  union all select blocker_id from blocks where blocked_id = ${idOf(viewer)}
  union all select item_id from reports
    where reporter_id = ${idOf(viewer)} and item_kind = 'member' and hidden
  union all ${suspendedMemberIds(viewer)}`;

/** True when `member` is one the viewer may see and touch. */
export const memberVisibleTo = (viewer: ViewerRef, member: MemberRef) =>
  sql`${member} not in (${hiddenMemberIds(viewer)})`;

/** The ids of the items of one kind the viewer hid by reporting them (a subquery). */
export const hiddenItemIds = (viewer: ViewerRef, kind: Exclude<ReportItemKind, 'member'>) => sql`
  select item_id from reports
  where reporter_id = ${idOf(viewer)} and item_kind = ${sql.raw(`'${kind}'`)} and hidden`;

/**
 * True when the viewer may see the item: a post, comment or message (`item` its id) by `author`,
 * neither of them hidden from the viewer.
 */
export const itemVisibleTo = (
  viewer: ViewerRef,
  kind: Exclude<ReportItemKind, 'member'>,
  item: MemberRef,
  author: MemberRef,
) => sql`(${memberVisibleTo(viewer, author)} and ${item} not in (${hiddenItemIds(viewer, kind)}))`;

/** True when there is a block between the two members, either way. */
export const blockBetween = (one: MemberRef, other: MemberRef) => sql`exists (
  select 1 from blocks
  where (blocker_id = ${one} and blocked_id = ${other})
     or (blocker_id = ${other} and blocked_id = ${one}))`;

/** Whether the viewer may see and touch the member (an id already known to be well formed). */
export const canSeeMember = async (db: Queryable, viewer: Viewer, memberId: string) => {
  const [row] = await selectRows<{ visible: boolean }>(
    db,
    sql`select ${memberVisibleTo(viewer, sql`${memberId}::uuid`)} as visible`,
  );
  return row?.visible === true;
};

/**
 * The groups whose posts and members the viewer may see (issue 18): every public group, and the
 * groups they are a member of (a subquery). A private group shows others only its page; a hidden
 * one shows them nothing (groups' own queries answer it as unknown).
 */
export const groupsOpenTo = (viewer: ViewerRef) => sql`
  select id from groups where privacy = 'public'
  union all select group_id from group_members where user_id = ${idOf(viewer)}`;

/** The groups the viewer moderates (admin or moderator; a subquery). */
export const groupsModeratedBy = (viewer: ViewerRef) => sql`
  select group_id from group_members
  where user_id = ${idOf(viewer)} and role in ('admin', 'moderator')`;

/** The columns of a post that decide who may see it (a table or an alias's columns). */
export interface PostRefs {
  id: MemberRef;
  userId: MemberRef;
  groupId: MemberRef;
  pending: MemberRef;
}

/** The columns of the `posts` row aliased `alias` in raw SQL. */
export const postRefs = (alias: string): PostRefs => ({
  id: sql.raw(`${alias}.id`),
  userId: sql.raw(`${alias}.user_id`),
  groupId: sql.raw(`${alias}.group_id`),
  pending: sql.raw(`${alias}.pending`),
});

/**
 * True unless the post is an event whose audience leaves the viewer out (issue 19): a friends-only
 * event shows only to its author's friends, a group-members event only to the group's members
 * (whatever the group's privacy). One probe of the events primary key per post.
 */
export const eventAudienceOpenTo = (viewer: ViewerRef, post: Pick<PostRefs, 'id' | 'userId'>) =>
  sql`(${post.userId} = ${idOf(viewer)} or not exists (
    select 1 from events ev where ev.post_id = ${post.id} and (
      (ev.audience = 'friends' and not exists (select 1 from friendships fr
        where fr.user_id = ${idOf(viewer)} and fr.friend_id = ${post.userId}))
      or (ev.audience = 'group' and not exists (select 1 from group_members gm
        where gm.group_id = ev.group_id and gm.user_id = ${idOf(viewer)})))))`;

/**
 * True when the post is no event of a restricted audience (friends or a group), whoever looks:
 * for statements that read posts which are not events (`type is distinct from 'event'`), where
 * eventAudienceOpenTo's probe of events per row would find nothing. The restricted events form a
 * small set computed once per statement and probed as a hash, so that a post with an event row
 * of a restricted audience stays out even if its type said otherwise.
 */
export const notRestrictedEvent = (post: Pick<PostRefs, 'id'>) =>
  sql`${post.id} not in (select rev.post_id from events rev where rev.audience <> 'public')`;

/**
 * True when the post or one of its comments has a report the site's moderators have not closed
 * (reports_open_item_idx; a group's dismissal leaves it open to them).
 */
export const underOpenReport = (postId: MemberRef) => sql`(
  exists (select 1 from reports r
    where r.item_kind = 'post' and r.item_id = ${postId} and r.resolved_at is null)
  or exists (select 1 from comments c
    join reports r on r.item_kind = 'comment' and r.item_id = c.id and r.resolved_at is null
    where c.post_id = ${postId}))`;

/**
 * True when the viewer may see the post: neither it nor its author is hidden from them
 * (itemVisibleTo), it is not in a group closed to them, it is not waiting for approval unless
 * they wrote it or moderate its group, and it is not an event whose audience leaves them out.
 * With `nonEvents` (a statement that reads no events), the audience check is notRestrictedEvent's
 * set instead of a probe of events per post.
 * A site moderator reviewing reports (`viewer.reviewing`) also sees a post under an open report
 * wherever it was posted (a group, an approval queue, an event's audience), so that they can read
 * what they judge; what hides it from them as a member (blocks, suspensions) still does.
 */
export const postVisibleTo = (
  viewer: ViewerRef,
  post: PostRefs,
  options: { nonEvents?: boolean } = {},
) => {
  const openToViewer = sql`(${post.groupId} is null or ${post.groupId} in (${groupsOpenTo(viewer)}))
  and (not ${post.pending} or ${post.userId} = ${idOf(viewer)}
    or ${post.groupId} in (${groupsModeratedBy(viewer)}))
  and ${options.nonEvents ? notRestrictedEvent(post) : eventAudienceOpenTo(viewer, post)}`;
  return sql`(
  ${itemVisibleTo(viewer, 'post', post.id, post.userId)}
  and ${viewer.reviewing ? sql`((${openToViewer}) or ${underOpenReport(post.id)})` : openToViewer})`;
};
