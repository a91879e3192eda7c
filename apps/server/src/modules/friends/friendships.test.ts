import { FRIENDSHIP_ACTIONS, type FriendshipAction } from '@quad/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  act,
  makeMember,
  NOTHING,
  rowsBetween,
  type Rows,
  type TestMember,
} from '../../../test/members';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type State = 'none' | 'sent' | 'received' | 'friends' | 'following' | 'followed';

/** The rows of each state, seen from A (the member who acts). */
const STATE_ROWS: Record<State, Rows> = {
  none: NOTHING,
  sent: { ...NOTHING, requestAB: true, followAB: true },
  received: { ...NOTHING, requestBA: true, followBA: true },
  friends: { ...NOTHING, friendsAB: true, friendsBA: true, followAB: true, followBA: true },
  following: { ...NOTHING, followAB: true },
  followed: { ...NOTHING, followBA: true },
};

/** Brings A and B into a state through the API. */
const enter = async (state: State, a: TestMember, b: TestMember) => {
  const steps: Record<State, [TestMember, FriendshipAction, TestMember][]> = {
    none: [],
    sent: [[a, 'addFriend', b]],
    received: [[b, 'addFriend', a]],
    friends: [
      [a, 'addFriend', b],
      [b, 'acceptRequest', a],
    ],
    following: [[a, 'follow', b]],
    followed: [[b, 'follow', a]],
  };
  for (const [actor, action, target] of steps[state]) {
    const response = await act(t, actor, action, target.id);
    expect(response.status, response.text).toBe(200);
  }
  expect(await rowsBetween(t, a.id, b.id)).toEqual(STATE_ROWS[state]);
};

/** What each action of A does from each state: the rows after it, or the refusal message. */
const EXPECTED: Record<FriendshipAction, Record<State, Rows | string>> = {
  addFriend: {
    none: STATE_ROWS.sent,
    sent: 'You already sent this member a friend request.',
    received: 'This member already sent you a friend request: confirm it.',
    friends: 'You are already friends.',
    following: STATE_ROWS.sent,
    followed: { ...STATE_ROWS.sent, followBA: true },
  },
  cancelRequest: {
    none: 'There is no friend request to cancel.',
    sent: NOTHING,
    received: 'There is no friend request to cancel.',
    friends: 'There is no friend request to cancel.',
    following: 'There is no friend request to cancel.',
    followed: 'There is no friend request to cancel.',
  },
  acceptRequest: {
    none: 'There is no friend request from this member to confirm.',
    sent: 'There is no friend request from this member to confirm.',
    received: STATE_ROWS.friends,
    friends: 'You are already friends.',
    following: 'There is no friend request from this member to confirm.',
    followed: 'There is no friend request from this member to confirm.',
  },
  deleteRequest: {
    none: 'There is no friend request from this member to delete.',
    sent: 'There is no friend request from this member to delete.',
    received: NOTHING,
    friends: 'There is no friend request from this member to delete.',
    following: 'There is no friend request from this member to delete.',
    followed: 'There is no friend request from this member to delete.',
  },
  unfriend: {
    none: 'You are not friends with this member.',
    sent: 'You are not friends with this member.',
    received: 'You are not friends with this member.',
    friends: NOTHING,
    following: 'You are not friends with this member.',
    followed: 'You are not friends with this member.',
  },
  follow: {
    none: STATE_ROWS.following,
    sent: 'You already follow this member.',
    received: { ...STATE_ROWS.received, followAB: true },
    friends: 'You already follow this member.',
    following: 'You already follow this member.',
    followed: { ...NOTHING, followAB: true, followBA: true },
  },
  unfollow: {
    none: 'You do not follow this member.',
    sent: { ...NOTHING, requestAB: true },
    received: 'You do not follow this member.',
    friends: { ...STATE_ROWS.friends, followAB: false },
    following: NOTHING,
    followed: 'You do not follow this member.',
  },
};

const STATES = Object.keys(STATE_ROWS) as State[];
const cases = FRIENDSHIP_ACTIONS.flatMap((action) =>
  STATES.map((state) => ({ action, state, expected: EXPECTED[action][state] })),
);

describe('the friendship state machine', () => {
  it.each(cases)('$action from $state', async ({ action, state, expected }) => {
    const a = await makeMember(t, { first_name: 'Ada' });
    const b = await makeMember(t, { first_name: 'Ben' });
    await enter(state, a, b);

    const response = await act(t, a, action, b.id);

    if (typeof expected === 'string') {
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: expected });
      expect(await rowsBetween(t, a.id, b.id)).toEqual(STATE_ROWS[state]);
    } else {
      expect(response.status, response.text).toBe(200);
      expect(response.body).toEqual({ message: 'ok' });
      expect(await rowsBetween(t, a.id, b.id)).toEqual(expected);
    }
  });

  it('touches nobody else: unfriending one friend keeps the others', async () => {
    const [a, b, c] = await Promise.all(
      ['Ada', 'Ben', 'Cy'].map((n) => makeMember(t, { first_name: n })),
    );
    await enter('friends', a!, b!);
    await enter('friends', a!, c!);
    expect((await act(t, a!, 'unfriend', b!.id)).status).toBe(200);
    expect(await rowsBetween(t, a!.id, c!.id)).toEqual(STATE_ROWS.friends);
  });
});

describe('who may act on whom', () => {
  it.each(FRIENDSHIP_ACTIONS)('%s needs a verified account', async (action) => {
    const a = await makeMember(t, { verified: false });
    const b = await makeMember(t);
    const response = await act(t, a, action, b.id);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      message: 'Activate your account to add friends and follow members.',
    });
    expect(await rowsBetween(t, a.id, b.id)).toEqual(NOTHING);
  });

  it.each(FRIENDSHIP_ACTIONS)('%s refuses oneself', async (action) => {
    const a = await makeMember(t);
    const response = await act(t, a, action, a.id);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'You cannot befriend or follow yourself.' });
  });

  it.each(FRIENDSHIP_ACTIONS)('%s refuses an unknown or malformed id', async (action) => {
    const a = await makeMember(t);
    const gone = await makeMember(t);
    await t.db.delete(users).where(eq(users.id, gone.id));
    for (const id of [gone.id, 'not-an-id', "1' OR '1'='1", '%00', 'x'.repeat(400)]) {
      const response = await act(t, a, action, id);
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({ message: 'This member does not exist.' });
    }
  });

  it('needs a session', async () => {
    const b = await makeMember(t);
    const response = await t.call('addFriend', { params: { id: b.id } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: expect.any(String) });
  });

  it('accepts a request sent to an unverified member once they verify', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t, { verified: false });
    expect((await act(t, a, 'addFriend', b.id)).status).toBe(200);
    expect((await act(t, b, 'acceptRequest', a.id)).status).toBe(403);
    // The same session can act once verified: the app forgets what it remembered of the member
    // when it verifies them (auth/sessions.ts), as it is told to here.
    await t.db.update(users).set({ verified: true }).where(eq(users.id, b.id));
    t.app.context.sessions.forget(b.id);
    expect((await act(t, b, 'acceptRequest', a.id)).status).toBe(200);
    expect(await rowsBetween(t, a.id, b.id)).toEqual(STATE_ROWS.friends);
  });
});

describe('at the same moment', () => {
  it('two members sending each other a request end with one request', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await makeMember(t, { first_name: 'Ada' });
      const b = await makeMember(t, { first_name: 'Ben' });
      const answers = await Promise.all([
        act(t, a, 'addFriend', b.id),
        act(t, b, 'addFriend', a.id),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
      const rows = await rowsBetween(t, a.id, b.id);
      const aWon = answers[0].status === 200;
      expect(rows).toEqual(
        aWon ? STATE_ROWS.sent : { ...NOTHING, requestBA: true, followBA: true },
      );
    }
  });

  it('a confirm racing a cancel ends either as friends or as nothing', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await makeMember(t, { first_name: 'Ada' });
      const b = await makeMember(t, { first_name: 'Ben' });
      await enter('sent', a, b);
      const [cancel, accept] = await Promise.all([
        act(t, a, 'cancelRequest', b.id),
        act(t, b, 'acceptRequest', a.id),
      ]);
      expect([cancel.status, accept.status].sort()).toEqual([200, 409]);
      expect(await rowsBetween(t, a.id, b.id)).toEqual(
        cancel.status === 200 ? NOTHING : STATE_ROWS.friends,
      );
    }
  });

  it('the same request sent twice at once is made once', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    const answers = await Promise.all([act(t, a, 'addFriend', b.id), act(t, a, 'addFriend', b.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await rowsBetween(t, a.id, b.id)).toEqual(STATE_ROWS.sent);
  });
});

describe('deleting an account', () => {
  it('removes its requests, friendships and follows', async () => {
    const a = await makeMember(t);
    const b = await makeMember(t);
    const c = await makeMember(t);
    await enter('friends', a, b);
    await enter('sent', a, c);
    await t.db.delete(users).where(eq(users.id, a.id));
    expect(await rowsBetween(t, a.id, b.id)).toEqual(NOTHING);
    expect(await rowsBetween(t, a.id, c.id)).toEqual(NOTHING);
  });
});
