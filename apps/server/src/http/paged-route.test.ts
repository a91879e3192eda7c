/**
 * Paged lists announce their next page through pagedRoute only: a paged entry registered with
 * route, which would answer the first page and never announce the next, stops the start.
 */
import { API_PREFIX, endpoints } from '@quad/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeMember } from '../../test/members';
import { comment, makePost, nextLink } from '../../test/posts';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { pagedRoute, route } from './route';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a paged entry', () => {
  it('is refused by route, and taken by pagedRoute', async () => {
    const app = Fastify();
    const errors: unknown[] = [];
    await app.register(
      async (api) => {
        try {
          route(api, t.app.context, endpoints.getMyGroups, { handler: async () => [] });
        } catch (error) {
          errors.push(error);
        }
        pagedRoute(api, t.app.context, endpoints.getMyGroups, {
          read: async () => ({ items: [] }),
        });
      },
      { prefix: API_PREFIX },
    );
    await app.close();
    expect(errors).toEqual([
      new Error(
        '/groups/mine is paged: register it with pagedRoute, which announces the next page',
      ),
    ]);
  });

  it('announces the next page with the query carried over, and none after the last', async () => {
    const member = await makeMember(t, { first_name: 'Pia' });
    const post = await makePost(t, member, { text: 'Paged' });
    for (const text of ['One', 'Two', 'Three']) {
      expect((await comment(t, member, post._id, text)).status).toBe(200);
      t.clock.advance(1000);
    }

    const seen: string[] = [];
    let query: { limit: number; cursor?: string } = { limit: 2 };
    for (let page = 0; page < 3; page += 1) {
      const response = await t.call('getComments', {
        token: member.token,
        params: { postId: post._id },
        query,
      });
      expect(response.status, response.text).toBe(200);
      seen.push(...response.body.map((each) => each.comment));
      const link = nextLink(response.headers);
      if (!link) break;
      const search = new URLSearchParams(link.split('?')[1]);
      expect(link.split('?')[0]).toBe(`${API_PREFIX}/post/getComments/${post._id}`);
      expect(search.get('limit')).toBe('2');
      query = { limit: 2, cursor: search.get('cursor') ?? '' };
    }
    expect(seen).toEqual(['Three', 'Two', 'One']);
  });
});
