/** A database a benchmark makes on the PostgreSQL server of DATABASE_URL and drops at its end. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server of `adminUrl` (CREATE and DROP DATABASE take no transaction). */
export const runAdminStatement = async (adminUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * Runs `work` with the URL of a new database named after `prefix` on the server of `adminUrl`,
 * then drops it; without `adminUrl`, runs `work` with undefined (the embedded PGlite).
 */
export const withTemporaryDatabase = async <T>(
  adminUrl: string | undefined,
  prefix: string,
  work: (databaseUrl: string | undefined) => Promise<T>,
): Promise<T> => {
  if (!adminUrl) return work(undefined);
  const name = `${prefix}_${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
  await runAdminStatement(adminUrl, `CREATE DATABASE "${name}"`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
};
