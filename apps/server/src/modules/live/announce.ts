/**
 * What other modules call, inside the transaction of their action, to tell members live: each
 * call is one `pg_notify` on the live channel, delivered to every server process (this one
 * included) when, and only if, the transaction commits. Each process then sends it to the
 * members connected to it (hub.ts).
 */
import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@quad/contract';
import type { Queryable } from '../../db/client';

export const LIVE_CHANNEL = 'quad_live';

/** PostgreSQL refuses a payload of 8000 bytes or more. */
export const PAYLOAD_MAX_BYTES = 7_900;

/** Events told to named members; `counts` is sent after each, read fresh by the receiving process. */
export type MemberEvent = Exclude<LiveEvent, { type: 'counts' | 'new_posts' }>;

/** What travels on the channel. */
export type Announcement =
  /** An event for these members; a `notification` is followed by their fresh counts. */
  | { to: string[]; event: MemberEvent }
  /** These members' unread counts changed (a notification withdrawn or read). */
  | { to: string[]; counts: true }
  /**
   * A member posted: each process works out which of its connected members should hear of it
   * (the author's friends and followers; for a group post, the group's members).
   */
  | { author: string; post: string; group?: string };

const notify = async (db: Queryable, announcement: Announcement) => {
  const payload = JSON.stringify(announcement);
  if (Buffer.byteLength(payload) > PAYLOAD_MAX_BYTES) {
    throw new Error(`A live announcement is too large (${Buffer.byteLength(payload)} bytes)`);
  }
  await db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`);
};

/** Member ids are 36 characters: this many fit in one payload with room for the event. */
const MEMBERS_PER_ANNOUNCEMENT = 150;

const inChunks = async (memberIds: string[], send: (ids: string[]) => Promise<void>) => {
  const unique = [...new Set(memberIds)];
  for (let start = 0; start < unique.length; start += MEMBERS_PER_ANNOUNCEMENT) {
    await send(unique.slice(start, start + MEMBERS_PER_ANNOUNCEMENT));
  }
};

/**
 * Sends an event to members' open streams once `db`'s transaction commits. The API for other
 * modules (direct messages, notifications).
 */
export const publish = (db: Queryable, memberIds: string | string[], event: MemberEvent) =>
  inChunks([memberIds].flat(), (to) => notify(db, { to, event }));

/** The members' unread counts changed: their streams get a fresh `counts`. */
export const countsChanged = (db: Queryable, memberIds: string | string[]) =>
  inChunks([memberIds].flat(), (to) => notify(db, { to, counts: true }));

/**
 * A new post: the author's friends and followers get `new_posts`; for a post in a group, the
 * group's members instead (whatever the group's privacy, nobody else).
 */
export const posted = (db: Queryable, authorId: string, postId: string, groupId?: string) =>
  notify(db, { author: authorId, post: postId, ...(groupId ? { group: groupId } : {}) });
