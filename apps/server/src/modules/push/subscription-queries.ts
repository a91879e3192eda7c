/** SQL of push subscriptions: one per sign-in session. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The session's subscription, replaced by a new one (its queued pushes go with the old row). */
export const replaceSubscription = async (
  db: Queryable,
  row: typeof pushSubscriptions.$inferInsert,
) => {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, row.sessionId));
  const [saved] = await db.insert(pushSubscriptions).values(row).returning();
  return saved!;
};

export const subscriptionOfSession = async (db: Queryable, sessionId: string) => {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.sessionId, sessionId));
  return row;
};

export const setAlerts = async (
  db: Queryable,
  sessionId: string,
  alerts: Record<string, boolean>,
) => {
  const [row] = await db
    .update(pushSubscriptions)
    .set({ alerts })
    .where(eq(pushSubscriptions.sessionId, sessionId))
    .returning();
  return row;
};

export const deleteSubscriptionOfSession = async (db: Queryable, sessionId: string) =>
  (
    await db
      .delete(pushSubscriptions)
      .where(eq(pushSubscriptions.sessionId, sessionId))
      .returning({ id: pushSubscriptions.id })
  ).length > 0;

/** The push service said the subscription is gone (404, 410). */
export const deleteSubscription = (db: Queryable, id: string) =>
  db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));

/** The subscriptions of these members. */
export const subscriptionsOf = async (db: Queryable, userIds: string[]) =>
  userIds.length === 0
    ? []
    : db
        .select({
          id: pushSubscriptions.id,
          userId: pushSubscriptions.userId,
          alerts: pushSubscriptions.alerts,
        })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]));

export const subscriptionOfMember = async (db: Queryable, id: string, userId: string) => {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
  return row;
};
