/**
 * Web Push end to end: subscriptions through the API, pushes through the real worker to a push
 * service inside the test that verifies the VAPID JWT and decrypts the payload.
 */
import { DELIVERY_KINDS, PUSH_TEXT } from '@quad/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { directMessages, pushDeliveries, pushSubscriptions } from '../../db/schema';
import { makeGroup, addGroupMember } from '../../../test/groups';
import { befriend, makeMember, act, type TestMember } from '../../../test/members';
import { sendOk } from '../../../test/messages';
import { makePost } from '../../../test/posts';
import { startPushService, type TestPushService } from '../../../test/push-service';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { login } from '../../../test/factories';
import { followed } from '../notifications/events';

/** http:// on loopback: the development exception lets the test's push service be reached. */
const PUBLIC_URL = 'http://127.0.0.1:3000';
/** A moderator (MODERATOR_EMAILS), who can suspend a member. */
const MODERATOR_EMAIL = 'kim.mod@coastal.edu';

let t: TestApp;
let service: TestPushService;

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL, MODERATOR_EMAILS: MODERATOR_EMAIL } });
  service = await startPushService();
  await t.app.push.start();
});

afterAll(async () => {
  await t?.close();
  await service?.close();
});

beforeEach(async () => {
  await t.reset();
  service.received.length = 0;
  service.rejected.length = 0;
});

const subscribe = async (member: TestMember, alerts: Record<string, boolean> = {}) => {
  const subscription = service.subscription();
  const response = await t.call('createPushSubscription', {
    token: member.token,
    body: { subscription: subscription.json, data: { alerts } },
  });
  expect(response.status, response.text).toBe(200);
  return { ...subscription, answer: response.body };
};

/** What is still owed, once the worker has nothing due left. */
const owed = async () => {
  await t.app.push.idle();
  return t.db.select().from(pushDeliveries);
};

const sentTo = (subscriptionId: string) =>
  service.received.filter((push) => push.subscriptionId === subscriptionId);

describe('a subscription per sign-in session', () => {
  it('answers the endpoint, every alert and the server key; GET, PUT and DELETE work on it', async () => {
    const maya = await makeMember(t, { first_name: 'Maya' });
    const key = await t.call('getPushServerKey', { token: maya.token });
    expect(key.body).toEqual({ server_key: t.app.context.vapid.publicKey });
    const mine = await subscribe(maya, { reaction: false });
    expect(mine.answer).toEqual({
      id: expect.any(String),
      endpoint: mine.endpoint,
      alerts: Object.fromEntries(DELIVERY_KINDS.map((kind) => [kind, kind !== 'reaction'])),
      server_key: t.app.context.vapid.publicKey,
    });
    expect(Buffer.from(mine.answer.server_key, 'base64url')).toHaveLength(65);

    const read = await t.call('getPushSubscription', { token: maya.token });
    expect(read.body).toEqual(mine.answer);

    const changed = await t.call('updatePushSubscription', {
      token: maya.token,
      body: { data: { alerts: { message: false } } },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.alerts?.message).toBe(false);
    expect(changed.body.alerts?.reaction).toBe(true);

    // A second subscription of the same session replaces the first.
    const again = await subscribe(maya);
    expect(again.answer.id).not.toBe(mine.answer.id);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(1);

    expect((await t.call('deletePushSubscription', { token: maya.token })).status).toBe(200);
    for (const call of ['getPushSubscription', 'deletePushSubscription'] as const) {
      const gone = await t.call(call, { token: maya.token });
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe(PUSH_TEXT.noSubscription);
    }
    const none = await t.call('updatePushSubscription', {
      token: maya.token,
      body: { data: { alerts: {} } },
    });
    expect(none.status).toBe(404);
  });

  it('each session has its own, and ending a session deletes its subscription', async () => {
    const maya = await makeMember(t, { first_name: 'Maya' });
    const phone = { ...maya, token: await login(t, maya.email) };
    const laptop = { ...maya, token: await login(t, maya.email) };
    await subscribe(maya);
    await subscribe(phone);
    await subscribe(laptop);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(3);

    // Signing out.
    expect((await t.call('logout', { token: phone.token })).status).toBe(200);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(2);

    // A new password from the settings ends every other session.
    const changed = await t.call('updatePassword', {
      token: maya.token,
      body: { current_password: 'correct-horse1', new_password: 'another-horse2' },
    });
    expect(changed.status, changed.text).toBe(200);
    const left = await t.db.select().from(pushSubscriptions);
    expect(left).toHaveLength(1);
    expect((await t.call('getPushSubscription', { token: maya.token })).status).toBe(200);

    // Deleting the account.
    const deleted = await t.call('deleteAccount', {
      token: maya.token,
      body: { password: 'another-horse2' },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(0);
  });

  it('ending every session from Settings, or a suspension, deletes the subscriptions', async () => {
    const maya = await makeMember(t, { first_name: 'Maya' });
    const phone = { ...maya, token: await login(t, maya.email) };
    await subscribe(maya);
    await subscribe(phone);
    const omar = await makeMember(t, { first_name: 'Omar' });
    const omars = await subscribe(omar);
    expect(await t.db.select().from(pushSubscriptions)).toHaveLength(3);

    // Settings › Sessions: Log out everywhere.
    expect((await t.call('logoutEverywhere', { token: maya.token })).status).toBe(200);
    const left = await t.db.select().from(pushSubscriptions);
    expect(left.map((row) => row.id)).toEqual([omars.answer.id]);

    // A moderator suspends Omar: his sessions end, and his subscription with them.
    const kim = await makeMember(t, { first_name: 'Kim', email: MODERATOR_EMAIL });
    const suspended = await t.call('suspendMember', {
      token: kim.token,
      params: { id: omar.id },
      body: { duration: '7_days', reason: 'Spam in every group' },
    });
    expect(suspended.status, suspended.text).toBe(200);
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
    // Nothing is owed to him any more.
    const nia = await makeMember(t, { first_name: 'Nia' });
    await act(t, nia, 'addFriend', omar.id);
    expect(await owed()).toEqual([]);
    expect(sentTo(omars.id)).toEqual([]);
  });
});

describe('a bad subscription is refused with 400 and says why', () => {
  let strict: TestApp;
  beforeAll(async () => {
    // PUBLIC_URL https://: the development exception does not apply.
    strict = await buildTestApp({ database: t.database });
  });
  afterAll(async () => strict?.close());

  const good = () => service.subscription().json;
  /** Keys are checked after the endpoint: these go to a public address (never reached). */
  const withKeys = (
    json: ReturnType<typeof good>,
    keys: Partial<ReturnType<typeof good>['keys']>,
  ) => ({
    ...json,
    endpoint: 'https://8.8.8.8/push/x',
    keys: { ...json.keys, ...keys },
  });
  const refusals: [string, (json: ReturnType<typeof good>) => unknown, string][] = [
    [
      'http://',
      (json) => ({ ...json, endpoint: 'http://push.example.com/x' }),
      PUSH_TEXT.endpointNotHttps,
    ],
    ['not a URL', (json) => ({ ...json, endpoint: 'push service' }), PUSH_TEXT.endpointNotUrl],
    [
      'loopback',
      (json) => ({ ...json, endpoint: 'https://127.0.0.1/x' }),
      PUSH_TEXT.endpointPrivate,
    ],
    [
      'a name for loopback',
      (json) => ({ ...json, endpoint: 'https://localhost/x' }),
      PUSH_TEXT.endpointPrivate,
    ],
    [
      'IPv6 loopback',
      (json) => ({ ...json, endpoint: 'https://[::1]/x' }),
      PUSH_TEXT.endpointPrivate,
    ],
    ['private', (json) => ({ ...json, endpoint: 'https://10.1.2.3/x' }), PUSH_TEXT.endpointPrivate],
    [
      'private 192.168',
      (json) => ({ ...json, endpoint: 'https://192.168.0.10/x' }),
      PUSH_TEXT.endpointPrivate,
    ],
    [
      'link-local (cloud metadata)',
      (json) => ({ ...json, endpoint: 'https://169.254.169.254/x' }),
      PUSH_TEXT.endpointPrivate,
    ],
    ['CGNAT', (json) => ({ ...json, endpoint: 'https://100.64.0.1/x' }), PUSH_TEXT.endpointPrivate],
    [
      'unique-local IPv6',
      (json) => ({ ...json, endpoint: 'https://[fd00::1]/x' }),
      PUSH_TEXT.endpointPrivate,
    ],
    [
      'link-local IPv6',
      (json) => ({ ...json, endpoint: 'https://[fe80::1]/x' }),
      PUSH_TEXT.endpointPrivate,
    ],
    [
      'IPv4-mapped private',
      (json) => ({ ...json, endpoint: 'https://[::ffff:10.0.0.1]/x' }),
      PUSH_TEXT.endpointPrivate,
    ],
    [
      'unspecified',
      (json) => ({ ...json, endpoint: 'https://0.0.0.0/x' }),
      PUSH_TEXT.endpointPrivate,
    ],
    [
      'multicast',
      (json) => ({ ...json, endpoint: 'https://224.0.0.1/x' }),
      PUSH_TEXT.endpointPrivate,
    ],
    [
      'over 1 KB',
      (json) => ({ ...json, endpoint: `https://push.example.com/${'a'.repeat(1024)}` }),
      PUSH_TEXT.endpointTooLong,
    ],
    [
      'p256dh too short',
      (json) => withKeys(json, { p256dh: json.keys.p256dh.slice(0, 40) }),
      PUSH_TEXT.badP256dh,
    ],
    [
      'p256dh compressed',
      (json) => {
        const point = Buffer.from(json.keys.p256dh, 'base64url');
        const compressed = Buffer.concat([
          Buffer.from([2 + (point[64]! & 1)]),
          point.subarray(1, 33),
        ]);
        return withKeys(json, { p256dh: compressed.toString('base64url') });
      },
      PUSH_TEXT.badP256dh,
    ],
    [
      'p256dh off the curve',
      (json) => {
        const point = Buffer.from(json.keys.p256dh, 'base64url');
        point[64] = point[64]! ^ 1;
        return withKeys(json, { p256dh: point.toString('base64url') });
      },
      PUSH_TEXT.badP256dh,
    ],
    [
      'auth of 15 bytes',
      (json) => withKeys(json, { auth: Buffer.alloc(15, 1).toString('base64url') }),
      PUSH_TEXT.badAuth,
    ],
  ];

  it.each(refusals)('%s', async (_name, spoil, message) => {
    const maya = await makeMember(strict, { first_name: 'Maya' });
    const response = await strict.call('createPushSubscription', {
      token: maya.token,
      payload: { subscription: spoil(good()), data: { alerts: {} } },
    });
    expect(response.status, response.text).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await strict.db.select().from(pushSubscriptions)).toHaveLength(0);
  });

  it('an alert of no known kind', async () => {
    const maya = await makeMember(strict, { first_name: 'Maya' });
    const response = await strict.call('createPushSubscription', {
      token: maya.token,
      payload: { subscription: good(), data: { alerts: { poke: true } } },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(PUSH_TEXT.unknownAlert);
  });

  it('http:// on loopback only while PUBLIC_URL is itself http:// on loopback', async () => {
    const maya = await makeMember(strict, { first_name: 'Maya' });
    const loopback = await strict.call('createPushSubscription', {
      token: maya.token,
      body: { subscription: good() },
    });
    expect(loopback.status).toBe(400);
    expect(loopback.body.message).toBe(PUSH_TEXT.endpointNotHttps);

    const omar = await makeMember(t, { first_name: 'Omar' });
    const outside = await t.call('createPushSubscription', {
      token: omar.token,
      body: { subscription: { ...good(), endpoint: 'http://push.example.com/x' } },
    });
    expect(outside.body.message).toBe(PUSH_TEXT.endpointNotHttps);
    const local = await t.call('createPushSubscription', {
      token: omar.token,
      body: { subscription: good() },
    });
    expect(local.status).toBe(200);
  });
});

describe('what is pushed', () => {
  it('a notification: encrypted, signed with the server key, saying who did what and where', async () => {
    const maya = await makeMember(t, { first_name: 'Maya', last_name: 'Haddad' });
    const omar = await makeMember(t, { first_name: 'Omar', last_name: 'Farouk' });
    const mine = await subscribe(maya);
    expect((await act(t, omar, 'addFriend', maya.id)).status).toBe(200);
    const [push] = await service.waitFor(1);
    expect(service.rejected).toEqual([]);
    expect(push).toMatchObject({
      subscriptionId: mine.id,
      ttl: 86_400,
      urgency: 'normal',
      serverKey: mine.answer.server_key,
      claims: { aud: service.origin, sub: 'mailto:no-reply@localhost' },
      payload: {
        kind: 'friend_request',
        title: 'Quad',
        body: 'Omar Farouk sent you a friend request',
        url: `${PUBLIC_URL}/profile/${omar.username}`,
        tag: `friend_request:${omar.id}`,
        icon: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/`)),
        badge: 1,
      },
    });
    expect(push?.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await owed()).toEqual([]);
  });

  it('in the language the member chose', async () => {
    const maya = await makeMember(t, { first_name: 'Maya', last_name: 'Haddad' });
    const omar = await makeMember(t, { first_name: 'Omar', last_name: 'Farouk' });
    await t.call('updateLanguage', { token: maya.token, body: { language: 'es' } });
    await subscribe(maya);
    expect((await act(t, omar, 'addFriend', maya.id)).status).toBe(200);
    const [push] = await service.waitFor(1);
    expect(push?.payload).toMatchObject({
      title: 'Quad',
      body: 'Omar Farouk te envió una solicitud de amistad',
    });
  });

  it('a direct message: high urgency, a long TTL, the sender and the text, to the conversation', async () => {
    const maya = await makeMember(t, { first_name: 'Maya', last_name: 'Haddad' });
    const omar = await makeMember(t, { first_name: 'Omar', last_name: 'Farouk' });
    await befriend(t, maya, omar);
    const mine = await subscribe(maya);
    const message = await sendOk(t, omar, maya, 'Library at 6?');
    const [stored] = await t.db
      .select({ conversationId: directMessages.conversationId })
      .from(directMessages)
      .where(eq(directMessages.id, message._id));
    await service.waitFor(1);
    const [push] = sentTo(mine.id);
    expect(push).toMatchObject({
      urgency: 'high',
      ttl: 28 * 86_400,
      payload: {
        kind: 'message',
        title: 'Omar Farouk',
        body: 'Library at 6?',
        url: `${PUBLIC_URL}/messages/${omar.username}`,
        tag: `conversation:${stored?.conversationId}`,
      },
    });
  });

  it('a group post to each member’s devices', async () => {
    const admin = await makeMember(t, { first_name: 'Ada' });
    const group = await makeGroup(t, admin, { name: 'Chess Club' });
    const members = await Promise.all(
      ['Maya', 'Omar', 'Nia'].map((name) => makeMember(t, { first_name: name })),
    );
    for (const member of members) await addGroupMember(t, group, member);
    const subscriptions = await Promise.all(members.map((member) => subscribe(member)));
    const post = await makePost(t, admin, { text: 'Tournament on Friday', group: group.id });
    await service.waitFor(3);
    for (const subscription of subscriptions) {
      expect(sentTo(subscription.id).map((push) => push.payload)).toEqual([
        expect.objectContaining({
          kind: 'group_post',
          body: 'Ada Rivera posted in Chess Club',
          url: `${PUBLIC_URL}/posts/${post._id}`,
          tag: `post:${post._id}`,
        }),
      ]);
    }
  });
});

describe('what is not pushed', () => {
  it('a kind the member turned off for push, or this device’s alerts turned off', async () => {
    const maya = await makeMember(t, { first_name: 'Maya' });
    const omar = await makeMember(t, { first_name: 'Omar' });
    const nia = await makeMember(t, { first_name: 'Nia' });
    await subscribe(maya, { new_follower: false });
    const off = await t.call('updateDeliverySettings', {
      token: maya.token,
      body: { kinds: { friend_request: { push: false, email: 'immediately' } } },
    });
    expect(off.status).toBe(200);
    expect((await act(t, omar, 'addFriend', maya.id)).status).toBe(200);
    expect((await act(t, nia, 'follow', maya.id)).status).toBe(200);
    expect(await owed()).toEqual([]);
    expect(service.received).toEqual([]);
    // The bell still has them.
    expect((await t.call('getNotificationCounts', { token: maya.token })).body.unread).toBe(2);
  });

  it('nothing during a pause, nor later; what waited when the pause began is held back too', async () => {
    const maya = await makeMember(t, { first_name: 'Maya' });
    const omar = await makeMember(t, { first_name: 'Omar' });
    const nia = await makeMember(t, { first_name: 'Nia' });
    const felix = await makeMember(t, { first_name: 'Felix' });
    const mine = await subscribe(maya);
    // Owed before the pause, but the push service is busy.
    service.answer(mine.id, { status: 503, headers: { 'retry-after': '60' } });
    expect((await act(t, omar, 'addFriend', maya.id)).status).toBe(200);
    expect(await owed()).toHaveLength(1);

    expect((await t.call('pauseDelivery', { token: maya.token, body: { for: '1h' } })).status).toBe(
      200,
    );
    expect((await act(t, nia, 'addFriend', maya.id)).status).toBe(200);
    t.clock.advance(60_000);
    expect(await owed()).toEqual([]);
    expect(service.received).toEqual([]);

    // Ended: the next notification is pushed, the ones of the pause are not.
    t.clock.advance(3_600_000);
    expect((await act(t, felix, 'addFriend', maya.id)).status).toBe(200);
    await service.waitFor(1);
    expect(await owed()).toEqual([]);
    expect(service.received.map((push) => push.payload.tag)).toEqual([
      `friend_request:${felix.id}`,
    ]);
  });

  it('a notification a block took away while it waited', async () => {
    const maya = await makeMember(t, { first_name: 'Maya' });
    const omar = await makeMember(t, { first_name: 'Omar' });
    const mine = await subscribe(maya);
    service.answer(mine.id, { status: 500 });
    expect((await act(t, omar, 'addFriend', maya.id)).status).toBe(200);
    expect(await owed()).toHaveLength(1);
    const blocked = await t.call('blockMember', { token: maya.token, params: { id: omar.id } });
    expect(blocked.status).toBe(200);
    expect(await t.db.select().from(pushDeliveries)).toEqual([]);
    t.clock.advance(60_000);
    expect(await owed()).toEqual([]);
    expect(service.received).toEqual([]);
  });

  it('anything from an action that rolled back', async () => {
    const maya = await makeMember(t, { first_name: 'Maya' });
    const omar = await makeMember(t, { first_name: 'Omar' });
    await subscribe(maya);
    const failed = t.db.transaction(async (tx) => {
      await followed(tx, { actorId: omar.id, userId: maya.id, at: t.clock.now() });
      throw new Error('the action failed');
    });
    await expect(failed).rejects.toThrow('the action failed');
    expect(await owed()).toEqual([]);
  });
});

describe('what the push service answers', () => {
  it.each([410, 404])('%i deletes the subscription and what it was owed', async (status) => {
    const maya = await makeMember(t, { first_name: 'Maya' });
    const omar = await makeMember(t, { first_name: 'Omar' });
    const mine = await subscribe(maya);
    service.answer(mine.id, { status });
    expect((await act(t, omar, 'addFriend', maya.id)).status).toBe(200);
    await t.app.push.idle();
    expect(await t.db.select().from(pushSubscriptions)).toEqual([]);
    expect(await owed()).toEqual([]);
    expect((await t.call('getPushSubscription', { token: maya.token })).status).toBe(404);
  });

  it('a kept-alive connection the service dropped is sent again at once on a new one', async () => {
    const maya = await makeMember(t, { first_name: 'Maya' });
    const omar = await makeMember(t, { first_name: 'Omar' });
    const nia = await makeMember(t, { first_name: 'Nia' });
    const mine = await subscribe(maya);
    expect((await act(t, omar, 'addFriend', maya.id)).status).toBe(200);
    await service.waitFor(1);
    // The next push goes on the connection kept from the first, which the service closes.
    service.answer(mine.id, { status: 201, drop: true });
    expect((await act(t, nia, 'addFriend', maya.id)).status).toBe(200);
    expect(await owed()).toEqual([]);
    expect(service.requests.get(mine.id)).toBe(3);
    expect(sentTo(mine.id).map((push) => push.payload.tag)).toEqual([
      `friend_request:${omar.id}`,
      `friend_request:${nia.id}`,
    ]);
  });

  it('429 is tried again after its Retry-After, not before', async () => {
    const maya = await makeMember(t, { first_name: 'Maya' });
    const omar = await makeMember(t, { first_name: 'Omar' });
    const mine = await subscribe(maya);
    service.answer(mine.id, { status: 429, headers: { 'retry-after': '120' } });
    const sentAt = t.clock.now();
    expect((await act(t, omar, 'addFriend', maya.id)).status).toBe(200);
    const [waiting] = await owed();
    expect(waiting?.attempts).toBe(1);
    expect(waiting?.nextAttemptAt).toEqual(new Date(sentAt.getTime() + 120_000));

    t.clock.advance(119_000);
    expect(await owed()).toHaveLength(1);
    expect(service.requests.get(mine.id)).toBe(1);

    t.clock.advance(1_000);
    await service.waitFor(1);
    expect(service.requests.get(mine.id)).toBe(2);
    expect(await owed()).toEqual([]);
  });

  it('5xx is tried again with a growing pause', async () => {
    const maya = await makeMember(t, { first_name: 'Maya' });
    const omar = await makeMember(t, { first_name: 'Omar' });
    const mine = await subscribe(maya);
    service.answer(mine.id, { status: 502 }, { status: 503 });
    const start = t.clock.now().getTime();
    expect((await act(t, omar, 'addFriend', maya.id)).status).toBe(200);
    expect((await owed())[0]?.nextAttemptAt).toEqual(new Date(start + 10_000));
    t.clock.advance(10_000);
    expect((await owed())[0]?.nextAttemptAt).toEqual(new Date(start + 10_000 + 20_000));
    t.clock.advance(20_000);
    await service.waitFor(1);
    expect(service.requests.get(mine.id)).toBe(3);
    expect(await owed()).toEqual([]);
  });

  it('one that never answers is given up after the deadline, and the others still go', async () => {
    const slow = await buildTestApp({
      database: t.database,
      env: { PUBLIC_URL, PUSH_TIMEOUT_SECONDS: '0.5' },
    });
    try {
      await t.app.push.stop();
      await slow.app.push.start();
      const maya = await makeMember(slow, { first_name: 'Maya' });
      const nia = await makeMember(slow, { first_name: 'Nia' });
      const omar = await makeMember(slow, { first_name: 'Omar' });
      const stuck = service.subscription();
      const fine = service.subscription();
      service.answer(stuck.id, { status: 201, hang: true });
      for (const [member, subscription] of [
        [maya, stuck],
        [nia, fine],
      ] as const) {
        const response = await slow.call('createPushSubscription', {
          token: member.token,
          body: { subscription: subscription.json },
        });
        expect(response.status).toBe(200);
      }
      expect((await act(slow, omar, 'addFriend', maya.id)).status).toBe(200);
      expect((await act(slow, omar, 'addFriend', nia.id)).status).toBe(200);
      await slow.app.push.idle();
      const [waiting] = await slow.db
        .select()
        .from(pushDeliveries)
        .where(eq(pushDeliveries.kind, 'friend_request'));
      // The hung one waits for a retry; the other arrived.
      expect(waiting?.attempts).toBe(1);
      expect(sentTo(fine.id)).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });
});
