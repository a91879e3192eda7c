/**
 * When a member last used Quad: a signed-in request notes it (the digest goes to those not seen
 * since their last one). Written at most every few minutes per member and process, so that a
 * signed-in request seldom costs a statement.
 */
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';
import { minutes } from '../../infra/clock';

/** How stale `last_seen_at` may be: far finer than the digest's day. */
export const LAST_SEEN_EVERY_MS = minutes(5);

const written = new WeakMap<object, LRUCache<string, number>>();

export const noteSeen = async (
  context: Pick<AppContext, 'db' | 'clock' | 'log' | 'sessions'>,
  memberId: string,
) => {
  let cache = written.get(context.sessions);
  if (!cache) written.set(context.sessions, (cache = new LRUCache({ max: 100_000 })));
  const now = context.clock.now();
  const last = cache.get(memberId);
  if (last !== undefined && now.getTime() - last < LAST_SEEN_EVERY_MS) return;
  cache.set(memberId, now.getTime());
  try {
    await context.db.execute(sql`
      update users set last_seen_at = ${now.toISOString()}::timestamptz
      where id = ${memberId}::uuid
        and (last_seen_at is null or last_seen_at < ${now.toISOString()}::timestamptz)`);
  } catch (error) {
    // Only the digest reads it: the request goes on.
    context.log.warn({ err: error }, 'could not note when a member was last seen');
  }
};
