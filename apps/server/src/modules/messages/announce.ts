/**
 * What the messages service tells, inside the transaction of the action, so that live updates
 * can carry it to the members' open tabs. Nothing listens yet: the live hub plugs in here.
 */
import type { Queryable } from '../../db/client';

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

export const messageSent = (_db: Queryable, _event: MessageEvent): Promise<void> =>
  Promise.resolve();

export const messageUnsent = (_db: Queryable, _event: MessageEvent): Promise<void> =>
  Promise.resolve();

export const conversationSeen = (_db: Queryable, _event: ReadEvent): Promise<void> =>
  Promise.resolve();
