/** SQL of live tickets. */
import { eq, lte } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { liveTickets } from '../../db/schema';

export const insertTicket = (db: Queryable, ticket: typeof liveTickets.$inferInsert) =>
  db.insert(liveTickets).values(ticket);

/** Takes the ticket: whoever deletes it first redeems it, on whichever process. */
export const takeTicket = async (db: Queryable, ticketHash: string) => {
  const [row] = await db
    .delete(liveTickets)
    .where(eq(liveTickets.ticketHash, ticketHash))
    .returning({
      userId: liveTickets.userId,
      sessionId: liveTickets.sessionId,
      expiresAt: liveTickets.expiresAt,
    });
  return row;
};

export const deleteExpiredTickets = (db: Queryable, now: Date) =>
  db.delete(liveTickets).where(lte(liveTickets.expiresAt, now));
