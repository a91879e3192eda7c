/**
 * The push queue across real server processes on one PostgreSQL database: several processes send
 * each owed push once, and a push owed by a process killed with SIGKILL while it was sending is
 * sent by the next one.
 */
import type pg from 'pg';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushDeliveries } from '../../db/schema';
import { callOver } from '../../../test/http-client';
import { addGroupMember, makeGroup } from '../../../test/groups';
import { makeMember, type TestMember } from '../../../test/members';
import { startPushService, type TestPushService } from '../../../test/push-service';
import { spawnServer, type ServerProcess } from '../../../test/server-process';
import { buildTestApp, type TestApp } from '../../../test/test-app';

/** http:// on loopback, so that the test's push service may be reached. */
const PUBLIC_URL = 'http://127.0.0.1:3000';
const JWT_SECRET = 'one-signing-key-for-every-process-of-the-campus';
const VAPID = webpush.generateVAPIDKeys();

let t: TestApp;
let service: TestPushService;
let databaseUrl: string;
const processes: ServerProcess[] = [];

const env = {
  PUBLIC_URL,
  JWT_SECRET,
  VAPID_PUBLIC_KEY: VAPID.publicKey,
  VAPID_PRIVATE_KEY: VAPID.privateKey,
  // Short, so that a dead process's lease (3 × this + 5 s) ends soon.
  PUSH_TIMEOUT_SECONDS: '1',
};

const startProcess = async () => {
  const server = await spawnServer({ ...env, DATABASE_URL: databaseUrl });
  processes.push(server);
  await server.ready();
  return server;
};

beforeAll(async () => {
  // The test's own app makes members and their tokens (same signing key) on the same database.
  t = await buildTestApp({ env });
  databaseUrl = String((t.db.$client as pg.Pool).options.connectionString);
  service = await startPushService();
}, 120_000);

afterAll(async () => {
  await Promise.all(processes.map((server) => server.kill('SIGKILL')));
  await service?.close();
  await t?.close();
});

const subscribe = async (origin: string, member: TestMember) => {
  const subscription = service.subscription();
  const response = await callOver(origin, 'createPushSubscription', {
    token: member.token,
    body: { subscription: subscription.json },
  });
  expect(response.status, response.text).toBe(200);
  expect(response.body.server_key).toBe(VAPID.publicKey);
  return subscription;
};

describe('the push queue across server processes', () => {
  it('two processes send each push once', async () => {
    const [first, second] = await Promise.all([startProcess(), startProcess()]);
    const admin = await makeMember(t, { first_name: 'Ada' });
    const group = await makeGroup(t, admin, { name: 'Rowing' });
    const members = await Promise.all(
      Array.from({ length: 30 }, (_, index) => makeMember(t, { first_name: `Member${index}` })),
    );
    const subscriptions = [];
    for (const [index, member] of members.entries()) {
      await addGroupMember(t, group, member);
      subscriptions.push(await subscribe(index % 2 === 0 ? first.origin : second.origin, member));
    }
    for (const text of ['Practice at 6', 'Regatta on Saturday']) {
      const posted = await callOver(first.origin, 'createPost', {
        token: admin.token,
        body: { text, group: group.id },
      });
      expect(posted.status, posted.text).toBe(201);
    }
    const received = await service.waitFor(60);
    expect(service.rejected).toEqual([]);
    for (const subscription of subscriptions) {
      expect(service.requests.get(subscription.id)).toBe(2);
      expect(received.filter((push) => push.subscriptionId === subscription.id)).toHaveLength(2);
    }
    await Promise.all([first.kill(), second.kill()]);
    // Nothing is left owed that a later process would send a second time.
    expect(await t.db.select().from(pushDeliveries)).toEqual([]);
    expect(service.received).toHaveLength(received.length);
  }, 120_000);

  it('a push owed by a process killed with SIGKILL while sending is sent by the next one', async () => {
    const before = service.received.length;
    const doomed = await startProcess();
    const maya = await makeMember(t, { first_name: 'Maya' });
    const omar = await makeMember(t, { first_name: 'Omar' });
    const mine = await subscribe(doomed.origin, maya);
    // The push service takes the request and never answers it.
    service.answer(mine.id, { status: 201, hang: true });
    const asked = await callOver(doomed.origin, 'addFriend', {
      token: omar.token,
      params: { id: maya.id },
    });
    expect(asked.status, asked.text).toBe(200);
    await expect
      .poll(() => service.requests.get(mine.id), { timeout: 10_000, interval: 20 })
      .toBe(1);
    expect(await doomed.kill('SIGKILL')).toBe('SIGKILL');
    expect(service.received).toHaveLength(before);

    await startProcess();
    const received = await service.waitFor(before + 1);
    expect(received.slice(before).map((push) => [push.subscriptionId, push.payload.kind])).toEqual([
      [mine.id, 'friend_request'],
    ]);
  }, 60_000);
});
