import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectLimited } from '../../../test/limits';
import { makeMember } from '../../../test/members';
import { befriend, send } from '../../../test/messages';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { messageLimits } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: true });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('messages per member', () => {
  const { max, windowMs } = messageLimits.messagesPerMember;

  it(`allows ${max} messages in ${windowMs / 60_000} minute(s) per member, to anyone, then answers 429`, async () => {
    const me = await makeMember(t);
    const friends = [await makeMember(t), await makeMember(t)];
    for (const friend of friends) await befriend(t, me, friend);
    for (let index = 0; index < max; index += 1) {
      const friend = friends[index % friends.length];
      if (!friend) throw new Error('no friend');
      const response = await send(t, me, friend, `Message ${index}`);
      expect(response.status, response.text).toBe(201);
    }
    const [first, second] = friends;
    if (!first || !second) throw new Error('no friends');
    expectLimited(await send(t, me, first, 'One more'));

    expect((await send(t, first, me, 'Mine')).status).toBe(201);
    t.clock.advance(windowMs);
    expect((await send(t, me, second, 'Later')).status).toBe(201);
  }, 60_000);
});
