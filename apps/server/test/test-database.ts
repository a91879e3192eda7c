/**
 * One database per test file, copied from the migrated template that the global setup made:
 * a PGlite data folder copied with fs.cp, or a PostgreSQL database created from a template.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client';
import { selectRows } from '../src/db/rows';

export type TestDatabaseInfo =
  | { kind: 'pglite'; templateDir: string; workDir: string }
  | { kind: 'postgres'; adminUrl: string; template: string; prefix: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

export const databaseUrlFor = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs statements on the admin database of DATABASE_URL (CREATE/DROP DATABASE). */
export const withAdminClient = async <T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const SOURCE_IN_USE = '55006';

const createFromTemplate = async (info: Extract<TestDatabaseInfo, { kind: 'postgres' }>) => {
  const name = `${info.prefix}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(info.adminUrl, async (client) => {
    // Two files may copy the template at the same moment; PostgreSQL refuses the second briefly.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await client.query(
          `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(info.template)}`,
        );
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== SOURCE_IN_USE || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  return name;
};

/** A fresh migrated database that nobody has opened yet: a PGlite folder or a PostgreSQL URL. */
export interface DatabaseCopy {
  pgliteDir?: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

/** `pgliteDir` places the PGlite copy (e.g. DATA_DIR/db); PostgreSQL ignores it. */
export const copyTemplateDatabase = async (pgliteTarget?: string): Promise<DatabaseCopy> => {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    const pgliteDir =
      pgliteTarget ?? path.join(info.workDir, `${process.pid}-${randomBytes(4).toString('hex')}`);
    await mkdir(path.dirname(pgliteDir), { recursive: true });
    await cp(info.templateDir, pgliteDir, { recursive: true });
    return {
      pgliteDir,
      drop: () => rm(pgliteDir, { recursive: true, force: true }),
    };
  }
  const name = await createFromTemplate(info);
  return {
    databaseUrl: databaseUrlFor(info.adminUrl, name),
    drop: () =>
      withAdminClient(info.adminUrl, async (client) => {
        await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
      }),
  };
};

/** Opens a copy of the template; closing the handle also drops the copy. */
export const openTestDatabase = async (): Promise<DatabaseHandle> => {
  const copy = await copyTemplateDatabase();
  const handle = await openDatabase({
    databaseUrl: copy.databaseUrl,
    pgliteDir: copy.pgliteDir,
    lock: false,
    migrate: false,
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await copy.drop();
    },
  };
};

let fileDatabase: Promise<DatabaseHandle> | undefined;

/** The database of the running test file, opened on first use and closed after the file. */
export const testFileDatabase = () => {
  fileDatabase ??= openTestDatabase();
  return fileDatabase;
};

export const closeTestFileDatabase = async () => {
  const opened = fileDatabase;
  fileDatabase = undefined;
  if (opened) await (await opened).close();
};

const resetStatements = new WeakMap<Database, Promise<SQL | undefined>>();

/** Tables whose trigger refuses every DELETE (the moderators' audit log): TRUNCATE empties them. */
const KEPT_TABLES = new Set(['moderation_actions']);

/**
 * One DO block that deletes every row of the application's tables (not the migrations
 * journal), children before the tables they reference. DELETE on a few rows costs a few ms;
 * TRUNCATE makes new files for every table, which PGlite does slowly.
 */
const buildResetStatement = async (db: Database) => {
  const tables = await selectRows<{ tablename: string }>(
    db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  );
  const references = await selectRows<{ child: string; parent: string }>(
    db,
    sql`
    SELECT child.relname AS child, parent.relname AS parent
    FROM pg_constraint fk
    JOIN pg_class child ON child.oid = fk.conrelid
    JOIN pg_class parent ON parent.oid = fk.confrelid
    JOIN pg_namespace ns ON ns.oid = child.relnamespace
    WHERE fk.contype = 'f' AND ns.nspname = 'public'`,
  );
  const remaining = new Set(tables.map((row) => row.tablename));
  const order: string[] = [];
  while (remaining.size > 0) {
    const free = [...remaining].filter(
      (table) =>
        !references.some(
          (ref) => ref.parent === table && ref.child !== table && remaining.has(ref.child),
        ),
    );
    // A reference cycle: delete the rest in any order and let CASCADE sort it out.
    const next = free.length > 0 ? free : [...remaining];
    for (const table of next) {
      order.push(table);
      remaining.delete(table);
    }
  }
  if (order.length === 0) return undefined;
  const deletes = order.map((table) =>
    KEPT_TABLES.has(table)
      ? `TRUNCATE public.${quoteIdentifier(table)};`
      : `DELETE FROM public.${quoteIdentifier(table)};`,
  );
  return sql.raw(`DO $reset$ BEGIN ${deletes.join(' ')} END $reset$`);
};

/** Empties every table of the application between tests. */
export const resetDatabase = async (db: Database) => {
  let statement = resetStatements.get(db);
  if (!statement) {
    statement = buildResetStatement(db);
    resetStatements.set(db, statement);
  }
  const ready = await statement;
  if (ready) await db.execute(ready);
};
