import { sql } from 'drizzle-orm';
import { selectRows } from '../src/db/rows';
import type { TestApp } from './test-app';

/**
 * The plan PostgreSQL picks for `statement`, with sequential scans, bitmap scans and sorts
 * made unattractive: on a test's tiny tables this says whether an index can give the order at all.
 */
export const planOf = (t: TestApp, statement: ReturnType<typeof sql>) =>
  t.db.transaction(async (db) => {
    for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) {
      await db.execute(sql.raw(`set local ${setting} = off`));
    }
    const rows = await selectRows<{ 'QUERY PLAN': string }>(db, sql`explain ${statement}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
