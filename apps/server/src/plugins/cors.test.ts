import { API_PREFIX, endpoints } from '@quad/contract';
import type { InjectOptions } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeMember } from '../../test/members';
import { uploadImage } from '../../test/posts';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { storedOf } from '../../test/urls';

const CLIENT = 'https://client.example.edu';
const FEED = `${API_PREFIX}${endpoints.getAllPosts.path}`;
const CREATE_POST = `${API_PREFIX}${endpoints.createPost.path}`;

const preflight = (origin: string, url = CREATE_POST): InjectOptions => ({
  method: 'OPTIONS',
  url,
  headers: {
    origin,
    'access-control-request-method': 'POST',
    'access-control-request-headers': 'authorization,content-type',
  },
});

const corsHeadersOf = (headers: Record<string, unknown>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

describe('with CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { CORS_ORIGINS: `${CLIENT}, http://localhost:5173` } });
    return () => t.close();
  });
  beforeEach(() => t.reset());

  it('answers a listed origin’s preflight: 204, methods, headers, max-age, no credentials', async () => {
    const response = await t.inject(preflight(CLIENT));
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(response.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE');
    expect(response.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
    expect(response.headers['access-control-max-age']).toBe('7200');
    expect(response.headers.vary).toContain('Origin');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const second = await t.inject(preflight('http://localhost:5173', FEED));
    expect(second.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('lets a listed origin read the real call, its Link header and its errors', async () => {
    const me = await makeMember(t);
    const created = await t.inject({
      method: 'POST',
      url: CREATE_POST,
      headers: { origin: CLIENT, authorization: `Bearer ${me.token}` },
      payload: { text: 'From another origin' },
    });
    expect(created.status).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBe(CLIENT);
    expect(created.headers['access-control-expose-headers']).toBe('Link');
    expect(created.headers.vary).toContain('Origin');
    expect(created.headers['access-control-allow-credentials']).toBeUndefined();

    const anonymous = await t.inject({ method: 'GET', url: FEED, headers: { origin: CLIENT } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers['access-control-allow-origin']).toBe(CLIENT);
  });

  it('gives an origin that is not listed no allow-origin header', async () => {
    const other = 'https://client.example.edu.evil.example';
    const answer = await t.inject(preflight(other));
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(corsHeadersOf(answer.headers)).toEqual([]);
    const me = await makeMember(t);
    const call = await t.inject({
      method: 'GET',
      url: FEED,
      headers: { origin: other, authorization: `Bearer ${me.token}` },
    });
    expect(call.status).toBe(200);
    expect(corsHeadersOf(call.headers)).toEqual([]);
  });

  it('still shares media with every origin', async () => {
    const me = await makeMember(t);
    const url = await uploadImage(t, me);
    const served = await t.inject({
      method: 'GET',
      url: storedOf(url),
      headers: { origin: 'https://anyone.example' },
    });
    expect(served.status).toBe(200);
    expect(served.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('without CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    return () => t.close();
  });

  it('sends no CORS header and answers no preflight', async () => {
    const answer = await t.inject(preflight(CLIENT));
    expect(answer.status).toBe(404);
    expect(corsHeadersOf(answer.headers)).toEqual([]);
    const me = await makeMember(t);
    const call = await t.inject({
      method: 'GET',
      url: FEED,
      headers: { origin: CLIENT, authorization: `Bearer ${me.token}` },
    });
    expect(call.status).toBe(200);
    expect(corsHeadersOf(call.headers)).toEqual([]);
  });
});
