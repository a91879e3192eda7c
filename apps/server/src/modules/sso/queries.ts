/** SQL of university sign-in: linked identities, SAML request and assertion IDs, sign-in codes. */
import { and, asc, count, desc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  linkedIdentities,
  samlAssertions,
  samlRequests,
  signInHandoffs,
  users,
} from '../../db/schema';

export type IdentityRow = typeof linkedIdentities.$inferSelect;

export const findIdentity = async (db: Queryable, issuer: string, subject: string) => {
  const [row] = await db
    .select()
    .from(linkedIdentities)
    .where(and(eq(linkedIdentities.issuer, issuer), eq(linkedIdentities.subject, subject)));
  return row;
};

export const insertIdentity = (db: Queryable, identity: typeof linkedIdentities.$inferInsert) =>
  db.insert(linkedIdentities).values(identity);

export const touchIdentity = (
  db: Queryable,
  id: string,
  fields: { email: string; affiliation: string | null; lastUsedAt: Date },
) => db.update(linkedIdentities).set(fields).where(eq(linkedIdentities.id, id));

export const identitiesOf = (db: Queryable, userId: string) =>
  db
    .select()
    .from(linkedIdentities)
    .where(eq(linkedIdentities.userId, userId))
    .orderBy(asc(linkedIdentities.createdAt), asc(linkedIdentities.id));

/**
 * The affiliation of the member's most recently used university account that gave one, when the
 * member shows the badge; undefined otherwise.
 */
export const shownAffiliationOf = async (db: Queryable, userId: string) => {
  const [row] = await db
    .select({ affiliation: linkedIdentities.affiliation })
    .from(linkedIdentities)
    .innerJoin(users, eq(users.id, linkedIdentities.userId))
    .where(
      and(
        eq(linkedIdentities.userId, userId),
        eq(users.affiliationShown, true),
        isNotNull(linkedIdentities.affiliation),
      ),
    )
    .orderBy(desc(linkedIdentities.lastUsedAt), desc(linkedIdentities.id))
    .limit(1);
  return row?.affiliation ?? undefined;
};

export const countIdentitiesOf = async (db: Queryable, userId: string) => {
  const [row] = await db
    .select({ total: count() })
    .from(linkedIdentities)
    .where(eq(linkedIdentities.userId, userId));
  return row?.total ?? 0;
};

export const deleteIdentity = async (db: Queryable, id: string, userId: string) => {
  const rows = await db
    .delete(linkedIdentities)
    .where(and(eq(linkedIdentities.id, id), eq(linkedIdentities.userId, userId)))
    .returning({ id: linkedIdentities.id });
  return rows.length > 0;
};

export const insertHandoff = (db: Queryable, handoff: typeof signInHandoffs.$inferInsert) =>
  db.insert(signInHandoffs).values(handoff);

/** Spends a sign-in code: answers its row once, while it has not expired. */
export const takeHandoff = async (db: Queryable, codeHash: string, now: Date) => {
  const [row] = await db
    .delete(signInHandoffs)
    .where(and(eq(signInHandoffs.codeHash, codeHash), gt(signInHandoffs.expiresAt, now)))
    .returning();
  return row;
};

export const insertSamlRequest = (db: Queryable, id: string, expiresAt: Date) =>
  db.insert(samlRequests).values({ id, expiresAt });

/** When a request that has not expired was made (its expiry less its lifetime); undefined if none. */
export const findSamlRequest = async (db: Queryable, id: string, now: Date) => {
  const [row] = await db
    .select({ expiresAt: samlRequests.expiresAt })
    .from(samlRequests)
    .where(and(eq(samlRequests.id, id), gt(samlRequests.expiresAt, now)));
  return row?.expiresAt;
};

/** Spends a request ID: true once, while it has not expired. */
export const takeSamlRequest = async (db: Queryable, id: string, now: Date) => {
  const rows = await db
    .delete(samlRequests)
    .where(and(eq(samlRequests.id, id), gt(samlRequests.expiresAt, now)))
    .returning({ id: samlRequests.id });
  return rows.length > 0;
};

/** Remembers an assertion ID; false when it was already seen (a replay). */
export const rememberAssertion = async (db: Queryable, id: string, expiresAt: Date) => {
  const rows = await db
    .insert(samlAssertions)
    .values({ id, expiresAt })
    .onConflictDoNothing()
    .returning({ id: samlAssertions.id });
  return rows.length > 0;
};

export const pruneExpired = async (db: Queryable, now: Date) => {
  await db.delete(samlRequests).where(lte(samlRequests.expiresAt, now));
  await db.delete(samlAssertions).where(lte(samlAssertions.expiresAt, now));
  await db.delete(signInHandoffs).where(lte(signInHandoffs.expiresAt, now));
};
