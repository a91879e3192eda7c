import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { selectRows } from '../db/rows';
import { findPosts, postsStatement } from '../modules/search/find-queries';
import { parseQuery } from '../modules/search/query-text';

const main = async () => {
  const handle = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, poolSize: 2 });
  const [member] = await selectRows<{ id: string }>(handle.db, sql`select id from users order by md5(id::text) limit 1`);
  const viewer = { id: member!.id, now: new Date() };
  for (const q of ['chemistry', 'pancake']) {
    const times: number[] = [];
    for (let n = 0; n < 15; n += 1) {
      const t0 = performance.now();
      await findPosts(handle.db, viewer, parseQuery(q), { sort: 'best' }, 11);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(q, 'median', times[7]!.toFixed(1), 'min', times[0]!.toFixed(1), 'max', times.at(-1)!.toFixed(1));
  }
  if (process.env.EXPLAIN) {
    const rows = await selectRows<{ 'QUERY PLAN': string }>(handle.db, sql`explain (analyze, buffers, settings) ${postsStatement(viewer, parseQuery('chemistry'), { sort: 'best' }, 11).statement}`);
    console.log(rows.map((r) => r['QUERY PLAN']).filter((l) => !/never executed/.test(l)).join('\n'));
  }
  await handle.close();
};
void main();
