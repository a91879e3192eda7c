/**
 * The PostgreSQL connection pool, made to outlive its database: PostgreSQL may end any
 * connection at any time (a restart, a failover, pg_terminate_backend), idle or in use, and the
 * server must neither crash nor run out of connections; it serves again once the database does.
 */
import pg from 'pg';

export interface DatabaseTimeouts {
  /** Waiting for a connection: a new one, or a free one of the pool. */
  connectMs: number;
  /** One statement: PostgreSQL cancels it, and the client gives up a little later. */
  statementMs: number;
}

/** When PostgreSQL does not answer at all, the client gives up this much after the server would have. */
const CLIENT_GRACE_MS = 200;

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A connection in use releases itself when it fails, and its holder's own release afterwards is
 * a no-op. Drizzle releases a transaction's connection only once its BEGIN succeeded: a
 * connection that died before that would stay checked out forever, and the pool's last ten
 * would starve every request that follows.
 */
const releasedWhenFailed = (client: pg.PoolClient) => {
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', releaseOnce);
    release(error);
  };
  client.once('error', releaseOnce);
  client.release = releaseOnce;
  return client;
};

class Pool extends pg.Pool {
  // Drizzle's transactions check out a connection with the promise form; pool.query (every
  // other statement) with the callback form, and handles a failure itself.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback) {
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenFailed);
  }
}

/** Connections each server process holds at most, unless DATABASE_POOL_SIZE says otherwise. */
export const POOL_SIZE = 10;

export const createPool = (
  databaseUrl: string,
  { size, timeouts }: { size: number; timeouts: DatabaseTimeouts | undefined },
  onConnectionError: (error: Error) => void,
) => {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: size,
    ...(timeouts && {
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    }),
  });
  // A failing connection emits 'error', and an 'error' without a listener ends the process.
  // The pool listens only while a connection is idle; this listens while it is in use too
  // (the statement in flight fails by itself, and the pool drops the connection).
  pool.on('connect', (client) => client.on('error', onConnectionError));
  // Idle connections: already told by the listener above.
  pool.on('error', () => {});
  return pool;
};
