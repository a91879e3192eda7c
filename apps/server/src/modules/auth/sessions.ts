/**
 * Sign-in sessions: each sign-in is a row, its id is in the bearer token, and the token is good
 * while the row exists. Ending sessions deletes rows and announces it to every server process.
 */
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { addMs, days } from '../../infra/clock';
import { newId } from '../../infra/ids';
import * as queries from './queries';
import { signSessionToken } from './tokens';

export const SESSION_DAYS = 30;

/** The channel on which a change to a member's sessions is announced, naming the member. */
export { SESSION_CHANGES } from './queries';

type SessionContext = Pick<AppContext, 'db' | 'clock' | 'secret'>;

/** Opens a session for the member and answers its bearer token. */
export const startSession = async (context: SessionContext, userId: string) => {
  const sessionId = newId();
  const issuedAt = context.clock.now();
  const expiresAt = addMs(issuedAt, days(SESSION_DAYS));
  await queries.insertSession(context.db, {
    id: sessionId,
    userId,
    createdAt: issuedAt,
    expiresAt,
  });
  return signSessionToken(context.secret, { userId, sessionId }, { issuedAt, expiresAt });
};

/**
 * Ends sessions of a member inside `tx` (all, or all but `keep`). Call `afterCommit` once `tx`
 * committed, so this process forgets them at once; the others hear of it from the database.
 */
export const endSessions = async (
  context: Pick<AppContext, 'sessions'>,
  tx: Queryable,
  userId: string,
  keep?: string,
) => {
  await queries.deleteSessionsOf(tx, userId, keep);
  await context.sessions.announce(tx, userId);
  return { afterCommit: () => context.sessions.forget(userId) };
};

/** Sign-out: this session only. */
export const endSession = async (context: AppContext, userId: string, sessionId: string) => {
  await context.db.transaction(async (tx) => {
    await queries.deleteSession(tx, sessionId, userId);
    await context.sessions.announce(tx, userId);
  });
  context.sessions.forget(userId);
};

/** Something the session check remembers about a member changed (e.g. verification). */
export const announceMemberChange = async (
  context: Pick<AppContext, 'sessions'>,
  tx: Queryable,
  userId: string,
) => {
  await context.sessions.announce(tx, userId);
  return { afterCommit: () => context.sessions.forget(userId) };
};

export const pruneExpiredSessions = (context: Pick<AppContext, 'db' | 'clock'>) =>
  queries.deleteExpiredSessions(context.db, context.clock.now());
