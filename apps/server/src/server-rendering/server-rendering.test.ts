/**
 * A member's first screens drawn by the server with the web app's real server entry: each
 * member's page holds their data and nobody else's, is never cached, and an ended or forged
 * session gets the login screen.
 */
import { rm } from 'node:fs/promises';
import {
  DEFAULT_PICTURE,
  FIRST_SCREEN_DATA_ID,
  POST_LIST_COMMENTS,
  type SessionUser,
} from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeMember, type TestMember } from '../../test/members';
import { makePost } from '../../test/posts';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { buildWebWithServerEntry } from '../../test/web-server-entry';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await buildWebWithServerEntry();
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});
beforeEach(() => t.reset());

/** The `user` cookie as the web app writes it after a log-in. */
const sessionOf = (member: TestMember): SessionUser => ({
  id: member.id,
  token: member.token,
  username: member.username,
  first_name: member.firstName,
  last_name: member.lastName,
  picture: DEFAULT_PICTURE,
  cover: '',
  gender: 'male',
  ccu_college: member.college,
  verified: true,
});

const cookieOf = (user: SessionUser, extra = '') =>
  `user=${encodeURIComponent(JSON.stringify(user))}${extra}`;

const page = (cookie: string | undefined, url = '/') =>
  t.inject({ method: 'GET', url, headers: cookie === undefined ? {} : { cookie } });

const DATA_SCRIPT = new RegExp(
  `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">([^<]*)</script>`,
);

interface FirstScreenData {
  state: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
}

const dataOf = (html: string) => {
  const text = DATA_SCRIPT.exec(html)?.[1];
  expect(text, 'the page has its data script').toBeDefined();
  return JSON.parse(text ?? '') as FirstScreenData;
};

const feedOf = (data: FirstScreenData) =>
  data.state.queries.find((query) => JSON.stringify(query.queryKey) === '["posts","feed"]')?.state
    .data as { pages: { items: unknown[] }[] } | undefined;

describe("a member's home, drawn by the server", () => {
  it("holds each member's own feed and nothing of the other's, one after the other", async () => {
    const alice = await makeMember(t, { first_name: 'Alicia', last_name: 'Aster' });
    const bruno = await makeMember(t, { first_name: 'Brunhilde', last_name: 'Birch' });
    await makePost(t, alice, { text: 'Alicia walks the quad at dawn' });
    await makePost(t, bruno, { text: 'Brunhilde reads in the library' });

    const alicePage = await page(cookieOf(sessionOf(alice)));
    const brunoPage = await page(cookieOf(sessionOf(bruno)));

    expect(alicePage.status).toBe(200);
    expect(alicePage.text).toContain('Alicia walks the quad at dawn');
    expect(brunoPage.text).toContain('Brunhilde reads in the library');
    for (const [own, other] of [
      [alicePage.text, bruno],
      [brunoPage.text, alice],
    ] as const) {
      for (const trace of [
        other.firstName,
        other.lastName,
        other.username,
        other.id,
        other.token,
      ]) {
        expect(own).not.toContain(trace);
      }
    }
    expect(alicePage.text).not.toContain('Brunhilde reads in the library');
    expect(brunoPage.text).not.toContain('Alicia walks the quad at dawn');
  });

  it('hands over the first page of the feed exactly as the API answers it', async () => {
    const alice = await makeMember(t);
    await makePost(t, alice, { text: 'First light on campus' });
    const rendered = await page(cookieOf(sessionOf(alice)));
    const api = await t.call('getAllPosts', {
      token: alice.token,
      query: { comments: POST_LIST_COMMENTS },
    });
    expect(api.status).toBe(200);
    expect(feedOf(dataOf(rendered.text))?.pages[0]?.items).toEqual(api.body);
  });

  it('is never kept by a cache, varies by cookie and keeps the strict script policy', async () => {
    const alice = await makeMember(t);
    const response = await page(cookieOf(sessionOf(alice)));
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary)).toMatch(/\bcookie\b/i);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    // No script runs from the page itself: its data is JSON, never executed.
    const scripts = response.text.match(/<script\b[^>]*>/g) ?? [];
    for (const script of scripts) {
      expect(script).toMatch(/\bsrc=|type="application\/json"/);
    }
  });

  it('keeps a post that looks like markup inside the data script', async () => {
    const alice = await makeMember(t);
    const text = '</script><script>alert(1)</script><!--';
    await makePost(t, alice, { text });
    const response = await page(cookieOf(sessionOf(alice)));
    expect(response.text).not.toContain(text);
    const items = feedOf(dataOf(response.text))?.pages[0]?.items as { text: string }[];
    expect(items[0]?.text).toBe(text);
  });

  it('draws the page in the theme of the darkTheme cookie', async () => {
    const alice = await makeMember(t);
    const light = await page(cookieOf(sessionOf(alice), '; darkTheme=false'));
    expect(light.text).toContain('<html lang="en" data-theme="light">');
    const dark = await page(cookieOf(sessionOf(alice)));
    expect(dark.text).toContain('<html lang="en" data-theme="dark">');
  });

  it('compresses the page as the browser accepts', async () => {
    const alice = await makeMember(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: cookieOf(sessionOf(alice)), 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(response.rawPayload).toString()).toContain(`id="${FIRST_SCREEN_DATA_ID}"`);
  });
});

describe('a page for a session that is not open', () => {
  const expectLoginShell = (response: { text: string; headers: Record<string, unknown> }) => {
    expect(response.text).toContain('class="login-shell"');
    expect(response.text).not.toContain(FIRST_SCREEN_DATA_ID);
    expect(response.headers['cache-control']).toBe('no-cache');
  };

  it('gets the login screen for a forged token', async () => {
    const alice = await makeMember(t);
    await makePost(t, alice, { text: 'Only for Alicia' });
    const forged = { ...sessionOf(alice), token: `${alice.token.slice(0, -4)}AAAA` };
    const response = await page(cookieOf(forged));
    expectLoginShell(response);
    expect(response.text).not.toContain('Only for Alicia');
  });

  it("gets the login screen for one member's name on another's token", async () => {
    const alice = await makeMember(t);
    const bruno = await makeMember(t);
    await makePost(t, bruno, { text: 'Bruno only' });
    const response = await page(cookieOf({ ...sessionOf(alice), token: bruno.token }));
    expectLoginShell(response);
    expect(response.text).not.toContain('Bruno only');
  });

  it('gets the login screen once the member logged out', async () => {
    const alice = await makeMember(t);
    expect((await t.call('logout', { token: alice.token })).status).toBe(200);
    expectLoginShell(await page(cookieOf(sessionOf(alice))));
  });

  it('gets the login screen for a damaged cookie, and a visitor gets it too', async () => {
    expectLoginShell(await page('user=%7Bnot-json'));
    expectLoginShell(await page(undefined));
  });
});
