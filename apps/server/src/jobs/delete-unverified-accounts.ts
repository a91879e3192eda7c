import { and, eq, lt } from 'drizzle-orm';
import { UNVERIFIED_ACCOUNT_TTL_HOURS } from '@quad/contract';
import type { AppContext } from '../context';
import { rateLimitCounters, users } from '../db/schema';
import { hours } from '../infra/clock';

/**
 * Deletes accounts still unverified 24 hours after sign-up. Everything a member made references
 * the account with ON DELETE CASCADE, so it goes with it; their media folder goes after it.
 * Answers how many were deleted.
 */
export const deleteUnverifiedAccounts = async ({
  db,
  clock,
  media,
}: Pick<AppContext, 'db' | 'clock' | 'media'>) => {
  const cutoff = new Date(clock.now().getTime() - hours(UNVERIFIED_ACCOUNT_TTL_HOURS));
  const deleted = await db
    .delete(users)
    .where(and(eq(users.verified, false), lt(users.createdAt, cutoff)))
    .returning({ id: users.id });
  for (const { id } of deleted) await media.removeMemberFolder(id);
  return deleted.length;
};

/** Rate-limit counters whose window has passed are no longer needed. */
export const deleteExpiredCounters = async ({ db, clock }: Pick<AppContext, 'db' | 'clock'>) => {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, clock.now()));
};
