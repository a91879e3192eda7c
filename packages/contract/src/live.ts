/**
 * Live updates (issue 10 §2): one Server-Sent Events stream per signed-in tab. The stream is
 * opened with a short-lived single-use ticket, so that the bearer token never goes into a URL.
 */
import { z } from 'zod';
import type { LiveEventType } from './live-events';
import { ALL_NOTIFICATION_KINDS } from './notifications';

/** How long a ticket may wait before it opens a stream. */
export const LIVE_TICKET_TTL_SECONDS = 30;
/** The pause a browser takes before reconnecting (the stream's `retry:` field). */
export const LIVE_RETRY_MS = 3_000;
/** A comment line is sent this often, so proxies and clients see the stream is alive. */
export const LIVE_HEARTBEAT_MS = 25_000;

export const LIVE_CONTENT_TYPE = 'text/event-stream; charset=utf-8';

export const liveTicketSchema = z.object({
  ticket: z.string().meta({ description: 'Opens one stream: GET /live?ticket=…' }),
  expiresAt: z.string().meta({ description: 'When the ticket stops opening a stream.' }),
});
export type LiveTicket = z.infer<typeof liveTicketSchema>;

export const liveStreamQuerySchema = z.object({
  ticket: z.string().max(200).meta({ description: 'A ticket from POST /live/ticket.' }),
});

export const liveStreamSchema = z
  .string()
  .describe(
    'Server-Sent Events. Each event is named by its type and carries JSON: `counts` (`{ unread }`, sent first on every connection, and after each change), `notification` (`{ kind }`), `message` (`{ conversationId?, messageId? }`, direct messages) and `new_posts` (`{ postId, authorId }`: someone the member is friends with or follows posted). Nothing missed while disconnected is replayed: a client refetches what it shows when it reconnects.',
  );

/** What each event of the stream carries, by its name. */
export const liveEventSchemas = {
  counts: z.object({ unread: z.number().int().min(0) }),
  notification: z.object({ kind: z.enum(ALL_NOTIFICATION_KINDS) }),
  message: z.object({
    conversationId: z.string().optional(),
    messageId: z.string().optional(),
  }),
  new_posts: z.object({ postId: z.string(), authorId: z.string() }),
} as const satisfies Record<LiveEventType, z.ZodType>;

/** One event of the stream: its name and what it carries. */
export type LiveEvent = {
  [T in LiveEventType]: { type: T; data: z.infer<(typeof liveEventSchemas)[T]> };
}[LiveEventType];
