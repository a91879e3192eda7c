/**
 * Rows of raw SQL, typed by the caller. Both drivers answer a raw statement with `{ rows }`,
 * which the database type shared by PGlite and node-postgres cannot say; the statements are our
 * own, so the rows are not checked at run time. This file is the one place that says so.
 */
import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
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
 * Runs a named statement on PostgreSQL (planned once its plan no longer depends on the values,
 * as PostgreSQL judges), or, with `planEachRun`, an unnamed one, planned for its values on every
 * run; the same text as an ordinary query on PGlite.
 */
const runPrepared = async <T>(
  db: Database,
  text: string,
  values: unknown[],
  planEachRun = false,
): Promise<T[]> => {
  const client = db.$client;
  if (client instanceof pg.Pool) {
    const name = planEachRun ? undefined : statementNameOf(text);
    return rowsOf<T>(await client.query({ name, text, values }));
  }
  return rowsOf<T>(await client.query(text, values));
};

/**
 * Runs a read that every page of a list makes as a named prepared statement on PostgreSQL, so
 * each connection plans it once instead of on every request (planning costs as much as running
 * these queries). PGlite runs it as an ordinary query. The name comes from the text, so one text
 * is one statement.
 */
export const preparedRows = async <T>(db: Database, query: SQL): Promise<T[]> => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return runPrepared<T>(db, text, params);
};

/** A statement's text and its parameters, some of them drizzle placeholders (sql.placeholder). */
export interface CompiledStatement {
  text: string;
  params: unknown[];
}

/**
 * Builds a statement once, for a list read so often that building its text on every request
 * shows in the server's profile: what changes from run to run (the viewer, the cursor) is a
 * placeholder, filled by compiledRows.
 */
export const compileStatement = (query: SQL): CompiledStatement => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
};

/**
 * Runs a compiled statement as preparedRows does, with its placeholders' values; with
 * `planEachRun`, planned for those values on every run (a statement whose best plan depends on
 * them: PostgreSQL's plan for any values can cost more than planning).
 */
export const compiledRows = <T>(
  db: Database,
  statement: CompiledStatement,
  values: Record<string, unknown>,
  { planEachRun = false }: { planEachRun?: boolean } = {},
): Promise<T[]> =>
  runPrepared<T>(db, statement.text, fillPlaceholders(statement.params, values), planEachRun);
