/**
 * Migrates a PostgreSQL database one server at a time. Every server migrates at start, and
 * several may start together (a rolling restart, a fresh deployment): each takes a session
 * advisory lock first, so the others wait for it and then find nothing left to do.
 */
import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../infra/package-root';

/**
 * The key of the migrations' advisory lock: the first 8 bytes of a hash of a fixed name, so it
 * stays the same across versions and is unlikely to meet another application's key on the
 * same database (advisory locks are per database).
 */
export const MIGRATION_LOCK_KEY = createHash('sha256')
  .update('quad:migrations')
  .digest()
  .readBigInt64BE(0);

export interface MigrationOptions {
  /** Told when another session holds the lock, before waiting for it. */
  onWait?: () => void;
  onConnectionError?: (error: Error) => void;
}

/**
 * On one connection of its own, without the timeouts of requests: migrations and the wait for
 * another server's may take long. The lock and drizzle's statements share that session; the
 * lock goes with it if the connection dies.
 */
export const migratePostgres = async (databaseUrl: string, options: MigrationOptions = {}) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', options.onConnectionError ?? (() => {}));
  await client.connect();
  const key = String(MIGRATION_LOCK_KEY);
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1::bigint) AS locked',
      [key],
    );
    if (!rows[0]?.locked) {
      options.onWait?.();
      await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    }
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      // Ending the session releases the lock too: an unlock that fails (the connection died)
      // must not hide why the migration failed.
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch(() => {});
    }
  } finally {
    await client.end();
  }
};
