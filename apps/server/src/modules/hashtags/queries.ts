/** SQL of hashtags: the tags of posts and comments, follows, a tag's posts, Trending. */
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/rows';
import { commentHashtags, hashtagFollows, hashtags, postHashtags } from '../../db/schema';
import {
  itemVisibleTo,
  postRefs,
  postVisibleTo,
  suspendedMemberIds,
  type Viewer,
} from '../../db/visibility';
import { newId } from '../../infra/ids';
import { olderThan, type PageKey } from '../../infra/pagination';

/** The ids of the tags, made for those new: one statement each way whatever their number. */
export const hashtagIds = async (db: Queryable, tags: string[], at: Date) => {
  if (tags.length === 0) return [];
  await db
    .insert(hashtags)
    .values(tags.map((tag) => ({ id: newId(), tag, createdAt: at })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: hashtags.id })
    .from(hashtags)
    .where(inArray(hashtags.tag, tags));
  return rows.map((row) => row.id);
};

/** A tag's row, or undefined when no post or follow ever made it. */
export const findHashtag = async (db: Queryable, tag: string) => {
  const [row] = await db
    .select({ id: hashtags.id, tag: hashtags.tag, hiddenAt: hashtags.hiddenAt })
    .from(hashtags)
    .where(eq(hashtags.tag, tag));
  return row;
};

/** A post's columns that its tags carry. */
export interface TaggedPost {
  id: string;
  userId: string;
  createdAt: Date;
  groupId: string | null;
  pending: boolean;
}

export const insertPostHashtags = async (db: Queryable, post: TaggedPost, ids: string[]) => {
  if (ids.length === 0) return;
  await db
    .insert(postHashtags)
    .values(
      ids.map((hashtagId) => ({
        postId: post.id,
        hashtagId,
        userId: post.userId,
        createdAt: post.createdAt,
        groupId: post.groupId,
        pending: post.pending,
      })),
    )
    .onConflictDoNothing();
};

/** A group's post was approved: published, at the time of its approval. */
export const publishPostHashtags = (db: Queryable, postId: string, at: Date) =>
  db
    .update(postHashtags)
    .set({ pending: false, createdAt: at })
    .where(eq(postHashtags.postId, postId));

export const deletePostHashtags = (db: Queryable, postId: string) =>
  db.delete(postHashtags).where(eq(postHashtags.postId, postId));

export const insertCommentHashtags = async (
  db: Queryable,
  comment: { id: string; postId: string; userId: string; createdAt: Date },
  ids: string[],
) => {
  if (ids.length === 0) return;
  await db.insert(commentHashtags).values(
    ids.map((hashtagId) => ({
      commentId: comment.id,
      hashtagId,
      postId: comment.postId,
      userId: comment.userId,
      createdAt: comment.createdAt,
    })),
  );
};

/** The post's columns that its tags carry. */
export const postOf = async (db: Queryable, postId: string): Promise<TaggedPost | undefined> => {
  const [row] = await selectRows<{
    user_id: string;
    created_at: Date | string;
    group_id: string | null;
    pending: boolean;
  }>(db, sql`select user_id, created_at, group_id, pending from posts where id = ${postId}::uuid`);
  return row
    ? {
        id: postId,
        userId: row.user_id,
        createdAt: new Date(row.created_at),
        groupId: row.group_id,
        pending: row.pending,
      }
    : undefined;
};

export const insertFollow = (db: Queryable, userId: string, hashtagId: string, at: Date) =>
  db.insert(hashtagFollows).values({ userId, hashtagId, createdAt: at }).onConflictDoNothing();

export const deleteFollow = (db: Queryable, userId: string, hashtagId: string) =>
  db
    .delete(hashtagFollows)
    .where(and(eq(hashtagFollows.userId, userId), eq(hashtagFollows.hashtagId, hashtagId)));

export const isFollowing = async (db: Queryable, userId: string, hashtagId: string) => {
  const [row] = await db
    .select({ userId: hashtagFollows.userId })
    .from(hashtagFollows)
    .where(and(eq(hashtagFollows.userId, userId), eq(hashtagFollows.hashtagId, hashtagId)));
  return row !== undefined;
};

/** A published post `p` (not waiting for approval) that the viewer may see. */
const shownPost = (viewer: Viewer) =>
  sql`not p.pending and ${postVisibleTo(viewer, postRefs('p'))}`;

/**
 * The next page of a tag's posts, newest first, as far as the viewer may see them: one range of
 * post_hashtags_hashtag_created_at_idx read backwards, each post checked as the feed checks it.
 */
export const tagPostKeys = (
  viewer: Viewer,
  hashtagId: string,
  after: PageKey | undefined,
  take: number,
): SQL => sql`
  select ph.post_id as id, ph.created_at as at
  from post_hashtags ph
  join posts p on p.id = ph.post_id
  where ph.hashtag_id = ${hashtagId}::uuid and ${shownPost(viewer)}
    ${olderThan(sql`ph.created_at`, sql`ph.post_id`, after)}
  order by ph.created_at desc, ph.post_id desc
  limit ${take}`;

/** How many of the tag's posts since `since` the viewer may see. */
export const countTagPostsSince = async (
  db: Queryable,
  viewer: Viewer,
  hashtagId: string,
  since: Date,
) => {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count
    from post_hashtags ph
    join posts p on p.id = ph.post_id
    where ph.hashtag_id = ${hashtagId}::uuid and ph.created_at > ${since.toISOString()}::timestamptz
      and ${shownPost(viewer)}`,
  );
  return row?.count ?? 0;
};

/**
 * The uses of tags since `since`: in posts and in comments, with who used them. `viewer`: only
 * uses in posts (and comments) the viewer may see, by members not hidden from them (blocks both
 * ways, suspensions, their reports); without one, every use by a member not suspended now.
 * Read along post_hashtags_created_at_idx and comment_hashtags_created_at_idx.
 */
const usesSince = (since: Date, viewer: Viewer | undefined, now: Date) => {
  const from = sql`${since.toISOString()}::timestamptz`;
  if (!viewer) {
    const suspended = suspendedMemberIds({ id: '', now });
    return sql`
      select hashtag_id, user_id from post_hashtags ph
      where ph.created_at > ${from} and ph.user_id not in (${suspended})
        and not exists (select 1 from posts p where p.id = ph.post_id and p.pending)
      union all
      select hashtag_id, user_id from comment_hashtags ch
      where ch.created_at > ${from} and ch.user_id not in (${suspended})`;
  }
  return sql`
    select ph.hashtag_id, ph.user_id from post_hashtags ph
    join posts p on p.id = ph.post_id
    where ph.created_at > ${from} and ${shownPost(viewer)}
    union all
    select ch.hashtag_id, ch.user_id from comment_hashtags ch
    join comments c on c.id = ch.comment_id
    join posts p on p.id = ch.post_id
    where ch.created_at > ${from}
      and ${itemVisibleTo(viewer, 'comment', sql`c.id`, sql`c.user_id`)}
      and ${shownPost(viewer)}`;
};

export interface TrendingRow {
  tag: string;
  members: number;
  hidden: boolean;
}

/**
 * The tags used by the most distinct members since `since` (a member counts once per tag), then
 * by name: for a viewer, as far as they may see the uses and without the hidden tags; for the
 * moderators (no viewer), every use, hidden tags marked.
 */
export const trending = (
  db: Queryable,
  options: { since: Date; now: Date; viewer?: Viewer; limit: number },
) =>
  selectRows<TrendingRow>(
    db,
    sql`select h.tag, count(distinct u.user_id)::int as members, h.hidden_at is not null as hidden
    from (${usesSince(options.since, options.viewer, options.now)}) u
    join hashtags h on h.id = u.hashtag_id
    ${options.viewer ? sql`where h.hidden_at is null` : sql``}
    group by h.id, h.tag, h.hidden_at
    order by members desc, h.tag
    limit ${options.limit}`,
  );

/** The tags the moderators hid, the latest hidden first. */
export const hiddenHashtags = (db: Queryable) =>
  db
    .select({ tag: hashtags.tag })
    .from(hashtags)
    .where(isNotNull(hashtags.hiddenAt))
    .orderBy(sql`${hashtags.hiddenAt} desc`, hashtags.tag);

/** Hides or shows the tag in Trending; answers whether it changed. */
export const setHidden = async (db: Queryable, hashtagId: string, hiddenAt: Date | null) => {
  const rows = await db
    .update(hashtags)
    .set({ hiddenAt })
    .where(
      and(
        eq(hashtags.id, hashtagId),
        hiddenAt ? sql`${hashtags.hiddenAt} is null` : isNotNull(hashtags.hiddenAt),
      ),
    )
    .returning({ id: hashtags.id });
  return rows.length > 0;
};
