/**
 * Runs a read that every page of a list makes as a named prepared statement on PostgreSQL, so
 * each connection plans it once instead of on every request (planning costs as much as running
 * these queries). PGlite runs it as an ordinary query. The name comes from the text, so one text
 * is one statement.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client';

const dialect = new PgDialect();

interface RowsClient {
  query<T>(text: string, params: unknown[]): Promise<{ rows: T[] }>;
}

export const preparedRows = async <T>(db: Database, query: SQL): Promise<T[]> => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: pg.Pool | RowsClient }).$client;
  if (client instanceof pg.Pool) {
    const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    const result = await client.query({ name, text, values: params });
    return result.rows as T[];
  }
  return (await client.query<T>(text, params)).rows;
};
