import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectLimited } from '../../../test/limits';
import { makeMember } from '../../../test/members';
import { createPost } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { postLimits } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: true });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('posts per member', () => {
  const { max, windowMs } = postLimits.postsPerMember;

  it(`allows ${max} posts in ${windowMs / 60_000} minutes per member, from any address, then answers 429`, async () => {
    const me = await makeMember(t);
    const other = await makeMember(t);
    for (let index = 0; index < max; index += 1) {
      const response = await t.call('createPost', {
        token: me.token,
        ip: `192.0.2.${index + 1}`,
        body: { text: `Post ${index}` },
      });
      expect(response.status, response.text).toBe(201);
    }
    expectLimited(await createPost(t, me, { text: 'One more' }));

    expect((await createPost(t, other, { text: 'Mine' })).status).toBe(201);
    t.clock.advance(windowMs);
    expect((await createPost(t, me, { text: 'Later' })).status).toBe(201);
  }, 60_000);
});
