/**
 * Servers that start together on one PostgreSQL database migrate it one at a time: each takes
 * an advisory lock first, so the second waits for the first and then finds nothing to do.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { spawnServer, type ServerProcess } from '../../test/server-process';
import { databaseUrlFor, quoteIdentifier, withAdminClient } from '../../test/test-database';
import { migrationsFolder } from '../infra/package-root';
import { openDatabase } from './client';
import { MIGRATION_LOCK_KEY } from './postgres-migrations';

const JWT_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

const info = inject('testDatabase');
const adminUrl = info.kind === 'postgres' ? info.adminUrl : '';
const prefix = info.kind === 'postgres' ? info.prefix : '';

const migrationCount = async () => {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
};

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty database (no schema, no extensions), dropped after the test. */
const emptyDatabase = async () => {
  // The run's prefix: the global teardown drops it even if this test does not get to.
  const name = `${prefix}_migrations_${randomBytes(3).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`CREATE DATABASE ${quoteIdentifier(name)}`),
  );
  cleanups.push(() =>
    withAdminClient(adminUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
    ),
  );
  return databaseUrlFor(adminUrl, name);
};

const withClient = async <T>(url: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** The rows of drizzle's journal of applied migrations: one per migration file, once. */
const appliedMigrations = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ hash: string }>(
      'SELECT hash FROM drizzle.__drizzle_migrations ORDER BY id',
    );
    return rows.map((row) => row.hash);
  });

const migrate = async (url: string) => {
  const handle = await openDatabase({ databaseUrl: url });
  await handle.close();
};

describe('migrations on PostgreSQL', () => {
  it('run once when four openings of an empty database migrate at the same moment', async () => {
    const url = await emptyDatabase();

    const results = await Promise.allSettled([
      migrate(url),
      migrate(url),
      migrate(url),
      migrate(url),
    ]);

    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const applied = await appliedMigrations(url);
    expect(applied).toHaveLength(await migrationCount());
    expect(new Set(applied).size).toBe(applied.length);
  });

  // Three servers starting at once on two cores, beside the rest of CI, take longer than 20 s.
  it('run once when three servers start together on an empty database', async () => {
    const url = await emptyDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-migrations-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));

    const servers: ServerProcess[] = [];
    for (let index = 0; index < 3; index += 1) {
      const server = await spawnServer({
        DATABASE_URL: url,
        DATA_DIR: path.join(dataDir, String(index)),
        JWT_SECRET,
      });
      servers.push(server);
      cleanups.push(() => server.kill());
    }
    const started = await Promise.allSettled(servers.map((server) => server.ready()));

    expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
    const applied = await appliedMigrations(url);
    expect(applied).toHaveLength(await migrationCount());
    expect(new Set(applied).size).toBe(applied.length);
  }, 90_000);

  it('wait while another session holds the lock, then migrate', async () => {
    const url = await emptyDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    cleanups.push(() => holder.end());
    await holder.query('SELECT pg_advisory_lock($1::bigint)', [String(MIGRATION_LOCK_KEY)]);

    let waited = false;
    let finished = false;
    const migrating = openDatabase({ databaseUrl: url, onMigrationWait: () => (waited = true) })
      .then((handle) => handle.close())
      .finally(() => (finished = true));
    // The migration's session queues behind the holder's lock.
    await vi.waitFor(async () => {
      const { rows } = await holder.query<{ waiting: number }>(
        `SELECT count(*)::int AS waiting FROM pg_locks
         WHERE locktype = 'advisory' AND NOT granted AND database = (
           SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      expect(rows[0]?.waiting).toBe(1);
    }, 10_000);
    expect(waited).toBe(true);
    expect(finished).toBe(false);
    const { rows } = await holder.query<{ journal: string | null }>(
      `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS journal`,
    );
    expect(rows[0]?.journal).toBeNull();

    await holder.query('SELECT pg_advisory_unlock($1::bigint)', [String(MIGRATION_LOCK_KEY)]);
    await migrating;
    expect(await appliedMigrations(url)).toHaveLength(await migrationCount());
  });
});
