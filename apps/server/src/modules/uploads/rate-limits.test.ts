import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeImage } from '../../../test/images';
import { expectLimited } from '../../../test/limits';
import { makeMember } from '../../../test/members';
import { upload } from '../../../test/posts';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { uploadLimits } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: true });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('uploads per member', () => {
  const { max, windowMs } = uploadLimits.uploadsPerMember;

  it(`allows ${max} uploads in ${windowMs / 60_000} minutes per member, then answers 429`, async () => {
    const me = await makeMember(t);
    const other = await makeMember(t);
    const files = [{ data: await makeImage('jpeg') }];
    for (let index = 0; index < max; index += 1) {
      const response = await upload(t, me, files);
      expect(response.status, response.text).toBe(200);
    }
    expectLimited(await upload(t, me, files));

    expect((await upload(t, other, files)).status).toBe(200);
    t.clock.advance(windowMs);
    expect((await upload(t, me, files)).status).toBe(200);
  });
});
