import { and, eq, lt } from 'drizzle-orm';
import { UNVERIFIED_ACCOUNT_TTL_HOURS } from '@quad/contract';
import type { AppContext } from '../context';
import { rateLimitCounters, users } from '../db/schema';
import { hours } from '../infra/clock';
import { announceMemberChange } from '../modules/auth/sessions';

/**
 * Deletes accounts still unverified 24 hours after sign-up. Everything a member made references
 * the account with ON DELETE CASCADE, so it goes with it; their media folder goes after it.
 * Answers how many were deleted.
 */
export const deleteUnverifiedAccounts = async (
  context: Pick<AppContext, 'db' | 'clock' | 'media' | 'sessions'>,
) => {
  const cutoff = new Date(context.clock.now().getTime() - hours(UNVERIFIED_ACCOUNT_TTL_HOURS));
  const { deleted, announced } = await context.db.transaction(async (tx) => {
    const rows = await tx
      .delete(users)
      .where(and(eq(users.verified, false), lt(users.createdAt, cutoff)))
      .returning({ id: users.id });
    // Their sessions went with them; every server process is told to forget them.
    const changes = [];
    for (const { id } of rows) changes.push(await announceMemberChange(context, tx, id));
    return { deleted: rows, announced: changes };
  });
  for (const change of announced) change.afterCommit();
  for (const { id } of deleted) await context.media.removeMemberFolder(id);
  return deleted.length;
};

/** Rate-limit counters whose window has passed are no longer needed. */
export const deleteExpiredCounters = async ({ db, clock }: Pick<AppContext, 'db' | 'clock'>) => {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, clock.now()));
};
