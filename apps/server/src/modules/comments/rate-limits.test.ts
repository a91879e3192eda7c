import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectLimited } from '../../../test/limits';
import { makeMember } from '../../../test/members';
import { comment, makePost } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { commentLimits } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: true });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('comments per member', () => {
  const { max, windowMs } = commentLimits.commentsPerMember;

  it(`allows ${max} comments in ${windowMs / 60_000} minutes per member, on any posts, then answers 429`, async () => {
    const me = await makeMember(t);
    const other = await makeMember(t);
    const posts = [await makePost(t, me), await makePost(t, me)];
    for (let index = 0; index < max; index += 1) {
      const post = posts[index % posts.length];
      const response = await comment(t, me, post?._id ?? '', `Comment ${index}`);
      expect(response.status, response.text).toBe(200);
    }
    expectLimited(await comment(t, me, posts[0]?._id ?? '', 'One more'));

    expect((await comment(t, other, posts[0]?._id ?? '', 'Mine')).status).toBe(200);
    t.clock.advance(windowMs);
    expect((await comment(t, me, posts[1]?._id ?? '', 'Later')).status).toBe(200);
  }, 60_000);
});
