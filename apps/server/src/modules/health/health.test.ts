/** The probes: liveness and readiness at the root, without a token or a request limit. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: true });
});
afterAll(() => t.close());

describe('GET /healthz', () => {
  it('answers that the process is up, without a token or a request limit', async () => {
    for (let call = 0; call < 3; call += 1) {
      const response = await t.call('liveness');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok' });
      expect(response.headers).not.toHaveProperty('x-ratelimit-limit');
    }
  });

  it('is at the root, not under /api/v1', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/healthz' });
    expect(response.status).toBe(404);
  });
});

describe('GET /readyz', () => {
  it('answers ok when the database answers and has every migration', async () => {
    const response = await t.call('readiness');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers).not.toHaveProperty('x-ratelimit-limit');
  });

  it('answers 503 while the database lacks the newest migration', async () => {
    const own = await buildTestApp({ ownDatabase: true });
    try {
      await own.db.execute(
        sql`DELETE FROM drizzle.__drizzle_migrations
            WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
      );
      const response = await own.call('readiness');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({
        message:
          'The database is not up to date with this server yet. Please try again in a moment.',
      });

      await own.db.execute(sql`DROP TABLE drizzle.__drizzle_migrations`);
      expect((await own.call('readiness')).status).toBe(503);
    } finally {
      await own.close();
    }
  });
});
