/**
 * This process's open live streams, by member, and the delivery of what is announced on the
 * live channel (announce.ts) to them. Every process hears every announcement and keeps what
 * concerns its own connected members: a new post is one announcement naming its author, and each
 * process asks the database which of its connected members are that author's friends or
 * followers (or, for a group post, members of the group).
 */
import type { LiveEvent } from '@quad/contract';
import type { AppContext } from '../../context';
import type { DatabaseChannels } from '../../db/channels';
import { SESSION_CHANGES } from '../auth/sessions';
import { audienceAmong } from '../friends/service';
import { groupAudienceAmong } from '../group-posts/service';
import { unreadCount } from '../notifications/service';
import { LIVE_CHANNEL, type Announcement } from './announce';

/** One open stream, as the hub sees it. */
export interface LiveConnection {
  send(event: LiveEvent): void;
  /** Ends the stream (the client reconnects). */
  end(): void;
}

export interface LiveHub {
  /** Adds a stream of the member's session; answers the function that removes it. */
  connect(memberId: string, sessionId: string, connection: LiveConnection): () => void;
  /** Sends an event to the member's streams on this process. */
  deliver(memberId: string, event: LiveEvent): void;
  /** Reads the member's unread count and sends it to their streams on this process. */
  sendCounts(memberId: string): Promise<void>;
  /** How many streams are open on this process. */
  readonly size: number;
  /** Ends every stream: the server is stopping. */
  endAll(): void;
}

const isAnnouncement = (value: unknown): value is Announcement =>
  typeof value === 'object' &&
  value !== null &&
  (('to' in value && Array.isArray(value.to)) || ('author' in value && 'post' in value));

export const openLiveHub = async (
  context: AppContext,
  channels: DatabaseChannels,
): Promise<LiveHub> => {
  const connections = new Map<string, Set<LiveConnection>>();
  const sessionOf = new WeakMap<LiveConnection, string>();
  let size = 0;

  const deliver = (memberId: string, event: LiveEvent) => {
    for (const connection of connections.get(memberId) ?? []) connection.send(event);
  };

  const sendCounts = async (memberId: string) => {
    if (!connections.has(memberId)) return;
    deliver(memberId, { type: 'counts', data: { unread: await unreadCount(context, memberId) } });
  };

  const connectedOf = (memberIds: string[]) => memberIds.filter((id) => connections.has(id));

  const receive = async (announcement: Announcement) => {
    if ('author' in announcement) {
      const candidates = [...connections.keys()].filter((id) => id !== announcement.author);
      if (candidates.length === 0) return;
      const audience = announcement.group
        ? await groupAudienceAmong(context, announcement.group, announcement.author, candidates)
        : await audienceAmong(context, announcement.author, candidates);
      const event: LiveEvent = {
        type: 'new_posts',
        data: { postId: announcement.post, authorId: announcement.author },
      };
      for (const memberId of audience) deliver(memberId, event);
      return;
    }
    const members = connectedOf(announcement.to);
    if ('event' in announcement) {
      for (const memberId of members) deliver(memberId, announcement.event);
      if (announcement.event.type !== 'notification') return;
    }
    await Promise.all(members.map(sendCounts));
  };

  /**
   * Announcements made while the channel was down are lost: the streams are ended, and the
   * clients reconnect and refetch what they show.
   */
  const endAll = () => {
    for (const set of connections.values()) for (const connection of set) connection.end();
  };

  /**
   * A member's sessions changed (a logout, a new password, the account deleted): the streams of
   * sessions that ended are ended too. Their tab cannot get a new ticket, and signs out.
   */
  const endStreamsOfEndedSessions = async (memberId: string) => {
    const open = connections.get(memberId);
    if (!open) return;
    context.sessions.forget(memberId);
    const now = context.clock.now();
    for (const connection of [...open]) {
      const sessionId = sessionOf.get(connection);
      if (sessionId && !(await context.sessions.find(sessionId, now))) connection.end();
    }
  };

  await channels.subscribe(SESSION_CHANGES, {
    onMessage: (memberId) => {
      endStreamsOfEndedSessions(memberId).catch((error: unknown) =>
        context.log.warn({ err: error }, 'the live streams of ended sessions were not checked'),
      );
    },
    onInterrupted: () => {},
    onResumed: () => {},
  });

  await channels.subscribe(LIVE_CHANNEL, {
    onMessage(payload) {
      let announcement: unknown;
      try {
        announcement = JSON.parse(payload);
      } catch {
        context.log.warn({ payload }, 'a live announcement is not JSON');
        return;
      }
      if (!isAnnouncement(announcement)) return;
      receive(announcement).catch((error: unknown) =>
        context.log.warn({ err: error }, 'a live announcement could not be delivered'),
      );
    },
    onInterrupted: () => {},
    onResumed: endAll,
  });

  return {
    connect(memberId, sessionId, connection) {
      sessionOf.set(connection, sessionId);
      let set = connections.get(memberId);
      if (!set) {
        set = new Set();
        connections.set(memberId, set);
      }
      set.add(connection);
      size += 1;
      return () => {
        if (!set.delete(connection)) return;
        size -= 1;
        if (set.size === 0 && connections.get(memberId) === set) connections.delete(memberId);
      };
    },
    deliver,
    sendCounts,
    get size() {
      return size;
    },
    endAll,
  };
};
