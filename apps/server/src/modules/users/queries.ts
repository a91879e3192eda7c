/** SQL of member profiles. */
import type { Details } from '@quad/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { summaryColumns } from './summary';

export const findProfileByUsername = async (db: Queryable, username: string) => {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      picture: users.picture,
      cover: users.cover,
      college: users.college,
      details: users.details,
    })
    .from(users)
    .where(eq(users.username, username));
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

export const findSummaryByUsername = async (db: Queryable, username: string) => {
  const [row] = await db.select(summaryColumns).from(users).where(eq(users.username, username));
  return row;
};
