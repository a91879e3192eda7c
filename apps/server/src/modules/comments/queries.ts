/** SQL of comments. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { comments, media, users } from '../../db/schema';
import type { PageKey } from '../../infra/pagination';

export type NewComment = typeof comments.$inferInsert;

export const insertComment = (db: Queryable, row: NewComment) => db.insert(comments).values(row);

export const findComment = async (db: Queryable, id: string) => {
  const [row] = await db
    .select({
      id: comments.id,
      postId: comments.postId,
      userId: comments.userId,
      mediaId: comments.mediaId,
    })
    .from(comments)
    .where(eq(comments.id, id));
  return row;
};

export const deleteComment = (db: Queryable, id: string) =>
  db.delete(comments).where(eq(comments.id, id));

export interface CommentRow {
  postId: string;
  id: string;
  text: string;
  /** Storage key of the comment's image. */
  imageKey: string | null;
  createdAt: Date;
  micros: string;
  author: { id: string; picture: string; firstName: string; lastName: string };
}

const commentColumns = {
  postId: comments.postId,
  id: comments.id,
  text: comments.text,
  imageKey: media.key,
  createdAt: comments.createdAt,
  micros: sql<string>`(extract(epoch from ${comments.createdAt}) * 1000000)::bigint::text`,
  author: {
    id: users.id,
    picture: users.picture,
    firstName: users.firstName,
    lastName: users.lastName,
  },
};

/** A post's comments, newest first: all of them, or one page. */
export const commentsOf = (
  db: Queryable,
  postId: string,
  page?: { after: PageKey | undefined; take: number },
): Promise<CommentRow[]> => {
  const after = page?.after
    ? sql`(${comments.createdAt}, ${comments.id}) < (timestamptz 'epoch' + ${page.after.micros}::bigint * interval '1 microsecond', ${page.after.id}::uuid)`
    : undefined;
  const query = db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(media, eq(media.id, comments.mediaId))
    .where(and(eq(comments.postId, postId), after))
    .orderBy(desc(comments.createdAt), desc(comments.id));
  return page ? query.limit(page.take) : query;
};

interface RawCommentRow {
  post_id: string;
  total: number | string;
  id: string | null;
  text: string | null;
  image_key: string | null;
  created_at: Date | string | null;
  micros: string | null;
  user_id: string | null;
  picture: string | null;
  first_name: string | null;
  last_name: string | null;
}

/**
 * For a list of posts, in one statement: how many comments each has and its newest `take`
 * (each a short range of comments_post_created_at_idx).
 */
export const newestCommentsOf = async (db: Queryable, postIds: string[], take: number) => {
  const counts = new Map<string, number>();
  const newest: CommentRow[] = [];
  if (postIds.length === 0) return { counts, newest };
  const ids = sql.join(
    postIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const query: SQL = sql`
    select p.id as post_id, n.total, c.id, c.text, m.key as image_key, c.created_at,
      (extract(epoch from c.created_at) * 1000000)::bigint::text as micros,
      u.id as user_id, u.picture, u.first_name, u.last_name
    from unnest(array[${ids}]::uuid[]) as p(id)
    cross join lateral (select count(*)::int as total from comments where post_id = p.id) n
    left join lateral (
      select id, text, media_id, user_id, created_at from comments
      where post_id = p.id
      order by created_at desc, id desc
      limit ${take}
    ) c on true
    left join users u on u.id = c.user_id
    left join media m on m.id = c.media_id
    order by p.id, c.created_at desc, c.id desc`;
  // Both drivers answer raw queries with `rows`; the shared database type cannot say so.
  const { rows } = (await db.execute(query)) as unknown as { rows: RawCommentRow[] };
  for (const row of rows) {
    counts.set(row.post_id, Number(row.total));
    if (!row.id || !row.user_id || row.created_at === null) continue;
    newest.push({
      postId: row.post_id,
      id: row.id,
      text: row.text ?? '',
      imageKey: row.image_key,
      createdAt: new Date(row.created_at),
      micros: String(row.micros),
      author: {
        id: row.user_id,
        picture: row.picture ?? '',
        firstName: row.first_name ?? '',
        lastName: row.last_name ?? '',
      },
    });
  }
  return { counts, newest };
};
