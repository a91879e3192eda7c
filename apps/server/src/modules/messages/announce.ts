/**
 * What the messages service tells, inside the transaction of the action: live updates carry it
 * to both members' open tabs (their conversation list, the open conversation, the Messages
 * count), and only if the action commits.
 */
import type { Queryable } from '../../db/client';
import * as live from '../live/announce';
import { owe } from '../push/queue';

export interface MessageEvent {
  conversationId: string;
  messageId: string;
  senderId: string;
  recipientId: string;
  at: Date;
}

export interface ReadEvent {
  conversationId: string;
  /** Who read. */
  readerId: string;
  /** The other member, whose messages were seen. */
  otherId: string;
  at: Date;
}

const tellBoth = (db: Queryable, event: MessageEvent) =>
  live.publish(db, [event.senderId, event.recipientId], {
    type: 'message',
    data: { conversationId: event.conversationId, messageId: event.messageId },
  });

/** Both members' tabs hear of it; the recipient's devices are pushed it. */
export const messageSent = async (db: Queryable, event: MessageEvent) => {
  await tellBoth(db, event);
  await owe(
    db,
    [{ userId: event.recipientId, kind: 'message', messageId: event.messageId }],
    event.at,
  );
};

export const messageUnsent = tellBoth;

/** The reader's other tabs drop the unread mark; the other member's show "Seen". */
export const conversationSeen = (db: Queryable, event: ReadEvent) =>
  live.publish(db, [event.readerId, event.otherId], {
    type: 'message',
    data: { conversationId: event.conversationId },
  });
