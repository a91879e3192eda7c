/**
 * Rows of raw SQL, typed by the caller. Both drivers answer a raw statement with `{ rows }`,
 * which the database type shared by PGlite and node-postgres cannot say; the statements are our
 * own, so the rows are not checked at run time. This file is the one place that says so.
 */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database, Queryable } from './client';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Runs a raw statement (`sql\`…\``) and answers its rows. */
export const selectRows = async <T>(db: Queryable, query: SQL): Promise<T[]> =>
  rowsOf<T>(await db.execute(query));

const dialect = new PgDialect();

/** Names by statement text: a few dozen texts, each hashed once rather than on every run. */
const statementNames = new Map<string, string>();

const statementNameOf = (text: string) => {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
};

/**
 * Runs a read that every page of a list makes as a named prepared statement on PostgreSQL, so
 * each connection plans it once instead of on every request (planning costs as much as running
 * these queries). PGlite runs it as an ordinary query. The name comes from the text, so one text
 * is one statement.
 */
export const preparedRows = async <T>(db: Database, query: SQL): Promise<T[]> => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = db.$client;
  if (client instanceof pg.Pool) {
    return rowsOf<T>(await client.query({ name: statementNameOf(text), text, values: params }));
  }
  return rowsOf<T>(await client.query(text, params));
};
