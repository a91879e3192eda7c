/**
 * The pushes owed, written inside the transaction of the notification or message they carry: a
 * rolled-back action owes nothing, a committed one is owed even if the process dies right after.
 * Only the subscriptions that want the kind get a row: the member's push choice for the kind is
 * on, the device's alerts let it through, and no pause holds at the moment it happened. A
 * notification made during a pause is never pushed; the worker checks again when it sends
 * (worker.ts), so a pause begun meanwhile holds back what was still waiting.
 *
 * `pg_notify` on PUSH_CHANNEL wakes the workers of every process once the transaction commits.
 */
import type { DeliveryKind } from '@quad/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { pushDeliveries } from '../../db/schema';
import { newId } from '../../infra/ids';
import { reachOf } from '../delivery/service';
import { subscriptionsOf } from './subscription-queries';
import { alertOn } from './subscriptions';

export const PUSH_CHANNEL = 'quad_push';

/** Rows per insert: a large group's pushes go in a few statements. */
const ROWS_PER_INSERT = 1_000;

export interface Owed {
  /** The member told. */
  userId: string;
  kind: DeliveryKind;
  notificationId?: string;
  messageId?: string;
}

/** Node 20 has no Map.groupBy. */
export const groupBy = <T, K>(items: T[], keyOf: (item: T) => K) => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
};

/** Writes the pushes owed for what was just made at `at`; answers how many. */
export const owe = async (db: Queryable, items: Owed[], at: Date) => {
  if (items.length === 0) return 0;
  const subscriptions = await subscriptionsOf(
    db,
    items.map((item) => item.userId),
  );
  if (subscriptions.length === 0) return 0;
  const byMember = groupBy(subscriptions, (row) => row.userId);
  const rows: (typeof pushDeliveries.$inferInsert)[] = [];
  for (const [kind, ofKind] of groupBy(
    items.filter((item) => byMember.has(item.userId)),
    (item) => item.kind,
  )) {
    const reach = await reachOf(
      db,
      ofKind.map((item) => item.userId),
      kind,
      at,
    );
    for (const item of ofKind) {
      const how = reach.get(item.userId);
      if (!how?.push || how.paused) continue;
      for (const subscription of byMember.get(item.userId) ?? []) {
        if (!alertOn(subscription.alerts, kind)) continue;
        rows.push({
          id: newId(),
          subscriptionId: subscription.id,
          notificationId: item.notificationId ?? null,
          messageId: item.messageId ?? null,
          kind,
          nextAttemptAt: at,
          createdAt: at,
        });
      }
    }
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db.insert(pushDeliveries).values(rows.slice(start, start + ROWS_PER_INSERT));
  }
  if (rows.length > 0) await db.execute(sql`SELECT pg_notify(${PUSH_CHANNEL}, '')`);
  return rows.length;
};

/** Notifications just inserted (their rows as made). */
export const notificationsMade = (
  db: Queryable,
  made: { id: string; userId: string; kind: string }[],
  at: Date,
) =>
  owe(
    db,
    made.map((row) => ({
      userId: row.userId,
      kind: row.kind as DeliveryKind,
      notificationId: row.id,
    })),
    at,
  );
