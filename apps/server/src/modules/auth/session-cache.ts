/**
 * The sessions this process checked lately, so that a signed-in request costs no SQL statement.
 * A change to a member's sessions (sign-out, a new password, verification, deletion) is announced
 * on a database channel to every server process, which then forgets that member's sessions.
 *
 * Two rules keep a stale entry out: while the channel is down (announcements may be missed) the
 * cache is not used at all and is emptied when it comes back; and a session read from the
 * database is kept only if no announcement arrived while it was being read.
 */
import { LRUCache } from 'lru-cache';
import type { DatabaseChannels } from '../../db/channels';
import type { Queryable } from '../../db/client';
import {
  announceSessionChange,
  findActiveSession,
  SESSION_CHANGES,
  type ActiveSession,
} from './queries';

const MAX_SESSIONS = 100_000;
/** An upper bound on staleness should an announcement ever be lost unnoticed. */
const TTL_MS = 10 * 60_000;

export interface SessionCache {
  /** The live session with this id, or undefined for an ended or unknown one. */
  find(sessionId: string, now: Date): Promise<ActiveSession | undefined>;
  /**
   * Tells every process, this one at once, that `userId`'s sessions changed; call it with the
   * transaction making the change (the others hear of it when it commits), then `forget` after.
   */
  announce(db: Queryable, userId: string): Promise<void>;
  /** Forgets a member's sessions in this process. */
  forget(userId: string): void;
  /** Forgets everything (tests empty the database under the app). */
  forgetAll(): void;
}

type LoadSession = (sessionId: string, now: Date) => Promise<ActiveSession | undefined>;

export const createSessionCache = async (
  channels: DatabaseChannels,
  load: LoadSession,
): Promise<SessionCache> => {
  const sessionIdsOf = new Map<string, Set<string>>();
  const entries = new LRUCache<string, ActiveSession>({
    max: MAX_SESSIONS,
    ttl: TTL_MS,
    dispose: (session, sessionId) => {
      const ids = sessionIdsOf.get(session.userId);
      ids?.delete(sessionId);
      if (ids?.size === 0) sessionIdsOf.delete(session.userId);
    },
  });
  /** Counts announcements, so a read that overlapped one is not kept. */
  let generation = 0;

  const forget = (userId: string) => {
    generation += 1;
    for (const sessionId of sessionIdsOf.get(userId) ?? []) entries.delete(sessionId);
  };
  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };

  await channels.subscribe(SESSION_CHANGES, {
    onMessage: forget,
    onInterrupted: forgetAll,
    onResumed: forgetAll,
  });

  return {
    async find(sessionId, now) {
      if (!channels.listening) return load(sessionId, now);
      const known = entries.get(sessionId);
      if (known) return known;
      const readFrom = generation;
      const session = await load(sessionId, now);
      if (session && generation === readFrom && channels.listening) {
        entries.set(sessionId, session);
        let ids = sessionIdsOf.get(session.userId);
        if (!ids) sessionIdsOf.set(session.userId, (ids = new Set()));
        ids.add(sessionId);
      }
      return session;
    },
    announce: announceSessionChange,
    forget,
    forgetAll,
  };
};

/** The cache of the server: sessions read from `db`. */
export const openSessionCache = (channels: DatabaseChannels, db: Queryable) =>
  createSessionCache(channels, (sessionId, now) => findActiveSession(db, sessionId, now));
