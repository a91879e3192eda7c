/**
 * Messages between server processes through PostgreSQL's LISTEN/NOTIFY. A message is sent with
 * `pg_notify` inside the statement or transaction that made the change, so it is delivered to
 * every process (this one included) when, and only if, the change commits.
 *
 * PostgreSQL forgets what it could not deliver: while the listening connection is down, messages
 * are lost. Subscribers are told when that starts (`onInterrupted`) and when messages flow again
 * (`onResumed`), so a cache can stop trusting itself in between.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

export interface ChannelSubscriber {
  onMessage(payload: string): void;
  /** Messages may be missed from now on. */
  onInterrupted(): void;
  /** Listening again; whatever was sent in between is lost. */
  onResumed(): void;
}

export interface DatabaseChannels {
  /** Whether messages are being received now. */
  readonly listening: boolean;
  subscribe(channel: string, subscriber: ChannelSubscriber): Promise<void>;
  close(): Promise<void>;
}

/** Channel names are SQL identifiers in LISTEN: ours are plain lower-case words. */
const CHANNEL_NAME = /^[a-z_]{1,63}$/;

const checkName = (channel: string) => {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
};

/** The embedded database is this process's own: its notifications never stop. */
export const pgliteChannels = (client: PGlite): DatabaseChannels => {
  const unlisteners: (() => Promise<void>)[] = [];
  return {
    listening: true,
    async subscribe(channel, subscriber) {
      checkName(channel);
      unlisteners.push(await client.listen(channel, (payload) => subscriber.onMessage(payload)));
    },
    async close() {
      // The database may have been closed first; its listeners went with it.
      await Promise.all(unlisteners.splice(0).map((unlisten) => unlisten().catch(() => {})));
    },
  };
};

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 5_000;

export interface PostgresChannelsOptions {
  databaseUrl: string;
  /** Told when the listening connection fails, before it is opened again. */
  onConnectionError?: (error: Error) => void;
}

/**
 * One connection of its own that LISTENs on every subscribed channel, opened again (with a
 * growing pause) whenever PostgreSQL ends it.
 */
export const postgresChannels = async ({
  databaseUrl,
  onConnectionError = () => {},
}: PostgresChannelsOptions): Promise<DatabaseChannels> => {
  const subscribers = new Map<string, ChannelSubscriber[]>();
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const everySubscriber = () => [...subscribers.values()].flat();

  const interrupted = () => {
    if (!listening) return;
    listening = false;
    for (const subscriber of everySubscriber()) subscriber.onInterrupted();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    const candidate = new pg.Client({ connectionString: databaseUrl });
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      onConnectionError(error);
      interrupted();
      candidate.removeAllListeners('notification');
      void candidate.end().catch(() => {});
      if (client === candidate) client = undefined;
      scheduleReconnect();
    };
    candidate.on('error', fail);
    candidate.on('end', () => fail(new Error('the listening connection ended')));
    candidate.on('notification', (message) => {
      for (const subscriber of subscribers.get(message.channel) ?? []) {
        subscriber.onMessage(message.payload ?? '');
      }
    });
    try {
      await candidate.connect();
      for (const channel of subscribers.keys()) await candidate.query(`LISTEN ${channel}`);
    } catch (error) {
      fail(error as Error);
      return;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    client = candidate;
    retryMs = FIRST_RETRY_MS;
    listening = true;
    for (const subscriber of everySubscriber()) subscriber.onResumed();
  };

  await connect();

  return {
    get listening() {
      return listening;
    },
    async subscribe(channel, subscriber) {
      checkName(channel);
      const known = subscribers.get(channel);
      if (known) {
        known.push(subscriber);
        return;
      }
      subscribers.set(channel, [subscriber]);
      // A connection opened later LISTENs on every known channel by itself.
      await client?.query(`LISTEN ${channel}`);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      listening = false;
      const open = client;
      client = undefined;
      open?.removeAllListeners('end');
      await open?.end().catch(() => {});
    },
  };
};

/** Channels on the database `db` is connected to, embedded or PostgreSQL. */
export const openChannels = async (
  db: Database,
  onConnectionError?: (error: Error) => void,
): Promise<DatabaseChannels> => {
  const client = db.$client;
  if (client instanceof PGlite) return pgliteChannels(client);
  const { connectionString } = client.options;
  if (!connectionString) throw new Error('The database pool has no connection string');
  return postgresChannels({ databaseUrl: connectionString, onConnectionError });
};
