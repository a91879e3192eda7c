import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectLimited } from '../../../test/limits';
import { makeMember } from '../../../test/members';
import { makePost } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { reportLimits } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: true });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('reports per member', () => {
  const { max, windowMs } = reportLimits.reportsPerMember;

  it(`allows ${max} reports an hour per member, then answers 429, and again after the hour`, async () => {
    const [me, other, author] = [await makeMember(t), await makeMember(t), await makeMember(t)];
    const posts: string[] = [];
    for (let index = 0; index <= max + 1; index += 1) posts.push((await makePost(t, author))._id);
    const report = (reporter: typeof me, index: number) =>
      t.call('reportItem', {
        token: reporter.token,
        body: { kind: 'post', id: posts[index] ?? '', reason: 'spam' },
      });
    for (let index = 0; index < max; index += 1) {
      const response = await report(me, index);
      expect(response.status, response.text).toBe(201);
    }
    expectLimited(await report(me, max));

    expect((await report(other, max)).status).toBe(201);
    t.clock.advance(windowMs);
    expect((await report(me, max + 1)).status).toBe(201);
  }, 60_000);
});
