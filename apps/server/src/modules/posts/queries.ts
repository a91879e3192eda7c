/** SQL of posts, their images and saves, and the keyset pages of post lists. */
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { comments, media, postImages, posts, savedPosts, users } from '../../db/schema';
import { olderThan, type PageKey } from '../../infra/pagination';

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

// Both drivers answer raw queries with `rows`; the shared database type cannot say so.
const keysOf = async (db: Queryable, query: SQL) => {
  const result = (await db.execute(query)) as unknown as { rows: PageKey[] };
  return result.rows.map((row) => ({ id: row.id, micros: String(row.micros) }));
};

/**
 * The next page of a member's feed: their own posts and those of friends and of members they
 * follow, newest first. Each author's posts are one range of posts_user_created_at_idx; the
 * page merges the first `take` of each range, so its cost follows the number of authors and
 * the page size, not the number of posts.
 */
export const feedKeys = (
  db: Queryable,
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
      select p.id, (extract(epoch from p.created_at) * 1000000)::bigint::text as micros
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
  db: Queryable,
  authorId: string,
  after: PageKey | undefined,
  take: number,
) =>
  keysOf(
    db,
    sql`
      select id, (extract(epoch from created_at) * 1000000)::bigint::text as micros
      from posts
      where user_id = ${authorId}::uuid ${olderThan(sql`created_at`, sql`id`, after)}
      order by created_at desc, id desc
      limit ${take}`,
  );

/** The next page of a member's saved posts, the latest saved first. */
export const savedPostKeys = (
  db: Queryable,
  memberId: string,
  after: PageKey | undefined,
  take: number,
) =>
  keysOf(
    db,
    sql`
      select post_id as id, (extract(epoch from created_at) * 1000000)::bigint::text as micros
      from saved_posts
      where user_id = ${memberId}::uuid ${olderThan(sql`created_at`, sql`post_id`, after)}
      order by created_at desc, post_id desc
      limit ${take}`,
  );

export interface PostRow {
  id: string;
  type: 'profilePicture' | 'coverPicture' | null;
  text: string | null;
  background: string | null;
  createdAt: Date;
  author: {
    id: string;
    username: string;
    picture: string;
    firstName: string;
    lastName: string;
    gender: string;
    cover: string;
  };
}

/** Posts with their authors, in no particular order. */
export const postsByIds = (db: Queryable, ids: string[]): Promise<PostRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: posts.id,
          type: posts.type,
          text: posts.text,
          background: posts.background,
          createdAt: posts.createdAt,
          author: {
            id: users.id,
            username: users.username,
            picture: users.picture,
            firstName: users.firstName,
            lastName: users.lastName,
            gender: users.gender,
            cover: users.cover,
          },
        })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.userId))
        .where(inArray(posts.id, ids));

/** The storage keys of the posts' images, in their order. */
export const imagesOf = (db: Queryable, postIds: string[]) =>
  postIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ postId: postImages.postId, key: media.key })
        .from(postImages)
        .innerJoin(media, eq(media.id, postImages.mediaId))
        .where(inArray(postImages.postId, postIds))
        .orderBy(asc(postImages.postId), asc(postImages.position));
