/** SQL of uploaded images. */
import { and, asc, desc, eq, gt, inArray, like, notExists, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { comments, directMessages, groups, media, postImages, users } from '../../db/schema';
import type { ListScope } from './folders';

export type NewMedia = typeof media.$inferInsert;

export const insertMedia = (db: Queryable, rows: NewMedia[]) => db.insert(media).values(rows);

/**
 * Images narrow enough to have copies but none recorded yet, oldest id first after `afterId`:
 * what `npm run media:widths` still has to do.
 */
export const mediaWithoutWidths = (
  db: Queryable,
  narrowest: number,
  afterId: string | undefined,
  limit: number,
) =>
  db
    .select({ id: media.id, key: media.key, width: media.width })
    .from(media)
    .where(
      and(
        sql`${media.widths} = '{}'`,
        gt(media.width, narrowest),
        afterId === undefined ? undefined : gt(media.id, afterId),
      ),
    )
    .orderBy(asc(media.id))
    .limit(limit);

/** Records an image's copies; false when the image is gone. */
export const setMediaWidths = async (db: Queryable, id: string, widths: number[]) => {
  const rows = await db
    .update(media)
    .set({ widths })
    .where(eq(media.id, id))
    .returning({ id: media.id });
  return rows.length > 0;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A member's images, newest (or oldest) first. */
export const listMedia = (
  db: Queryable,
  userId: string,
  scope: ListScope,
  order: 'asc' | 'desc',
  max: number,
) => {
  const direction = order === 'asc' ? asc : desc;
  const inFolder =
    scope.folder === undefined
      ? undefined
      : scope.below
        ? or(eq(media.folder, scope.folder), like(media.folder, `${escapeLike(scope.folder)}/%`))
        : eq(media.folder, scope.folder);
  return db
    .select({ id: media.id, folder: media.folder, key: media.key })
    .from(media)
    .where(and(eq(media.userId, userId), inFolder))
    .orderBy(direction(media.createdAt), direction(media.id))
    .limit(max);
};

export const findMediaByKeys = (db: Queryable, keys: string[]) =>
  keys.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: media.id,
          userId: media.userId,
          key: media.key,
          width: media.width,
          height: media.height,
          widths: media.widths,
        })
        .from(media)
        .where(inArray(media.key, keys));

export const findMediaKeys = (db: Queryable, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select({ id: media.id, key: media.key }).from(media).where(inArray(media.id, ids));

/** The pictures and covers among these URLs that members show now. */
export const urlsInUseAsPictures = async (db: Queryable, urls: string[]) => {
  if (urls.length === 0) return new Set<string>();
  const rows = await db
    .select({ picture: users.picture, cover: users.cover })
    .from(users)
    .where(or(inArray(users.picture, urls), inArray(users.cover, urls)));
  const covers = await db
    .select({ cover: groups.cover })
    .from(groups)
    .where(inArray(groups.cover, urls));
  return new Set([
    ...rows.flatMap((row) => [row.picture, row.cover]),
    ...covers.map((row) => row.cover),
  ]);
};

/** Deletes those of the images that no post, comment or message shows; answers their keys. */
export const deleteUnusedMedia = async (db: Queryable, ids: string[]) => {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(media)
    .where(
      and(
        inArray(media.id, ids),
        notExists(
          db
            .select({ one: sql`1` })
            .from(postImages)
            .where(eq(postImages.mediaId, media.id)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(comments)
            .where(eq(comments.mediaId, media.id)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(directMessages)
            .where(eq(directMessages.mediaId, media.id)),
        ),
      ),
    )
    .returning({ key: media.key });
  return rows.map((row) => row.key);
};
