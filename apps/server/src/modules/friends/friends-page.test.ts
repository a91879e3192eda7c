import { COLLEGES, type UserSummary } from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, makeMember, rowsBetween, type TestMember } from '../../../test/members';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const SECOND = 1000;

const pageOf = async (member: TestMember) => {
  const response = await t.call('getFriendsPageInfos', { token: member.token });
  expect(response.status, response.text).toBe(200);
  expect(response.body.success).toBe(true);
  return response.body.data;
};

const ids = (list: UserSummary[]) => list.map((user) => user._id);

const ok = async (actor: TestMember, action: Parameters<typeof act>[2], target: TestMember) => {
  const response = await act(t, actor, action, target.id);
  expect(response.status, response.text).toBe(200);
};

const befriend = async (a: TestMember, b: TestMember) => {
  await ok(a, 'addFriend', b);
  await ok(b, 'acceptRequest', a);
};

/** A member created one second after the previous one, so "newest" is well defined. */
const later = async (overrides: Parameters<typeof makeMember>[1] = {}) => {
  t.clock.advance(SECOND);
  return makeMember(t, overrides);
};

describe('getFriendsPageInfos', () => {
  it('lists incoming and sent requests and friends, newest first, as summaries', async () => {
    const me = await later({ first_name: 'Mia' });
    const x = await later({ first_name: 'Xan' });
    const y = await later({ first_name: 'Yul' });
    const z = await later({ first_name: 'Zed' });
    const v = await later({ first_name: 'Val' });
    const w = await later({ first_name: 'Wes' });
    t.clock.advance(SECOND);
    await ok(x, 'addFriend', me);
    t.clock.advance(SECOND);
    await ok(y, 'addFriend', me);
    t.clock.advance(SECOND);
    await ok(me, 'addFriend', z);
    t.clock.advance(SECOND);
    await befriend(me, v);
    t.clock.advance(SECOND);
    await befriend(w, me);

    const page = await pageOf(me);
    expect(ids(page.requests)).toEqual([y.id, x.id]);
    expect(ids(page.sentRequests)).toEqual([z.id]);
    expect(ids(page.friends)).toEqual([w.id, v.id]);
    expect(page.requests[0]).toEqual({
      _id: y.id,
      username: y.username,
      picture: expect.any(String),
      first_name: 'Yul',
      last_name: y.lastName,
      pictureSize: null,
    });

    const theirs = await pageOf(z);
    expect(ids(theirs.requests)).toEqual([me.id]);
    expect(theirs.sentRequests).toEqual([]);
  });

  it('never answers e-mail addresses or other private fields', async () => {
    const me = await later();
    const other = await later();
    await ok(other, 'addFriend', me);
    const response = await t.call('getFriendsPageInfos', { token: me.token });
    for (const secret of [other.email, me.email, 'password', 'token', 'birth', 'email']) {
      expect(response.text).not.toContain(secret);
    }
  });

  it('needs a session', async () => {
    const response = await t.call('getFriendsPageInfos');
    expect(response.status).toBe(401);
  });
});

describe('suggestions', () => {
  const [myCollege, otherCollege] = [COLLEGES[0], COLLEGES[1]];

  it('rank friends of friends by mutual friends, then my college, then the newest members', async () => {
    const other = { college: otherCollege };
    const me = await later({ first_name: 'Mia', college: myCollege });
    const friendOne = await later(other);
    const friendTwo = await later(other);
    const oldSameCollege = await later({ college: myCollege });
    const twoMutual = await later(other);
    const newSameCollege = await later({ college: myCollege });
    const oneMutual = await later(other);
    const requested = await later({ college: myCollege });
    const requester = await later({ college: myCollege });
    const unverified = await later({ college: myCollege, verified: false });
    const newestElsewhere = await later(other);

    await befriend(me, friendOne);
    await befriend(me, friendTwo);
    await befriend(friendOne, twoMutual);
    await befriend(friendTwo, twoMutual);
    await befriend(friendOne, oneMutual);
    // People with a pending request either way are not suggested, even as friends of friends.
    await befriend(friendOne, requested);
    await ok(me, 'addFriend', requested);
    await ok(requester, 'addFriend', me);

    const page = await pageOf(me);
    expect(ids(page.suggestions)).toEqual([
      twoMutual.id,
      oneMutual.id,
      newSameCollege.id,
      oldSameCollege.id,
      newestElsewhere.id,
    ]);
    const excluded = [me, friendOne, friendTwo, requested, requester, unverified].map((m) => m.id);
    expect(ids(page.suggestions).filter((id) => excluded.includes(id))).toEqual([]);
  });

  it('are at most 30, newest first when nothing else tells them apart', async () => {
    const me = await later({ college: myCollege });
    const others: TestMember[] = [];
    for (let index = 0; index < 34; index += 1) {
      others.push(await later({ college: otherCollege }));
    }
    const page = await pageOf(me);
    expect(ids(page.suggestions)).toEqual(
      others
        .slice(-30)
        .reverse()
        .map((m) => m.id),
    );
  });

  it('are empty for the only member', async () => {
    const me = await later();
    expect((await pageOf(me)).suggestions).toEqual([]);
  });
});

describe('defaultFriend', () => {
  const WELCOME = 'welcome.team@coastal.edu';
  let withWelcome: TestApp;
  beforeAll(async () => {
    // A second server process on the same database, with the same signing key and clock.
    withWelcome = await buildTestApp({
      clock: t.clock,
      env: { DEFAULT_FRIEND_EMAIL: WELCOME, JWT_SECRET: t.app.context.secret },
    });
  });
  afterAll(() => withWelcome.close());

  const callDefault = (app: TestApp, member: TestMember) =>
    app.call('defaultFriend', { token: member.token, body: {} });

  it('befriends the welcome account, both following, once however often it is called', async () => {
    const welcome = await makeMember(t, { email: WELCOME, first_name: 'Quad' });
    const me = await makeMember(t);
    for (let call = 0; call < 3; call += 1) {
      const response = await callDefault(withWelcome, me);
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual({ message: 'ok' });
    }
    expect(await rowsBetween(t, me.id, welcome.id)).toEqual({
      friendsAB: true,
      friendsBA: true,
      requestAB: false,
      requestBA: false,
      followAB: true,
      followBA: true,
    });
    expect(ids((await pageOf(me)).friends)).toEqual([welcome.id]);
  });

  it('clears a pending request between them', async () => {
    const welcome = await makeMember(t, { email: WELCOME });
    const me = await makeMember(t);
    await ok(welcome, 'addFriend', me);
    expect((await callDefault(withWelcome, me)).status).toBe(200);
    const rows = await rowsBetween(t, me.id, welcome.id);
    expect(rows.friendsAB && rows.friendsBA && !rows.requestAB && !rows.requestBA).toBe(true);
  });

  it('does nothing for the welcome account itself, without one, or when none is configured', async () => {
    const welcome = await makeMember(t, { email: WELCOME });
    expect((await callDefault(withWelcome, welcome)).status).toBe(200);
    expect((await pageOf(welcome)).friends).toEqual([]);

    const me = await makeMember(t);
    expect((await callDefault(t, me)).body).toEqual({ message: 'ok' });
    expect((await pageOf(me)).friends).toEqual([]);

    await t.reset();
    const alone = await makeMember(t);
    expect((await callDefault(withWelcome, alone)).status).toBe(200);
    expect((await pageOf(alone)).friends).toEqual([]);
  });

  it('needs a verified account', async () => {
    await makeMember(t, { email: WELCOME });
    const me = await makeMember(t, { verified: false });
    const response = await callDefault(withWelcome, me);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      message: 'Activate your account to add friends and follow members.',
    });
  });
});
