import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ORIGINAL_CLIENT_BACKGROUNDS, type EndpointName } from '@quad/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signupForm } from '../../test/factories';
import { makeImage } from '../../test/images';
import { act, makeMember, type TestMember } from '../../test/members';
import { comment, makePost, upload, uploadImage } from '../../test/posts';
import {
  buildTestApp,
  TEST_PUBLIC_URL,
  type TestApp,
  type TestResponse,
} from '../../test/test-app';

/** The keys under which answers carry image URLs ('' or null when there is none). */
const IMAGE_URL_KEYS = new Set(['picture', 'cover', 'image', 'background', 'secure_url', 'url']);

interface FoundUrl {
  at: string;
  key: string;
  url: string;
}

/** Every image URL of an answer, and where it is. */
const imageUrlsIn = (value: unknown, at = '$'): FoundUrl[] => {
  if (Array.isArray(value))
    return value.flatMap((item, index) => imageUrlsIn(item, `${at}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    IMAGE_URL_KEYS.has(key) && typeof item === 'string'
      ? item === ''
        ? []
        : [{ at: `${at}.${key}`, key, url: item }]
      : imageUrlsIn(item, `${at}.${key}`),
  );
};

const webPublicDir = fileURLToPath(new URL('../../../web/public', import.meta.url));

let dist: string;
let t: TestApp;
beforeAll(async () => {
  // The app's own files (default picture, backgrounds), as a build serves them.
  dist = await mkdtemp(path.join(os.tmpdir(), 'quad-web-dist-'));
  await cp(webPublicDir, dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Quad</title>');
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  return async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  };
});

interface Campus {
  me: TestMember;
  friend: TestMember;
  stranger: TestMember;
  /** An upload of mine, as answered. */
  photo: string;
}

/** Members with uploaded pictures and covers, friends, requests, posts with photos and comments. */
const buildCampus = async (app: TestApp): Promise<Campus> => {
  const me = await makeMember(app, { first_name: 'Maya', last_name: 'Chen' });
  const friend = await makeMember(app, { first_name: 'Omar', last_name: 'Haddad' });
  const stranger = await makeMember(app, { first_name: 'Lena', last_name: 'Park' });
  const pending = await makeMember(app, { first_name: 'Ravi', last_name: 'Shah' });
  expect((await act(app, me, 'addFriend', friend.id)).status).toBe(200);
  expect((await act(app, friend, 'acceptRequest', me.id)).status).toBe(200);
  expect((await act(app, pending, 'addFriend', me.id)).status).toBe(200);
  expect((await act(app, me, 'addFriend', stranger.id)).status).toBe(200);
  for (const member of [me, friend, pending]) {
    const picture = await uploadImage(app, member, 'profile_pictures');
    const cover = await uploadImage(app, member, 'cover_pictures');
    await app.call('updateProfilePicture', { token: member.token, body: { url: picture } });
    await app.call('updateCover', { token: member.token, body: { url: cover } });
  }
  const photo = await uploadImage(app, me);
  const post = await makePost(app, me, { text: 'Sunset', images: [{ url: photo }] });
  await makePost(app, me, { text: 'Finals!', background: ORIGINAL_CLIENT_BACKGROUNDS[2] });
  const commentImage = await uploadImage(app, friend, `post_images/${post._id}`);
  expect((await comment(app, friend, post._id, 'Wow', commentImage)).status).toBe(200);
  return { me, friend, stranger, photo };
};

/** The main calls of the spec's client, each answered. */
const mainAnswers = async (app: TestApp, campus: Campus) => {
  const { me, friend } = campus;
  const as = (member: TestMember) => ({ token: member.token });
  const answers: [string, TestResponse<unknown>][] = [];
  const record = async (name: string, call: Promise<TestResponse<unknown>>) => {
    const response = await call;
    expect(response.status, `${name}: ${response.text}`).toBeLessThan(300);
    answers.push([name, response]);
    return response;
  };
  const call = (name: EndpointName, options: Parameters<TestApp['call']>[1] = {}) =>
    record(name, app.call(name, options));

  await call('register', { body: signupForm() });
  await call('login', { body: { email: me.email, password: TEST_PASSWORD } });
  await call('findUser', { body: { email: me.email } });
  await call('getProfile', { ...as(friend), params: { username: me.username } });
  const feed = await call('getAllPosts', as(me));
  const [newest, withPhoto] = feed.body as { _id: string }[];
  await call('getUserPosts', { ...as(friend), params: { userId: me.id } });
  await call('getComments', { ...as(me), params: { postId: withPhoto?._id ?? '' } });
  await call('comment', {
    ...as(me),
    body: { postId: newest?._id ?? '', comment: 'See you there' },
  });
  await call('createPost', {
    ...as(me),
    body: { text: 'Again', background: '/backgrounds/4.svg' },
  });
  await call('search', { ...as(me), params: { term: 'omar' } });
  await call('addToSearchHistory', { ...as(me), body: { searchUser: friend.id } });
  await call('getSearchHistory', as(me));
  await call('getFriendsPageInfos', as(me));
  const uploaded = await record(
    'uploadImages',
    upload(app, me, [{ data: await makeImage('png') }], 'profile_pictures'),
  );
  const [{ url: picture } = { url: '' }] = uploaded.body as { url: string }[];
  await call('updateProfilePicture', { ...as(me), body: { url: picture } });
  await call('updateCover', { ...as(me), body: { url: campus.photo } });
  await call('listImages', { ...as(me), body: { path: `${me.id}/*`, sort: 'desc', max: 30 } });
  return answers;
};

describe('image URLs in answers', () => {
  it('are absolute on PUBLIC_URL in every main answer, and each one is served', async () => {
    const answers = await mainAnswers(t, await buildCampus(t));
    const found = answers.flatMap(([name, response]) =>
      imageUrlsIn(response.body).map((url) => ({ ...url, at: `${name} ${url.at}` })),
    );
    // Every kind of field shows up at least once, so none is left unchecked.
    expect(new Set(found.map(({ key }) => key))).toEqual(IMAGE_URL_KEYS);
    const onPublicUrl = new RegExp(`^${TEST_PUBLIC_URL.replaceAll('.', '\\.')}/[^/]`);
    const paths = new Set<string>();
    for (const { at, url } of found) {
      expect(url, at).toMatch(onPublicUrl);
      paths.add(new URL(url).pathname);
    }
    expect(paths.size).toBeGreaterThanOrEqual(8);
    for (const urlPath of paths) {
      const served = await t.inject({ method: 'GET', url: urlPath });
      expect(served.status, urlPath).toBe(200);
      expect(served.headers['content-type'], urlPath).toMatch(/^image\//);
    }
  });

  it('let a page on another site show the app’s own pictures and backgrounds', async () => {
    for (const url of ['/default-avatar.svg', '/backgrounds/3.svg']) {
      const served = await t.inject({ method: 'GET', url });
      expect(served.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expect(served.headers['access-control-allow-origin'], url).toBe('*');
    }
    const page = await t.inject({ method: 'GET', url: '/logo.svg' });
    expect(page.headers['cross-origin-resource-policy']).toBe('same-site');
  });
});

describe('without PUBLIC_URL', () => {
  let byHost: TestApp;
  let behindProxy: TestApp;
  let campus: Campus;
  beforeAll(async () => {
    // One signing key, so both servers take the same tokens.
    const env = { PUBLIC_URL: '', WEB_DIST_DIR: dist, JWT_SECRET: 'k'.repeat(32) };
    byHost = await buildTestApp({ env, database: t.database });
    behindProxy = await buildTestApp({
      env: { ...env, TRUST_PROXY: 'loopback' },
      database: t.database,
    });
    campus = await buildCampus(byHost);
    return async () => {
      await byHost.close();
      await behindProxy.close();
    };
  });

  const profileUrls = async (app: TestApp, headers: Record<string, string>) => {
    const response = await app.call('getProfile', {
      token: campus.friend.token,
      params: { username: campus.me.username },
      headers,
    });
    expect(response.status).toBe(200);
    return imageUrlsIn(response.body).map(({ url }) => url);
  };

  it('answers them on the origin the request came to, such as a LAN address', async () => {
    const urls = await profileUrls(byHost, { host: '192.168.1.20:3000' });
    expect(urls.length).toBeGreaterThan(4);
    for (const url of urls) expect(url).toMatch(/^http:\/\/192\.168\.1\.20:3000\/[^/]/);
  });

  it('takes X-Forwarded-Host and -Proto only from a trusted proxy (TRUST_PROXY)', async () => {
    const forwarded = {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'quad.campus.edu',
      'x-forwarded-proto': 'https',
    };
    for (const url of await profileUrls(byHost, forwarded)) {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3000\//);
    }
    for (const url of await profileUrls(behindProxy, forwarded)) {
      expect(url).toMatch(/^https:\/\/quad\.campus\.edu\//);
    }
  });

  it('takes back a URL on the request’s own origin, and no other', async () => {
    const { me, photo } = campus;
    const onLan = photo.replace(/^http:\/\/[^/]+/, 'http://192.168.1.20:3000');
    const taken = await byHost.call('updateCover', {
      token: me.token,
      body: { url: onLan },
      headers: { host: '192.168.1.20:3000' },
    });
    expect(taken.status, taken.text).toBe(200);
    expect((taken.body as { cover: string }).cover).toBe(onLan);
    const refused = await byHost.call('updateCover', {
      token: me.token,
      body: { url: onLan },
      headers: { host: '192.168.1.21:3000' },
    });
    expect(refused.status).toBe(400);
  });
});

describe('MEDIA_URL', () => {
  const MEDIA_URL = 'https://cdn.quad.test/files';
  let cdn: TestApp;
  beforeAll(async () => {
    cdn = await buildTestApp({ env: { MEDIA_URL, WEB_DIST_DIR: dist }, database: t.database });
    return () => cdn.close();
  });

  it('puts uploaded media on its origin and keeps the app’s own files on PUBLIC_URL', async () => {
    const me = await makeMember(cdn);
    const photo = await uploadImage(cdn, me);
    expect(photo).toMatch(new RegExp(`^${MEDIA_URL}/media/${me.id}/post_images/`));
    const post = await makePost(cdn, me, { text: 'Hi', images: [{ url: photo }] });
    expect(post.images).toEqual([{ url: photo, width: 64, height: 48, widths: [] }]);
    expect(post.user.picture).toBe(`${TEST_PUBLIC_URL}/default-avatar.svg`);
    const onBackground = await makePost(cdn, me, { text: 'x', background: '/backgrounds/1.svg' });
    expect(onBackground.background).toBe(`${TEST_PUBLIC_URL}/backgrounds/1.svg`);
  });

  it('takes media back in any of the server’s forms', async () => {
    const me = await makeMember(cdn);
    const photo = await uploadImage(cdn, me);
    const stored = photo.slice(MEDIA_URL.length);
    for (const url of [photo, `${TEST_PUBLIC_URL}${stored}`, stored]) {
      const answer = await cdn.call('updateCover', { token: me.token, body: { url } });
      expect(answer.status, url).toBe(200);
      expect(answer.body).toEqual({ success: true, cover: photo });
    }
    const elsewhere = await cdn.call('updateCover', {
      token: me.token,
      body: { url: `https://cdn.quad.test/other${stored}` },
    });
    expect(elsewhere.status).toBe(400);
  });

  it('lets the web app load images from it (Content-Security-Policy)', async () => {
    const page = await cdn.inject({ method: 'GET', url: '/' });
    const imgSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('img-src'));
    expect(imgSrc).toContain('https://cdn.quad.test');
  });
});
