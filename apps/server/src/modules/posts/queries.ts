/** SQL of posts, their images and saves, and the keyset pages of post lists. */
import type { Reaction } from '@quad/contract';
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { preparedRows } from '../../db/rows';
import { comments, postImages, posts, savedPosts, users } from '../../db/schema';
import { microsOf, olderThan, type PageKey } from '../../infra/pagination';

export type NewPost = typeof posts.$inferInsert;

export const insertPost = (db: Queryable, row: NewPost) => db.insert(posts).values(row);

export const insertPostImages = (db: Queryable, postId: string, mediaIds: string[]) =>
  mediaIds.length === 0
    ? Promise.resolve()
    : db
        .insert(postImages)
        .values(mediaIds.map((mediaId, position) => ({ postId, position, mediaId })));

/**
 * The post's author and text, or undefined. `lock` holds the row until the transaction ends:
 * 'share' keeps the post from being deleted meanwhile, 'update' is for changing or deleting it.
 */
export const findPost = async (db: Queryable, id: string, lock?: 'share' | 'update') => {
  const query = db
    .select({ id: posts.id, userId: posts.userId, text: posts.text })
    .from(posts)
    .where(eq(posts.id, id));
  const [row] = await (lock === 'share'
    ? query.for('key share')
    : lock === 'update'
      ? query.for('update')
      : query);
  return row;
};

export const memberExists = async (db: Queryable, id: string) => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
};

export const hasImages = async (db: Queryable, postId: string) => {
  const [row] = await db
    .select({ one: sql`1` })
    .from(postImages)
    .where(eq(postImages.postId, postId))
    .limit(1);
  return row !== undefined;
};

export const updatePostText = (db: Queryable, id: string, text: string | null) =>
  db.update(posts).set({ text }).where(eq(posts.id, id));

/** Images shown by the post and by its comments. */
export const mediaOfPost = async (db: Queryable, postId: string) => {
  const [images, commentImages] = await Promise.all([
    db.select({ id: postImages.mediaId }).from(postImages).where(eq(postImages.postId, postId)),
    db
      .select({ id: comments.mediaId })
      .from(comments)
      .where(and(eq(comments.postId, postId), isNotNull(comments.mediaId))),
  ]);
  return [...images, ...commentImages].flatMap((row) => (row.id ? [row.id] : []));
};

/** Deletes the post; its images' links, comments, reactions and saves go with it (cascade). */
export const deletePost = (db: Queryable, id: string) => db.delete(posts).where(eq(posts.id, id));

export const isSaved = async (db: Queryable, memberId: string, postId: string) =>
  (await savedAmong(db, memberId, [postId])).has(postId);

export const savedAmong = async (db: Queryable, memberId: string, postIds: string[]) => {
  if (postIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ postId: savedPosts.postId })
    .from(savedPosts)
    .where(and(eq(savedPosts.userId, memberId), inArray(savedPosts.postId, postIds)));
  return new Set(rows.map((row) => row.postId));
};

export const insertSave = (db: Queryable, memberId: string, postId: string, at: Date) =>
  db
    .insert(savedPosts)
    .values({ userId: memberId, postId, createdAt: at })
    .onConflictDoNothing()
    .returning({ postId: savedPosts.postId });

export const deleteSave = (db: Queryable, memberId: string, postId: string) =>
  db
    .delete(savedPosts)
    .where(and(eq(savedPosts.userId, memberId), eq(savedPosts.postId, postId)))
    .returning({ postId: savedPosts.postId });

const keysOf = async (db: Database, query: SQL) => {
  const rows = await preparedRows<PageKey>(db, query);
  return rows.map((row) => ({ id: row.id, micros: String(row.micros) }));
};

/**
 * The next page of a member's feed: their own posts and those of friends and of members they
 * follow, newest first. Each author's posts are one range of posts_user_created_at_idx; the
 * page merges the first `take` of each range, so its cost follows the number of authors and
 * the page size, not the number of posts.
 */
export const feedKeys = (
  db: Database,
  memberId: string,
  after: PageKey | undefined,
  take: number,
) =>
  keysOf(
    db,
    sql`
      with authors as (
        select ${memberId}::uuid as id
        union select friend_id from friendships where user_id = ${memberId}::uuid
        union select followee_id from follows where follower_id = ${memberId}::uuid
      )
      select p.id, ${microsOf(sql`p.created_at`)} as micros
      from authors a
      cross join lateral (
        select id, created_at from posts
        where user_id = a.id ${olderThan(sql`created_at`, sql`id`, after)}
        order by created_at desc, id desc
        limit ${take}
      ) p
      order by p.created_at desc, p.id desc
      limit ${take}`,
  );

/** The next page of one member's posts, newest first. */
export const memberPostKeys = (
  db: Database,
  authorId: string,
  after: PageKey | undefined,
  take: number,
) =>
  keysOf(
    db,
    sql`
      select id, ${microsOf(sql`created_at`)} as micros
      from posts
      where user_id = ${authorId}::uuid ${olderThan(sql`created_at`, sql`id`, after)}
      order by created_at desc, id desc
      limit ${take}`,
  );

/** The next page of a member's saved posts, the latest saved first. */
export const savedPostKeys = (
  db: Database,
  memberId: string,
  after: PageKey | undefined,
  take: number,
) =>
  keysOf(
    db,
    sql`
      select post_id as id, ${microsOf(sql`created_at`)} as micros
      from saved_posts
      where user_id = ${memberId}::uuid ${olderThan(sql`created_at`, sql`post_id`, after)}
      order by created_at desc, post_id desc
      limit ${take}`,
  );

/**
 * One post as viewOfPosts reads it, typed loosely where the two drivers may differ (a time as a
 * Date or a string, a count as a number or a string); presentPosts makes it a Post.
 */
export interface PostRow {
  id: string;
  type: 'profilePicture' | 'coverPicture' | null;
  text: string | null;
  background: string | null;
  created_at: Date | string;
  user_id: string;
  username: string;
  picture: string;
  first_name: string;
  last_name: string;
  gender: string;
  cover: string;
  /** Storage keys of the images, in order. */
  image_keys: string[];
  reaction_counts: Partial<Record<Reaction, number>>;
  my_reaction: Reaction | null;
  saved: boolean;
  comment_count: number | string;
  /** The newest comments, newest first, built as json (so their time is a string). */
  comments: {
    id: string;
    text: string;
    createdAt: string;
    imageKey: string | null;
    author: { id: string; picture: string; firstName: string; lastName: string };
  }[];
}

/**
 * Posts with everything a viewer sees of them, in one statement whatever their number: author,
 * images, reaction counts and the viewer's reaction, the viewer's save, the comment count and
 * the newest `commentsTake` comments (all of them when null). Each part is an index range per post. In no particular
 * order.
 */
export const viewOfPosts = async (
  db: Database,
  viewerId: string,
  ids: string[],
  commentsTake: number | null,
): Promise<PostRow[]> => {
  if (ids.length === 0) return [];
  // One array parameter, so the text (and the prepared statement) is the same for any page.
  const idArray = sql`${sql.param(ids)}::uuid[]`;
  const viewer = sql`${viewerId}::uuid`;
  return preparedRows<PostRow>(
    db,
    sql`
    select p.id, p.type, p.text, p.background, p.created_at,
      u.id as user_id, u.username, u.picture, u.first_name, u.last_name, u.gender, u.cover,
      (select coalesce(json_agg(m.key order by pi.position), '[]')
        from post_images pi join media m on m.id = pi.media_id
        where pi.post_id = p.id) as image_keys,
      (select coalesce(json_object_agg(r.react, r.count), '{}')
        from (select react, count(*)::int as count from reactions
          where post_id = p.id group by react) r) as reaction_counts,
      (select react from reactions where post_id = p.id and user_id = ${viewer}) as my_reaction,
      exists (select 1 from saved_posts where user_id = ${viewer} and post_id = p.id) as saved,
      (select count(*)::int from comments where post_id = p.id) as comment_count,
      (select coalesce(json_agg(json_build_object('id', c.id, 'text', c.text,
          'createdAt', c.created_at, 'imageKey', cm.key,
          'author', json_build_object('id', cu.id, 'picture', cu.picture,
            'firstName', cu.first_name, 'lastName', cu.last_name))
          order by c.created_at desc, c.id desc), '[]')
        from (select id, text, created_at, user_id, media_id from comments
          where post_id = p.id order by created_at desc, id desc limit ${commentsTake}::int) c
        join users cu on cu.id = c.user_id
        left join media cm on cm.id = c.media_id) as comments
    from posts p
    join users u on u.id = p.user_id
    where p.id = any(${idArray})`,
  );
};
