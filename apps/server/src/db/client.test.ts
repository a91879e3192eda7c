import { sql } from 'drizzle-orm';
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
});
