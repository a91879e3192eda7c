/** Opens the database: embedded PGlite in DATA_DIR/db by default, PostgreSQL with DATABASE_URL. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { migrationsFolder } from '../infra/package-root';
import { lockDataFolder } from './data-folder-lock';
import { createPool, POOL_SIZE, type DatabaseTimeouts } from './pool';
import { migratePostgres } from './postgres-migrations';
import * as schema from './schema';

type Schema = typeof schema;
/**
 * What both drivers' databases share (they differ in their raw result types, hence the casts
 * below); `$client` is the driver's own client, the pool or the PGlite instance.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>> & {
  $client: pg.Pool | PGlite;
};
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Query functions take either the database or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  databaseUrl?: string | undefined;
  /** PostgreSQL: the pool's connections at most (POOL_SIZE by default). */
  poolSize?: number | undefined;
  /** PGlite data folder; without it PGlite keeps everything in memory. */
  pgliteDir?: string | undefined;
  /** Refuse a second process on the same PGlite folder (on by default for a folder). */
  lock?: boolean;
  migrate?: boolean;
  /**
   * PostgreSQL: how long to wait for a connection (a new one, or a free one of the pool) and
   * for one statement before failing; no limit by default (the seed, the tests). Migrations never
   * have one: they may take long.
   */
  timeouts?: DatabaseTimeouts;
  /**
   * Told when PostgreSQL ends a connection (a restart, a failover, pg_terminate_backend), idle
   * or in use; the pool replaces it, and a request using it fails with a connection error.
   */
  onConnectionError?: (error: Error) => void;
  /** PostgreSQL: told when another process is migrating the database and this one waits. */
  onMigrationWait?: () => void;
}

/** The server's: a request whose database is gone or stuck answers 503 within 3 s. */
export const SERVER_TIMEOUTS: DatabaseTimeouts = { connectMs: 2_000, statementMs: 2_000 };

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  const migrate = options.migrate ?? true;
  if (options.databaseUrl) {
    if (migrate) {
      await migratePostgres(options.databaseUrl, {
        onWait: options.onMigrationWait,
        onConnectionError: options.onConnectionError,
      });
    }
    return openPostgres(options.databaseUrl, {
      poolSize: options.poolSize,
      timeouts: options.timeouts,
      onConnectionError: options.onConnectionError,
    });
  }
  const handle = await openPglite(options.pgliteDir, options.lock ?? true);
  if (migrate) {
    try {
      await migratePglite(handle.db as never, { migrationsFolder });
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
};

const openPostgres = (
  databaseUrl: string,
  {
    poolSize = POOL_SIZE,
    timeouts,
    onConnectionError = () => {},
  }: Pick<DatabaseOptions, 'poolSize' | 'timeouts' | 'onConnectionError'>,
): DatabaseHandle => {
  const pool = createPool(databaseUrl, { size: poolSize, timeouts }, onConnectionError);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return { db, kind: 'postgres', close: () => pool.end() };
};

const openPglite = async (dataDir: string | undefined, lock: boolean): Promise<DatabaseHandle> => {
  let release = async () => {};
  if (dataDir) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    if (lock) release = await lockDataFolder(dataDir);
  }
  try {
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
};
