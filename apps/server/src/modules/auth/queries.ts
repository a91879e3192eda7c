/** SQL of the accounts feature. */
import {
  and,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { passwordResetCodes, sessions, users, verificationTokens } from '../../db/schema';
import { imageSizeOfUrl } from '../uploads/image-sizes';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

/** The database channel on which a member's session changes are announced (session-cache.ts). */
export const SESSION_CHANGES = 'quad_session_changes';

export interface ActiveSession {
  userId: string;
  verified: boolean;
  language?: string | null;
}

export const insertSession = (db: Queryable, session: typeof sessions.$inferInsert) =>
  db.insert(sessions).values(session);

/**
 * The live session with this id, and its member; reading it notes that the member was seen now
 * (`last_seen_at`, which the digest reads): one statement, run when this process has not checked
 * the session lately (session-cache.ts), so a member using Quad is noted every few minutes.
 */
export const findActiveSession = async (
  db: Queryable,
  id: string,
  now: Date,
): Promise<ActiveSession | undefined> => {
  const [row] = await db
    .update(users)
    .set({ lastSeenAt: sql`greatest(${users.lastSeenAt}, ${now.toISOString()}::timestamptz)` })
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), eq(users.id, sessions.userId)))
    .returning({ userId: users.id, verified: users.verified, language: users.language });
  return row;
};

export const deleteSession = (db: Queryable, id: string, userId: string) =>
  db.delete(sessions).where(and(eq(sessions.id, id), eq(sessions.userId, userId)));

/** Ends every session of a member, or every one but `keep`. */
export const deleteSessionsOf = (db: Queryable, userId: string, keep?: string) =>
  db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined));

export const deleteExpiredSessions = (db: Queryable, now: Date) =>
  db.delete(sessions).where(lte(sessions.expiresAt, now));

/** Sent with the change: every process hears of it when the change commits. */
export const announceSessionChange = async (db: Queryable, userId: string) => {
  await db.execute(sql`SELECT pg_notify(${SESSION_CHANGES}, ${userId})`);
};

export const findUserByEmail = async (db: Queryable, email: string) => {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
};

export const findUserById = async (db: Queryable, id: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
};

/** A member's row and the size of their picture (null for the default one), as a sign-in answers. */
const findSessionUser = async (db: Queryable, where: SQL) => {
  const [row] = await db
    .select({ ...getTableColumns(users), pictureSize: imageSizeOfUrl(users.picture) })
    .from(users)
    .where(where);
  return row;
};
export type SessionUserRow = NonNullable<Awaited<ReturnType<typeof findSessionUser>>>;

export const findSessionUserByEmail = (db: Queryable, email: string) =>
  findSessionUser(db, eq(users.email, email.toLowerCase()));

export const findSessionUserById = (db: Queryable, id: string) =>
  findSessionUser(db, eq(users.id, id));

export const takenUsernames = async (db: Queryable, candidates: string[]) => {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.username, candidates));
  return new Set(rows.map((row) => row.username));
};

export const insertUser = async (db: Queryable, user: NewUser) => {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('user was not inserted');
  return row;
};

export const markVerified = (db: Queryable, userId: string) =>
  db.update(users).set({ verified: true }).where(eq(users.id, userId));

export const setPassword = (db: Queryable, userId: string, passwordHash: string) =>
  db.update(users).set({ passwordHash, passwordSet: true }).where(eq(users.id, userId));

export const insertVerificationToken = (
  db: Queryable,
  token: typeof verificationTokens.$inferInsert,
) => db.insert(verificationTokens).values(token);

export const findVerificationToken = async (db: Queryable, tokenHash: string) => {
  const [row] = await db
    .select()
    .from(verificationTokens)
    .where(eq(verificationTokens.tokenHash, tokenHash));
  return row;
};

/** Marks a token used; answers false when another request used it first. */
export const useVerificationToken = async (db: Queryable, id: string, at: Date) => {
  const used = await db
    .update(verificationTokens)
    .set({ usedAt: at })
    .where(and(eq(verificationTokens.id, id), isNull(verificationTokens.usedAt)))
    .returning({ id: verificationTokens.id });
  return used.length === 1;
};

export const recentResetCodes = (db: Queryable, userId: string, limit: number) =>
  db
    .select()
    .from(passwordResetCodes)
    .where(eq(passwordResetCodes.userId, userId))
    // Ids are UUIDv7, so they order codes sent within the same millisecond.
    .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
    .limit(limit);

export const insertResetCode = (db: Queryable, code: typeof passwordResetCodes.$inferInsert) =>
  db.insert(passwordResetCodes).values(code);

export const countWrongTry = async (db: Queryable, id: string) => {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(eq(passwordResetCodes.id, id))
    .returning({ attempts: passwordResetCodes.attempts });
  return row?.attempts ?? Number.POSITIVE_INFINITY;
};

export const markCodeValidated = (db: Queryable, id: string, at: Date) =>
  db.update(passwordResetCodes).set({ validatedAt: at }).where(eq(passwordResetCodes.id, id));

/** Uses up a validated code; answers false when another request used it first. */
export const consumeResetCode = async (db: Queryable, id: string, at: Date) => {
  const consumed = await db
    .update(passwordResetCodes)
    .set({ consumedAt: at })
    .where(and(eq(passwordResetCodes.id, id), isNull(passwordResetCodes.consumedAt)))
    .returning({ id: passwordResetCodes.id });
  return consumed.length === 1;
};

/** Everything a member made references the account with ON DELETE CASCADE and goes with it. */
export const deleteUser = async (db: Queryable, userId: string) =>
  (await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id })).length > 0;

export const finishProfile = (
  db: Queryable,
  userId: string,
  form: {
    ccu_college: string;
    birth_year: number;
    birth_month: number;
    birth_day: number;
    gender: string;
  },
) =>
  db
    .update(users)
    .set({
      college: form.ccu_college,
      birthYear: form.birth_year,
      birthMonth: form.birth_month,
      birthDay: form.birth_day,
      gender: form.gender,
      details: sql`${users.details} || ${JSON.stringify({ college: form.ccu_college })}::jsonb`,
      profileFinished: true,
    })
    .where(eq(users.id, userId));

export const setAffiliationShown = (db: Queryable, userId: string, shown: boolean) =>
  db.update(users).set({ affiliationShown: shown }).where(eq(users.id, userId));

export const setLanguage = async (db: Queryable, userId: string, language: string) =>
  (await db.update(users).set({ language }).where(eq(users.id, userId)).returning({ id: users.id }))
    .length > 0;
