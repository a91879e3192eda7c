import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectLimited } from '../../../test/limits';
import { makeMember, type TestMember } from '../../../test/members';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { searchLimits } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: true });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const search = (member: TestMember, term: string, ip?: string) =>
  t.call('search', { token: member.token, params: { term }, ...(ip && { ip }) });

describe('search per member', () => {
  const { max, windowMs } = searchLimits.searchPerMember;

  it(`allows ${max} searches a minute per member, from any address, then answers 429`, async () => {
    const me = await makeMember(t);
    const other = await makeMember(t);
    const answers = await Promise.all(
      Array.from({ length: max }, (_, index) =>
        search(me, `ter${index % 10}`, `192.0.2.${(index % 200) + 1}`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(max).fill(200));
    expectLimited(await search(me, 'one more'));

    // Another member searches on; the window ends.
    expect((await search(other, 'term')).status).toBe(200);
    t.clock.advance(windowMs);
    expect((await search(me, 'term')).status).toBe(200);
  });
});
