/** The sign-in sessions of the database, for tests about them. */
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { sessions } from '../src/db/schema';
import type { TestApp } from './test-app';

/** The session a bearer token belongs to. */
export const sessionIdOf = (token: string) => {
  const { sid } = decodeJwt(token);
  if (typeof sid !== 'string') throw new Error('the token names no session');
  return sid;
};

/** The ids of a member's open sessions, in any order. */
export const sessionIdsOf = async (t: Pick<TestApp, 'db'>, userId: string) =>
  (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).map(
    (row) => row.id,
  );
