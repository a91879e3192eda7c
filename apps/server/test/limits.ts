/** What every refused request of a request limit looks like. */
import { expect } from 'vitest';
import type { TestResponse } from './test-app';

export const TOO_MANY = /^Too many attempts\. Please wait \d+ minute\(s\) and try again\.$/;

export const expectLimited = (response: TestResponse<unknown>) => {
  expect(response.status).toBe(429);
  expect((response.body as { message: string }).message).toMatch(TOO_MANY);
  expect(response.headers).toHaveProperty('retry-after');
};
