/** SQL of member profiles. */
import type { Details } from '@quad/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { memberVisibleTo, type Viewer } from '../../db/visibility';
import { imageSizeOfUrl } from '../uploads/image-sizes';
import { summaryColumns } from './summary';

/** The member's profile, or undefined, also when they are hidden from the viewer. */
export const findProfileByUsername = async (db: Queryable, viewer: Viewer, username: string) => {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      picture: users.picture,
      cover: users.cover,
      pictureSize: imageSizeOfUrl(users.picture),
      coverSize: imageSizeOfUrl(users.cover),
      college: users.college,
      details: users.details,
    })
    .from(users)
    .where(and(eq(users.username, username), memberVisibleTo(viewer, users.id)));
  return row;
};

export const detailsOf = async (db: Queryable, userId: string) => {
  const [row] = await db
    .select({ college: users.college, details: users.details })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
};

export const saveDetails = async (db: Queryable, userId: string, details: Details) => {
  const [row] = await db
    .update(users)
    .set({ details })
    .where(eq(users.id, userId))
    .returning({ details: users.details });
  return row?.details;
};

export const setPicture = (db: Queryable, userId: string, picture: string) =>
  db.update(users).set({ picture }).where(eq(users.id, userId));

export const setCover = (db: Queryable, userId: string, cover: string) =>
  db.update(users).set({ cover }).where(eq(users.id, userId));

export const findSummaryByUsername = async (db: Queryable, viewer: Viewer, username: string) => {
  const [row] = await db
    .select(summaryColumns)
    .from(users)
    .where(and(eq(users.username, username), memberVisibleTo(viewer, users.id)));
  return row;
};
