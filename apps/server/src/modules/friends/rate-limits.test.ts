import type { FriendshipAction } from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectLimited } from '../../../test/limits';
import { act, makeMember } from '../../../test/members';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { friendLimits } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: true });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('friendship calls per member', () => {
  const { max, windowMs } = friendLimits.actionsPerMember;

  it(`share one counter of ${max} calls in ${windowMs / 60_000} minutes, then answer 429`, async () => {
    const me = await makeMember(t);
    const them = await makeMember(t);
    const other = await makeMember(t);
    const defaultFriend = () => t.call('defaultFriend', { token: me.token, body: {} });

    expect((await defaultFriend()).status).toBe(200);
    // Request, cancel, follow, unfollow, ... : every call succeeds, and each adds to one count.
    const cycle: FriendshipAction[] = ['addFriend', 'cancelRequest', 'follow', 'unfollow'];
    for (let index = 1; index < max; index += 1) {
      const action = cycle[(index - 1) % cycle.length] ?? 'follow';
      const response = await act(t, me, action, them.id);
      expect(response.status, `${action}: ${response.text}`).toBe(200);
    }
    expectLimited(await act(t, me, 'addFriend', them.id));
    expectLimited(await act(t, me, 'unfriend', them.id));
    expectLimited(await defaultFriend());

    // The member acted on still acts, and so does anyone else; the window ends.
    expect((await act(t, them, 'follow', me.id)).status).toBe(200);
    expect((await act(t, other, 'addFriend', me.id)).status).toBe(200);
    t.clock.advance(windowMs);
    expect((await act(t, me, 'acceptRequest', other.id)).status).toBe(200);
  });
});
