/**
 * Tickets that open a live stream: random, single use, valid 30 seconds, stored hashed in the
 * database so any server process can redeem them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LIVE_TICKET_TTL_SECONDS, type LiveTicket } from '@quad/contract';
import type { AppContext } from '../../context';
import { addMs } from '../../infra/clock';
import { unauthorized } from '../../infra/errors';
import type { Member } from '../auth/authenticate';
import * as queries from './queries';

export const TICKET_NOT_VALID =
  'This live ticket is not valid: it is unknown or was used already. Ask for a new one.';
export const TICKET_EXPIRED = 'This live ticket has expired. Ask for a new one.';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');

export const issueTicket = async (context: AppContext, member: Member): Promise<LiveTicket> => {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = addMs(context.clock.now(), LIVE_TICKET_TTL_SECONDS * 1000);
  await queries.insertTicket(context.db, {
    ticketHash: hashOf(ticket),
    userId: member.id,
    sessionId: member.sessionId,
    expiresAt,
  });
  return { ticket, expiresAt: expiresAt.toISOString() };
};

/** The member and session a ticket opens a stream for; the ticket is used up, whatever the answer. */
export const redeemTicket = async (context: AppContext, ticket: string) => {
  const taken = await queries.takeTicket(context.db, hashOf(ticket));
  if (!taken) throw unauthorized(TICKET_NOT_VALID);
  const now = context.clock.now();
  if (taken.expiresAt <= now) throw unauthorized(TICKET_EXPIRED);
  const session = await context.sessions.find(taken.sessionId, now);
  if (session?.userId !== taken.userId) throw unauthorized(SESSION_ENDED);
  return { memberId: taken.userId, sessionId: taken.sessionId };
};

export const pruneExpiredTickets = (context: Pick<AppContext, 'db' | 'clock'>) =>
  queries.deleteExpiredTickets(context.db, context.clock.now());
