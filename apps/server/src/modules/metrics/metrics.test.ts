/** GET /metrics: off without METRICS_TOKEN, behind its bearer token, requests by route template. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeMember } from '../../../test/members';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { UNMATCHED_ROUTE } from './routes';

const METRICS_TOKEN = 'scrape-token-of-the-tests';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a text exposition (comments left out). */
const samplesOf = (text: string): Sample[] =>
  text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, name, value]) => [
          name,
          value,
        ]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );

describe('without METRICS_TOKEN', () => {
  it('answers 404 as for any unknown path', async () => {
    const t = await buildTestApp();
    try {
      const response = await t.call('metrics', { token: METRICS_TOKEN });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Nothing here: GET /metrics' });
    } finally {
      await t.close();
    }
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN } });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.call('metrics', { token: METRICS_TOKEN });
    expect(response.status).toBe(200);
    return samplesOf(response.text);
  };

  it('answers 401 without the token or with another', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${METRICS_TOKEN}x` },
      { authorization: `Basic ${METRICS_TOKEN}` },
      { authorization: 'Bearer' },
    ];
    for (const headers of attempts) {
      const response = await t.call('metrics', { headers });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'This metrics token is not valid.' });
    }
  });

  it('refuses a member’s token', async () => {
    const member = await makeMember(t);
    expect((await t.call('metrics', { token: member.token })).status).toBe(401);
  });

  it('answers the text exposition format with the token', async () => {
    const response = await t.call('metrics', { token: METRICS_TOKEN });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.text).toContain('# TYPE quad_http_requests_total counter');
    expect(response.headers).not.toHaveProperty('x-ratelimit-limit');
  });

  it('counts requests by route template and status, never by raw URL', async () => {
    const member = await makeMember(t);
    expect((await t.call('getAllPosts', { token: member.token })).status).toBe(200);
    expect((await t.call('getAllPosts', { token: member.token })).status).toBe(200);
    expect((await t.call('getAllPosts')).status).toBe(401);
    const profile = await t.call('getProfile', {
      token: member.token,
      params: { username: member.username },
    });
    expect(profile.status).toBe(200);
    await t.inject({ method: 'GET', url: '/api/v1/no/such/call' });

    const samples = await scrape();
    const requests = (labels: Record<string, string>) =>
      find(samples, 'quad_http_requests_total', labels).map((sample) => sample.value);
    const getAllPosts = { method: 'GET', route: '/api/v1/post/getAllPosts' };
    expect(requests({ ...getAllPosts, status: '200' })).toEqual([2]);
    expect(requests({ ...getAllPosts, status: '401' })).toEqual([1]);
    expect(requests({ route: '/api/v1/user/getProfile/:username', status: '200' })).toEqual([1]);
    expect(requests({ route: UNMATCHED_ROUTE, status: '404' })).toEqual([1]);

    const routes = find(samples, 'quad_http_requests_total').map((sample) => sample.labels.route);
    expect(routes).not.toContain(`/api/v1/user/getProfile/${member.username}`);
    expect(routes).not.toContain('/api/v1/no/such/call');
    // Scrapes are not counted.
    expect(routes).not.toContain('/metrics');
  });

  it('keeps a histogram of durations with buckets, by route and status', async () => {
    const samples = await scrape();
    const labels = { route: '/api/v1/post/getAllPosts', status: '200' };
    const buckets = find(samples, 'quad_http_request_duration_seconds_bucket', labels);
    expect(buckets.length).toBeGreaterThan(5);
    expect(buckets.find((bucket) => bucket.labels.le === '+Inf')?.value).toBe(2);
    expect(find(samples, 'quad_http_request_duration_seconds_count', labels)[0]?.value).toBe(2);
    expect(
      find(samples, 'quad_http_request_duration_seconds_sum', labels)[0]?.value,
    ).toBeGreaterThan(0);
  });

  it('reports the process: memory and event-loop lag', async () => {
    const names = new Set((await scrape()).map((sample) => sample.name));
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('reports the PostgreSQL pool: connections in use and idle, queries waiting', async () => {
    const samples = await scrape();
    // The suite runs on PGlite, or on PostgreSQL with npm run test:pg.
    if (inject('testDatabase').kind !== 'postgres') {
      expect(find(samples, 'quad_db_pool_connections')).toEqual([]);
      return;
    }
    const states = find(samples, 'quad_db_pool_connections').map((sample) => sample.labels.state);
    expect(states.sort()).toEqual(['idle', 'in_use']);
    const total = find(samples, 'quad_db_pool_connections').reduce((sum, s) => sum + s.value, 0);
    expect(total).toBeGreaterThan(0);
    expect(find(samples, 'quad_db_pool_waiting')).toHaveLength(1);
  });
});

describe('GET /metrics', () => {
  it('is at the root, not under /api/v1', async () => {
    const t = await buildTestApp({ env: { METRICS_TOKEN } });
    try {
      const response = await t.inject({
        method: 'GET',
        url: '/api/v1/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
