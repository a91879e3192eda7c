/**
 * The cache's own rules, on a channel the test drives: what it keeps, and what it must not keep
 * when an announcement crosses a read or the channel goes down.
 */
import { describe, expect, it } from 'vitest';
import type { ChannelSubscriber, DatabaseChannels } from '../../db/channels';
import { createSessionCache } from './session-cache';
import type { ActiveSession } from './queries';

const NOW = new Date('2026-01-01T00:00:00Z');

/** A channel whose messages and outages the test sends by hand. */
const handChannel = () => {
  const subscribers: ChannelSubscriber[] = [];
  const channel: DatabaseChannels & { listening: boolean } = {
    listening: true,
    async subscribe(_name: string, subscriber: ChannelSubscriber) {
      subscribers.push(subscriber);
    },
    async close() {},
  };
  return {
    channel,
    announce: (userId: string) => subscribers.forEach((s) => s.onMessage(userId)),
    interrupt: () => {
      channel.listening = false;
      subscribers.forEach((s) => s.onInterrupted());
    },
    resume: () => {
      channel.listening = true;
      subscribers.forEach((s) => s.onResumed());
    },
  };
};

/** A session table the test edits, counting reads; a read can be held until released. */
const sessionTable = () => {
  const rows = new Map<string, ActiveSession>();
  let held: Promise<void> | undefined;
  const table = {
    rows,
    reads: 0,
    hold() {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    load: async (sessionId: string) => {
      table.reads += 1;
      const row = rows.get(sessionId);
      await held;
      return row;
    },
  };
  return table;
};

const setup = async () => {
  const hand = handChannel();
  const table = sessionTable();
  table.rows.set('s1', { userId: 'maya', verified: true });
  table.rows.set('s2', { userId: 'maya', verified: true });
  table.rows.set('s3', { userId: 'omar', verified: false });
  const cache = await createSessionCache(hand.channel, table.load);
  return { hand, table, cache };
};

describe('the session cache', () => {
  it('reads a session once, then answers from memory', async () => {
    const { table, cache } = await setup();
    expect(await cache.find('s1', NOW)).toEqual({ userId: 'maya', verified: true });
    expect(await cache.find('s1', NOW)).toEqual({ userId: 'maya', verified: true });
    expect(table.reads).toBe(1);
  });

  it('does not remember sessions it did not find', async () => {
    const { table, cache } = await setup();
    expect(await cache.find('gone', NOW)).toBeUndefined();
    expect(await cache.find('gone', NOW)).toBeUndefined();
    expect(table.reads).toBe(2);
  });

  it('forgets every session of an announced member, and only theirs', async () => {
    const { hand, table, cache } = await setup();
    for (const id of ['s1', 's2', 's3']) await cache.find(id, NOW);
    table.rows.delete('s1');
    hand.announce('maya');
    expect(await cache.find('s1', NOW)).toBeUndefined();
    expect(await cache.find('s2', NOW)).toEqual({ userId: 'maya', verified: true });
    expect(await cache.find('s3', NOW)).toEqual({ userId: 'omar', verified: false });
    expect(table.reads).toBe(5);
  });

  it('does not keep a read that an announcement crossed', async () => {
    const { hand, table, cache } = await setup();
    const release = table.hold();
    const stale = cache.find('s1', NOW);
    // The session ends on another process while this one is reading it.
    table.rows.delete('s1');
    hand.announce('maya');
    release();
    expect(await stale).toEqual({ userId: 'maya', verified: true });
    expect(await cache.find('s1', NOW)).toBeUndefined();
  });

  it('reads the database on every check while the channel is down, and starts afresh after', async () => {
    const { hand, table, cache } = await setup();
    await cache.find('s1', NOW);
    hand.interrupt();
    table.rows.delete('s1');
    expect(await cache.find('s1', NOW)).toBeUndefined();
    table.rows.set('s1', { userId: 'maya', verified: true });
    await cache.find('s1', NOW);
    await cache.find('s1', NOW);
    expect(table.reads).toBe(4);

    hand.resume();
    table.rows.delete('s1');
    // Whatever was remembered before the outage is gone.
    expect(await cache.find('s1', NOW)).toBeUndefined();
  });

  it('forgets a member at once when this process ends their sessions', async () => {
    const { table, cache } = await setup();
    await cache.find('s3', NOW);
    table.rows.set('s3', { userId: 'omar', verified: true });
    cache.forget('omar');
    expect(await cache.find('s3', NOW)).toEqual({ userId: 'omar', verified: true });
  });
});
