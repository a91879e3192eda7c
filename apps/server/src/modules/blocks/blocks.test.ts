/** Blocking and unblocking a member, and the settings' block list (issue 11 §2). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  act,
  befriend,
  makeMember,
  NOTHING,
  rowsBetween,
  viewProfile,
  type TestMember,
} from '../../../test/members';
import { makePost, MISSING_ID, nextLink } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { blocks, notifications } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const block = (t: TestApp, member: TestMember, id: string) =>
  t.call('blockMember', { token: member.token, params: { id } });
const unblock = (t: TestApp, member: TestMember, id: string) =>
  t.call('unblockMember', { token: member.token, params: { id } });
const blockedBy = async (member: TestMember) => {
  const response = await t.call('getBlockedMembers', { token: member.token });
  expect(response.status, response.text).toBe(200);
  return response.body.map((each) => each.first_name);
};
const profileOf = (viewer: TestMember, other: TestMember) =>
  t.call('getProfile', { token: viewer.token, params: { username: other.username } });

const twoMembers = async () => {
  const ava = await makeMember(t, { first_name: 'Ava' });
  const ben = await makeMember(t, { first_name: 'Ben' });
  return [ava, ben] as const;
};

describe('blockMember', () => {
  it('ends the friendship, the follows both ways and what each was told of the other', async () => {
    const [ava, ben] = await twoMembers();
    await befriend(t, ava, ben);
    expect(await t.db.select().from(notifications)).not.toEqual([]);

    const response = await block(t, ava, ben.id);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ message: 'ok' });
    expect(await rowsBetween(t, ava.id, ben.id)).toEqual(NOTHING);
    expect(await t.db.select().from(notifications)).toEqual([]);
    // Ben is not told.
    const bens = await t.call('getNotifications', { token: ben.token });
    expect(bens.body).toEqual([]);
  });

  it('ends pending friend requests either way, and a follow without a friendship', async () => {
    const [ava, ben] = await twoMembers();
    const cleo = await makeMember(t, { first_name: 'Cleo' });
    expect((await act(t, ben, 'addFriend', ava.id)).status).toBe(200);
    expect((await act(t, ava, 'addFriend', cleo.id)).status).toBe(200);
    expect((await act(t, cleo, 'follow', ava.id)).status).toBe(200);
    expect((await block(t, ava, ben.id)).status).toBe(200);
    expect((await block(t, ava, cleo.id)).status).toBe(200);
    expect(await rowsBetween(t, ava.id, ben.id)).toEqual(NOTHING);
    expect(await rowsBetween(t, ava.id, cleo.id)).toEqual(NOTHING);
  });

  it('leaves neither able to friend or follow the other, which answers as unknown', async () => {
    const [ava, ben] = await twoMembers();
    expect((await block(t, ava, ben.id)).status).toBe(200);
    for (const [from, to] of [
      [ava, ben],
      [ben, ava],
    ] as const) {
      for (const action of ['addFriend', 'follow'] as const) {
        const response = await act(t, from, action, to.id);
        expect(response.status).toBe(404);
        expect(response.body.message).toBe('This member does not exist.');
      }
      expect((await profileOf(from, to)).body).toEqual({
        success: false,
        message: 'This profile does not exist.',
      });
    }
    expect(await rowsBetween(t, ava.id, ben.id)).toEqual(NOTHING);
  });

  it('is idempotent: blocking again answers ok and keeps one block', async () => {
    const [ava, ben] = await twoMembers();
    for (let call = 0; call < 2; call += 1) expect((await block(t, ava, ben.id)).status).toBe(200);
    expect(await t.db.select().from(blocks).where(eq(blocks.blockerId, ava.id))).toHaveLength(1);
  });

  it('refuses oneself (400) and an unknown or malformed id (404)', async () => {
    const [ava] = await twoMembers();
    const self = await block(t, ava, ava.id);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot block yourself.');
    for (const id of [MISSING_ID, 'not-an-id']) {
      const response = await block(t, ava, id);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('This member does not exist.');
    }
    expect((await t.call('blockMember', { params: { id: MISSING_ID } })).status).toBe(401);
  });

  it('works for the blocked member too, without telling them they were blocked', async () => {
    const [ava, ben] = await twoMembers();
    expect((await block(t, ava, ben.id)).status).toBe(200);
    expect((await block(t, ben, ava.id)).status).toBe(200);
    // Ava unblocks: Ben's own block still keeps them apart.
    expect((await unblock(t, ava, ben.id)).status).toBe(200);
    expect((await profileOf(ava, ben)).body.success).toBe(false);
    expect((await unblock(t, ben, ava.id)).status).toBe(200);
    expect((await profileOf(ava, ben)).body.success).toBe(true);
  });

  it('is open to a member who has not activated their account', async () => {
    const ava = await makeMember(t, { first_name: 'Ava', verified: false });
    const ben = await makeMember(t, { first_name: 'Ben' });
    expect((await block(t, ava, ben.id)).status).toBe(200);
  });
});

describe('unblockMember', () => {
  it('lets each see the other again, but brings back neither friendship nor follows', async () => {
    const [ava, ben] = await twoMembers();
    await befriend(t, ava, ben);
    const post = await makePost(t, ben, { text: 'Ben was here' });
    expect((await block(t, ava, ben.id)).status).toBe(200);
    expect(
      (await t.call('getPost', { token: ava.token, params: { postId: post._id } })).status,
    ).toBe(404);

    expect((await unblock(t, ava, ben.id)).status).toBe(200);
    const profile = await viewProfile(t, ava, ben.username);
    expect(profile.body.friendship).toEqual({
      friends: false,
      following: false,
      requestSent: false,
      requestReceived: false,
    });
    expect(profile.body.posts.map((each) => each._id)).toEqual([post._id]);
    expect(await rowsBetween(t, ava.id, ben.id)).toEqual(NOTHING);
    // Not followed any more, so Ben's posts stay out of Ava's feed.
    const feed = await t.call('getAllPosts', { token: ava.token });
    expect(feed.body).toEqual([]);
    // They may become friends again.
    await befriend(t, ben, ava);
  });

  it('is idempotent, refuses oneself (400) and an unknown member (404)', async () => {
    const [ava, ben] = await twoMembers();
    expect((await unblock(t, ava, ben.id)).status).toBe(200);
    expect((await unblock(t, ava, ava.id)).status).toBe(400);
    expect((await unblock(t, ava, MISSING_ID)).status).toBe(404);
  });
});

describe('getBlockedMembers', () => {
  it('lists whom the member blocked, the latest first, a page at a time', async () => {
    const [ava, ben] = await twoMembers();
    const cleo = await makeMember(t, { first_name: 'Cleo' });
    const dev = await makeMember(t, { first_name: 'Dev' });
    for (const member of [ben, cleo, dev]) {
      expect((await block(t, ava, member.id)).status).toBe(200);
      t.clock.advance(1000);
    }
    expect(await blockedBy(ava)).toEqual(['Dev', 'Cleo', 'Ben']);
    // The blocked members' own lists do not name Ava.
    expect(await blockedBy(ben)).toEqual([]);

    const first = await t.call('getBlockedMembers', { token: ava.token, query: { limit: 2 } });
    expect(first.body.map((each) => each.first_name)).toEqual(['Dev', 'Cleo']);
    expect(first.body[0]).toEqual({
      _id: dev.id,
      username: dev.username,
      picture: expect.any(String),
      first_name: 'Dev',
      last_name: dev.lastName,
      pictureSize: null,
      blockedAt: expect.any(String),
    });
    const next = nextLink(first.headers);
    if (!next) throw new Error('no next page');
    const second = await t.inject<{ first_name: string }[]>({
      method: 'GET',
      url: next,
      headers: { authorization: `Bearer ${ava.token}` },
    });
    expect(second.body.map((each) => each.first_name)).toEqual(['Ben']);
    expect(nextLink(second.headers)).toBeUndefined();

    expect((await unblock(t, ava, cleo.id)).status).toBe(200);
    expect(await blockedBy(ava)).toEqual(['Dev', 'Ben']);
  });

  it('refuses a malformed cursor (400)', async () => {
    const [ava] = await twoMembers();
    const response = await t.call('getBlockedMembers', {
      token: ava.token,
      query: { cursor: 'nope' },
    });
    expect(response.status).toBe(400);
  });
});
