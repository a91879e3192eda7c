import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/rows';

const UNDEFINED_TABLE = '42P01';
const UNDEFINED_SCHEMA = '3F000';

const codeOf = (error: unknown): unknown => {
  if (!(error instanceof Error)) return undefined;
  return (error as { code?: unknown }).code ?? codeOf(error.cause);
};

/**
 * When the newest migration applied to the database was made (drizzle's journal of applied
 * migrations), or undefined when none ever was.
 */
export const newestAppliedMigration = async (db: Queryable) => {
  try {
    const [row] = await selectRows<{ newest: number | null }>(
      db,
      sql`SELECT max(created_at)::float8 AS newest FROM drizzle.__drizzle_migrations`,
    );
    return row?.newest ?? undefined;
  } catch (error) {
    const code = codeOf(error);
    if (code === UNDEFINED_TABLE || code === UNDEFINED_SCHEMA) return undefined;
    throw error;
  }
};
