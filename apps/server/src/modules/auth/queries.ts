/** SQL of the accounts feature. */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { passwordResetCodes, users, verificationTokens } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

export const findMemberSession = async (db: Queryable, id: string) => {
  const [row] = await db
    .select({ id: users.id, tokenVersion: users.tokenVersion, verified: users.verified })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

export const findUserByEmail = async (db: Queryable, email: string) => {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
};

export const findUserById = async (db: Queryable, id: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
};

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

/** A new password ends every session signed with the old token version. */
export const setPassword = (db: Queryable, userId: string, passwordHash: string) =>
  db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));

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
