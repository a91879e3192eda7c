/** Every call the contract marks as authenticated refuses a request without a valid token. */
import { endpoints, type EndpointName } from '@quad/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';

const params = {
  id: '01900000-0000-7000-8000-000000000000',
  postId: '01900000-0000-7000-8000-000000000000',
  userId: '01900000-0000-7000-8000-000000000000',
  username: 'someone',
  term: 'ana',
  kind: 'post',
  slug: 'some-group',
  commentId: '01900000-0000-7000-8000-000000000000',
  identityId: '01900000-0000-7000-8000-000000000000',
  tag: 'robotics',
};

const authenticated = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => endpoints[name].auth,
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('bearer token', () => {
  it('is required by every authenticated call of the contract', () => {
    expect(authenticated.length).toBeGreaterThan(30);
  });

  it.each(authenticated)('%s answers 401 without a token or with a forged one', async (name) => {
    const missing = await t.call(name, { params, body: {} });
    expect(missing.status).toBe(401);
    expect(missing.body.message).toEqual(expect.any(String));
    const forged = await t.call(name, {
      params,
      body: {},
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
    });
    expect(forged.status).toBe(401);
  });
});
