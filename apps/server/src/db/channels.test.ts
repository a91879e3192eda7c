import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { copyTemplateDatabase, openTestDatabase, withAdminClient } from '../../test/test-database';
import { openChannels, postgresChannels, type DatabaseChannels } from './channels';
import type { DatabaseHandle } from './client';
import { openDatabase } from './client';

const CHANNEL = 'quad_channel_test';

/** Everything a subscriber was told, in order. */
const recorder = () => {
  const heard: string[] = [];
  return {
    heard,
    subscriber: {
      onMessage: (payload: string) => heard.push(`message ${payload}`),
      onInterrupted: () => heard.push('interrupted'),
      onResumed: () => heard.push('resumed'),
    },
  };
};

const notify = (handle: DatabaseHandle, payload: string) =>
  handle.db.execute(sql`SELECT pg_notify(${CHANNEL}, ${payload})`);

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const thing of opened.splice(0).reverse()) await thing.close();
});

describe('database channels', () => {
  it('deliver a message sent in a transaction when, and only if, it commits', async () => {
    const handle = await openTestDatabase();
    opened.push(handle);
    const channels = await openChannels(handle.db);
    opened.push(channels);
    const { heard, subscriber } = recorder();
    await channels.subscribe(CHANNEL, subscriber);

    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_notify(${CHANNEL}, 'rolled back')`);
        throw new Error('roll back');
      })
      .catch(() => {});
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_notify(${CHANNEL}, 'committed')`);
    });
    await notify(handle, 'after');

    await vi.waitFor(() => expect(heard).toContain('message after'));
    expect(heard).toEqual(['message committed', 'message after']);
  });

  it('refuse a channel name that is not a plain word', async () => {
    const handle = await openTestDatabase();
    opened.push(handle);
    const channels = await openChannels(handle.db);
    opened.push(channels);
    await expect(channels.subscribe('x; DROP TABLE users', recorder().subscriber)).rejects.toThrow(
      'Not a channel name',
    );
  });
});

const onPostgres = inject('testDatabase').kind === 'postgres';

describe.runIf(onPostgres)('database channels on PostgreSQL', () => {
  it('say when the listening connection is ended, listen again by themselves, and deliver after', async () => {
    const info = inject('testDatabase');
    if (info.kind !== 'postgres') return;
    const copy = await copyTemplateDatabase();
    opened.push({ close: () => copy.drop() });
    const handle = await openDatabase({ databaseUrl: copy.databaseUrl, migrate: false });
    opened.push(handle);
    const lost: Error[] = [];
    const channels: DatabaseChannels = await postgresChannels({
      databaseUrl: String(copy.databaseUrl),
      onConnectionError: (error) => lost.push(error),
    });
    opened.push(channels);
    const { heard, subscriber } = recorder();
    await channels.subscribe(CHANNEL, subscriber);
    expect(channels.listening).toBe(true);

    const name = new URL(String(copy.databaseUrl)).pathname.slice(1);
    await withAdminClient(info.adminUrl, (client) =>
      client.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = $1 AND query LIKE 'LISTEN%'`,
        [name],
      ),
    );
    await vi.waitFor(() => expect(heard).toContain('interrupted'));
    expect(lost.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(channels.listening).toBe(true), { timeout: 10_000 });
    expect(heard).toEqual(['interrupted', 'resumed']);

    await notify(handle, 'again');
    await vi.waitFor(() => expect(heard).toContain('message again'));
  });
});
