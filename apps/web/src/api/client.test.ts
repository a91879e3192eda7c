import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, route, stubApi } from '../test/fetch-stub';
import { ApiError, OFFLINE_MESSAGE, UNKNOWN_ERROR_MESSAGE } from './api-error';
import { callApi, callApiPage, configureApiClient, nextCursorOf } from './client';

const onUnauthorized = vi.fn();
configureApiClient({ getToken: () => 'the-token', onUnauthorized });

afterEach(() => {
  onUnauthorized.mockReset();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('API client', () => {
  it('sends the bearer token on authenticated calls only', async () => {
    const api = stubApi({
      [route('resendVerification')]: () => json(200, { message: 'sent' }),
      [route('findUser')]: () => json(200, { email: 'a@coastal.edu' }),
    });
    await callApi('resendVerification');
    await callApi('findUser', { body: { email: 'a@coastal.edu' } });
    const [resend, find] = api.apiCalls();
    expect(resend?.headers.get('Authorization')).toBe('Bearer the-token');
    expect(resend?.body).toEqual({});
    expect(find?.headers.has('Authorization')).toBe(false);
  });

  it('fills path parameters from the contract', async () => {
    const api = stubApi({
      [route('getProfile', '/user/getProfile/jane%20doe')]: () => json(200, { success: true }),
    });
    await callApi('getProfile', { params: { username: 'jane doe' } });
    expect(api.apiCalls()[0]?.method).toBe('GET');
    expect(api.apiCalls()[0]?.body).toBeUndefined();
  });

  it("turns a failure into an ApiError carrying the server's message", async () => {
    stubApi({ [route('findUser')]: () => json(404, { message: 'No account found.' }) });
    const error = await failure(callApi('findUser', { body: { email: 'x@coastal.edu' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.message).toBe('No account found.');
  });

  it('has a message of its own when the answer has none or the server is unreachable', async () => {
    stubApi({ [route('findUser')]: () => new Response('Bad gateway', { status: 502 }) });
    const body = { email: 'x@coastal.edu' };
    expect((await failure(callApi('findUser', { body }))).message).toBe(UNKNOWN_ERROR_MESSAGE);

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await failure(callApi('findUser', { body }));
    expect(offline.status).toBe(0);
    expect(offline.message).toBe(OFFLINE_MESSAGE);
  });

  it('ends the session on a 401 of an authenticated call, not of a login', async () => {
    stubApi({
      [route('login')]: () => json(401, { message: 'Wrong password.' }),
      [route('activate')]: () => json(401, { message: 'Please log in again.' }),
    });
    await failure(callApi('login', { body: { email: 'ana@coastal.edu', password: 'wrong' } }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    await failure(callApi('activate', { body: { token: 't' } }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reads the next page of a list from the Link header and sends its cursor', async () => {
    const api = stubApi({
      [route('getAllPosts')]: ({ query }) =>
        query.get('cursor')
          ? json(200, [])
          : new Response(JSON.stringify([{ _id: 'a' }]), {
              headers: {
                'Content-Type': 'application/json',
                Link: '</api/v1/post/getAllPosts?cursor=17_abc&limit=10>; rel="next"',
              },
            }),
    });
    expect(await callApiPage('getAllPosts')).toEqual({ items: [{ _id: 'a' }], next: '17_abc' });
    expect(
      await callApiPage('getAllPosts', { query: { cursor: '17_abc', limit: undefined } }),
    ).toEqual({ items: [], next: undefined });
    expect(api.apiCalls()[1]?.query.toString()).toBe('cursor=17_abc');
    expect(nextCursorOf('<https://x.test/a?cursor=1>; rel="prev"')).toBeUndefined();
  });
});
