/** SQL of comments. */
import type { ImageSize } from '@quad/contract';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { comments, media, users } from '../../db/schema';
import { itemVisibleTo, type Viewer } from '../../db/visibility';
import { beforeKey, microsOf, type PageKey } from '../../infra/pagination';
import { imageSizeOfUrl } from '../uploads/image-sizes';

export type NewComment = typeof comments.$inferInsert;

export const insertComment = (db: Queryable, row: NewComment) => db.insert(comments).values(row);

/** The comment, or undefined, also when it is hidden from the viewer. */
export const findComment = async (db: Queryable, viewer: Viewer, id: string) => {
  const [row] = await db
    .select({
      id: comments.id,
      postId: comments.postId,
      userId: comments.userId,
      text: comments.text,
      mediaId: comments.mediaId,
    })
    .from(comments)
    .where(
      and(eq(comments.id, id), itemVisibleTo(viewer, 'comment', comments.id, comments.userId)),
    );
  return row;
};

/** A comment by id whoever may see it (a moderator's removal), locked for the transaction. */
export const findCommentForUpdate = async (db: Queryable, id: string) => {
  const [row] = await db
    .select({
      id: comments.id,
      postId: comments.postId,
      userId: comments.userId,
      text: comments.text,
      mediaId: comments.mediaId,
    })
    .from(comments)
    .where(eq(comments.id, id))
    .for('update');
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
  imageSize: ImageSize | null;
  createdAt: Date;
  micros: string;
  author: {
    id: string;
    picture: string;
    firstName: string;
    lastName: string;
    pictureSize: ImageSize | null;
  };
}

const commentColumns = {
  postId: comments.postId,
  id: comments.id,
  text: comments.text,
  imageKey: media.key,
  imageSize: sql<ImageSize | null>`case when ${media.id} is not null then json_build_object(
    'width', ${media.width}, 'height', ${media.height}, 'widths', ${media.widths}) end`,
  createdAt: comments.createdAt,
  micros: microsOf(comments.createdAt),
  author: {
    id: users.id,
    picture: users.picture,
    firstName: users.firstName,
    lastName: users.lastName,
    pictureSize: imageSizeOfUrl(users.picture),
  },
};

/** A post's comments the viewer may see, newest first: all of them, or one page. */
export const commentsOf = (
  db: Queryable,
  viewer: Viewer,
  postId: string,
  page?: { after: PageKey | undefined; take: number },
): Promise<CommentRow[]> => {
  const query = db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(media, eq(media.id, comments.mediaId))
    .where(
      and(
        eq(comments.postId, postId),
        itemVisibleTo(viewer, 'comment', comments.id, comments.userId),
        beforeKey(comments.createdAt, comments.id, page?.after),
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id));
  return page ? query.limit(page.take) : query;
};

/** The newest comments (at most `perPost` each) of these posts that the viewer may see. */
export const newestCommentsOfPosts = (
  db: Queryable,
  viewer: Viewer,
  postIds: string[],
  perPost: number,
): Promise<CommentRow[]> => {
  const ranked = db
    .select({
      id: comments.id,
      place: sql<number>`row_number() over (partition by ${comments.postId}
        order by ${comments.createdAt} desc, ${comments.id} desc)`.as('place'),
    })
    .from(comments)
    .where(
      and(
        inArray(comments.postId, postIds),
        itemVisibleTo(viewer, 'comment', comments.id, comments.userId),
      ),
    )
    .as('ranked');
  return db
    .select(commentColumns)
    .from(ranked)
    .innerJoin(comments, eq(comments.id, ranked.id))
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(media, eq(media.id, comments.mediaId))
    .where(lte(ranked.place, perPost))
    .orderBy(desc(comments.createdAt), desc(comments.id));
};
