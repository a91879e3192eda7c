/** Opens the database: embedded PGlite in DATA_DIR/db by default, PostgreSQL with DATABASE_URL. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { migrationsFolder } from '../infra/package-root';
import { lockDataFolder } from './data-folder-lock';
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
  /** PGlite data folder; without it PGlite keeps everything in memory. */
  pgliteDir?: string | undefined;
  /** Refuse a second process on the same PGlite folder (on by default for a folder). */
  lock?: boolean;
  migrate?: boolean;
  /** Told when PostgreSQL drops an idle connection (restart, failover); the pool replaces it. */
  onConnectionError?: (error: Error) => void;
}

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError)
    : await openPglite(options.pgliteDir, options.lock ?? true);
  if (options.migrate ?? true) {
    try {
      await migrateDatabase(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }
  return handle;
};

export const migrateDatabase = async (handle: DatabaseHandle) => {
  const db = handle.db as never;
  await (handle.kind === 'pglite'
    ? migratePglite(db, { migrationsFolder })
    : migratePg(db, { migrationsFolder }));
};

const openPostgres = (
  databaseUrl: string,
  onConnectionError: (error: Error) => void = () => {},
): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Without a listener, an idle connection that the server ends would crash the process.
  pool.on('error', onConnectionError);
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
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
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
