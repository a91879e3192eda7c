import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, inject, it, vi } from 'vitest';
import { copyTemplateDatabase, withAdminClient } from '../../test/test-database';
import { openDatabase } from './client';
import { selectRows } from './rows';

const onPostgres = inject('testDatabase').kind === 'postgres';

describe.runIf(onPostgres)('openDatabase on PostgreSQL', () => {
  it('survives the server ending an idle connection', async () => {
    const info = inject('testDatabase');
    if (info.kind !== 'postgres') return;
    const copy = await copyTemplateDatabase();
    const lost: Error[] = [];
    const handle = await openDatabase({
      databaseUrl: copy.databaseUrl,
      migrate: false,
      onConnectionError: (error) => lost.push(error),
    });
    try {
      const name = new URL(String(copy.databaseUrl)).pathname.slice(1);
      await handle.db.execute(sql`SELECT 1`);
      await withAdminClient(info.adminUrl, (client) =>
        client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]),
      );
      await vi.waitFor(() => expect(lost).toHaveLength(1));
      // The next query gets a new connection.
      const [row] = await selectRows<{ two: number }>(handle.db, sql`SELECT 2 AS two`);
      expect(row?.two).toBe(2);
    } finally {
      await handle.close();
      await copy.drop();
    }
  });

  it('gets back a connection that died before its transaction began', async () => {
    const info = inject('testDatabase');
    if (info.kind !== 'postgres') return;
    const copy = await copyTemplateDatabase();
    const handle = await openDatabase({ databaseUrl: copy.databaseUrl, migrate: false });
    const pool = handle.db.$client as pg.Pool;
    try {
      const [session] = await selectRows<{ pid: number }>(
        handle.db,
        sql`SELECT pg_backend_pid() AS pid`,
      );
      expect(pool.idleCount).toBe(1);
      // Ended from another process while this one is blocked, so the pool cannot have noticed
      // when the transaction takes the idle connection.
      execFileSync('psql', [
        info.adminUrl,
        '-c',
        `SELECT pg_terminate_backend(${Number(session?.pid)}, 2000)`,
      ]);
      await expect(handle.db.transaction((tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
      // Every connection is back in the pool (or gone), none left checked out for good.
      await vi.waitFor(() => expect(pool.totalCount).toBe(pool.idleCount));
      await handle.db.transaction((tx) => tx.execute(sql`SELECT 1`));
    } finally {
      await handle.close();
      await copy.drop();
    }
  });
});
