/**
 * A member's first screens drawn by the server with the web app's real server entry: each
 * member's page holds their data and nobody else's, is never cached, and an ended or forged
 * session gets the login screen.
 */
import { rm } from 'node:fs/promises';
import {
  DEFAULT_PICTURE,
  FIRST_SCREEN_DATA_ID,
  POST_BACKGROUNDS,
  POST_LIST_COMMENTS,
  type SessionUser,
} from '@quad/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postEvent } from '../../test/events';
import { loginAs } from '../../test/factories';
import { addGroupMember, makeGroup } from '../../test/groups';
import { makeImage } from '../../test/images';
import { act, befriend, makeMember, type TestMember } from '../../test/members';
import { sendOk } from '../../test/messages';
import { comment, makePost, upload, uploadImage } from '../../test/posts';
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

const queryDataOf = (data: FirstScreenData, key: unknown[]) =>
  data.state.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state
    .data;

const feedOf = (data: FirstScreenData) =>
  queryDataOf(data, ['posts', 'feed']) as { pages: { items: unknown[] }[] } | undefined;

/** Nothing that names `other` is in `html`. */
const expectNothingOf = (html: string, other: TestMember) => {
  for (const trace of [other.firstName, other.lastName, other.username, other.id, other.token]) {
    expect(html).not.toContain(trace);
  }
};

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

  it("draws the member's own avatars from the cookie's picture size: a narrow copy (ext)", async () => {
    const alice = await makeMember(t);
    const uploaded = await upload(
      t,
      alice,
      [{ data: await makeImage('jpeg', { width: 800, height: 800 }) }],
      'profile_pictures',
    );
    const url = uploaded.body[0]?.url ?? '';
    await t.call('updateProfilePicture', { token: alice.token, body: { url } });
    const { picture, picture_size } = await loginAs(t, alice.email);
    expect(picture_size?.widths).toEqual([320, 640]);

    const rendered = await page(cookieOf({ ...sessionOf(alice), picture, picture_size }));
    expect(rendered.status).toBe(200);
    expect(rendered.text).toContain(`${url.replace(/\.jpg$/, '-w320.jpg')} 320w`);
    // A cookie written before pictures' sizes were kept: the original, as before.
    const older = await page(cookieOf({ ...sessionOf(alice), picture }));
    expect(older.text).toContain(url);
    expect(older.text).not.toContain('-w320.jpg');
  });

  it("fetches the first screen's picture first: a background's preload, a photo eager and high", async () => {
    const alice = await makeMember(t);
    const photo = await uploadImage(t, alice);
    await makePost(t, alice, { text: 'The lake', images: [{ url: photo }] });
    await makePost(t, alice, { text: 'Finals!', background: POST_BACKGROUNDS[4] });
    // The newest post, on a background, opens the feed: its picture is asked for in the HTML.
    const home = await page(cookieOf(sessionOf(alice)));
    expect(home.status).toBe(200);
    expect(home.text).toContain(
      '<link rel="preload" href="/backgrounds/5.svg" as="image" fetchPriority="high"/>',
    );
    const lake = /<img [^>]*alt="Attachment 1 of 1[^>]*>/.exec(home.text)?.[0];
    expect(lake).toContain('loading="lazy"');
    expect(lake).not.toContain('fetchPriority');

    // A photo that opens the feed is fetched at once and first.
    const bob = await makeMember(t);
    await makePost(t, bob, { text: 'The lake', images: [{ url: await uploadImage(t, bob) }] });
    const bobsHome = await page(cookieOf(sessionOf(bob)));
    const first = /<img [^>]*alt="Attachment 1 of 1[^>]*>/.exec(bobsHome.text)?.[0];
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
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
    expect(light.text).toContain(
      '<html lang="en" dir="ltr" data-language="en" data-theme="light">',
    );
    const dark = await page(cookieOf(sessionOf(alice)));
    expect(dark.text).toContain('<html lang="en" dir="ltr" data-language="en" data-theme="dark">');
  });

  it("draws the page in the member's language, whatever the device's cookie says", async () => {
    const alice = await makeMember(t);
    await t.call('updateLanguage', { token: alice.token, body: { language: 'ar' } });
    const drawn = await page(cookieOf(sessionOf(alice), '; lang=es'));
    expect(drawn.headers['content-language']).toBe('ar');
    expect(drawn.text).toContain('<html lang="ar" dir="rtl" data-language="ar" data-theme="dark">');
  });

  it("leaves the tests' pseudo-locale to the app: no drawn screen, which could not be in it", async () => {
    const alice = await makeMember(t);
    const response = await page(cookieOf(sessionOf(alice), '; lang=pseudo'));
    expect(response.status).toBe(200);
    expect(response.text).not.toContain(FIRST_SCREEN_DATA_ID);
  });

  it("sends a screen it does not draw in the member's language too", async () => {
    const alice = await makeMember(t);
    await t.call('updateLanguage', { token: alice.token, body: { language: 'ar' } });
    const response = await page(cookieOf(sessionOf(alice)), '/events/calendar');
    expect(response.text).not.toContain(FIRST_SCREEN_DATA_ID);
    expect(response.headers['content-language']).toBe('ar');
    expect(response.text).toContain('<html lang="ar" dir="rtl" data-language="ar"');
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

describe("a member's other first screens, drawn by the server", () => {
  it("draws one's own profile and another's, with their posts, as the API answers them", async () => {
    const alice = await makeMember(t, { first_name: 'Alicia', last_name: 'Aster' });
    const bruno = await makeMember(t, { first_name: 'Brunhilde', last_name: 'Birch' });
    const carol = await makeMember(t, { first_name: 'Carolina', last_name: 'Cedar' });
    await befriend(t, bruno, carol);
    await makePost(t, alice, { text: 'Alicia paints the boathouse' });
    await makePost(t, bruno, { text: 'Brunhilde rows at noon' });

    const own = await page(cookieOf(sessionOf(alice)), '/profile');
    expect(own.status).toBe(200);
    expect(own.text).toContain('Alicia paints the boathouse');
    expectNothingOf(own.text, bruno);
    expectNothingOf(own.text, carol);

    const other = await page(cookieOf(sessionOf(alice)), `/profile/${bruno.username}`);
    expect(other.text).toContain('Brunhilde rows at noon');
    // The friends card as the profile shows it.
    expect(other.text).toContain('Carolina Cedar');
    expect(other.text).not.toContain('Alicia paints the boathouse');
    const api = await t.call('getProfile', {
      token: alice.token,
      params: { username: bruno.username },
      query: { comments: POST_LIST_COMMENTS },
    });
    const handed = queryDataOf(dataOf(other.text), ['profile', bruno.username.toLowerCase()]);
    expect(handed).toEqual(api.body);
  });

  it("hands over each screen's answers exactly as the API answers them", async () => {
    const alice = await makeMember(t);
    const bruno = await makeMember(t);
    await befriend(t, alice, bruno);
    const post = await makePost(t, bruno, { text: 'Rain on the chapel roof' });
    await t.call('savePost', { token: alice.token, params: { postId: post._id } });
    await comment(t, bruno, post._id, 'Bring an umbrella');
    await sendOk(t, bruno, alice, 'Umbrellas are in the hall');
    const club = await makeGroup(t, bruno, { name: 'Weather watchers' });
    await addGroupMember(t, club, alice);
    await makePost(t, bruno, { text: 'Clouds at noon', group: club.id });
    const event = await postEvent(t, bruno, { title: 'Cloud walk' });
    const comments = { comments: POST_LIST_COMMENTS };
    const firstPage = (data: unknown) =>
      (data as { pages: { items: unknown[] }[] }).pages[0]?.items;

    const cases = [
      [
        '/saved',
        ['posts', 'saved'],
        firstPage,
        t.call('getSavedPosts', { token: alice.token, query: comments }),
      ],
      [
        `/posts/${post._id}`,
        ['posts', 'detail', post._id],
        (data: unknown) => data,
        t.call('getPost', { token: alice.token, params: { postId: post._id }, query: comments }),
      ],
      [
        `/events/${event._id}`,
        ['posts', 'detail', event._id],
        (data: unknown) => data,
        t.call('getEvent', { token: alice.token, params: { postId: event._id }, query: comments }),
      ],
      [
        `/groups/${club.slug}`,
        ['groups', 'detail', club.slug],
        (data: unknown) => data,
        t.call('getGroup', { token: alice.token, params: { slug: club.slug } }),
      ],
      [
        `/groups/${club.slug}`,
        ['posts', 'group', club.slug, 'posts'],
        firstPage,
        t.call('getGroupPosts', {
          token: alice.token,
          params: { slug: club.slug },
          query: comments,
        }),
      ],
      [
        '/friends',
        ['friends', 'page-infos'],
        // The screen keeps the answer's data.
        (data: unknown) => ({ success: true, data }),
        t.call('getFriendsPageInfos', { token: alice.token }),
      ],
      [
        '/notifications',
        ['notifications', 'pages'],
        firstPage,
        t.call('getNotifications', { token: alice.token }),
      ],
      [
        '/notifications',
        ['notifications', 'counts'],
        (data: unknown) => data,
        t.call('getNotificationCounts', { token: alice.token }),
      ],
      [
        '/messages',
        ['messages', 'conversations'],
        firstPage,
        t.call('getConversations', { token: alice.token }),
      ],
    ] as const;
    for (const [path, key, answerOf, call] of cases) {
      const api = await call;
      expect(api.status, path).toBe(200);
      const rendered = await page(cookieOf(sessionOf(alice)), path);
      expect(answerOf(queryDataOf(dataOf(rendered.text), [...key])), path).toEqual(api.body);
    }
  });

  it("hands over the header's unread counts with every screen, as the API answers them", async () => {
    const alice = await makeMember(t);
    const bruno = await makeMember(t);
    const cleo = await makeMember(t);
    await befriend(t, alice, bruno);
    expect((await act(t, cleo, 'addFriend', alice.id)).status).toBe(200);
    const post = await makePost(t, bruno, { text: 'Fog over the lake' });
    await comment(t, bruno, post._id, 'Still there at noon');
    await sendOk(t, bruno, alice, 'Did you see the fog?');
    const notifications = await t.call('getNotificationCounts', { token: alice.token });
    const messages = await t.call('getMessageCounts', { token: alice.token });
    expect(notifications.body).toEqual({ unread: expect.any(Number), friendRequests: 1 });
    expect(messages.body).toEqual({ unread: 1 });

    for (const path of ['/', '/profile', `/profile/${bruno.username}`, `/posts/${post._id}`]) {
      const data = dataOf((await page(cookieOf(sessionOf(alice)), path)).text);
      expect(queryDataOf(data, ['notifications', 'counts']), path).toEqual(notifications.body);
      expect(queryDataOf(data, ['messages', 'counts']), path).toEqual(messages.body);
    }
  });

  it('draws nothing of a member who blocked the viewer: their profile is unknown', async () => {
    const alice = await makeMember(t);
    const bruno = await makeMember(t, { first_name: 'Brunhilde', last_name: 'Birch' });
    await makePost(t, bruno, { text: 'Brunhilde keeps her distance' });
    const blocked = await t.call('blockMember', { token: bruno.token, params: { id: alice.id } });
    expect(blocked.status).toBe(200);
    const response = await page(cookieOf(sessionOf(alice)), `/profile/${bruno.username}`);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain('Brunhilde keeps her distance');
    // Her username is the page's own address; nothing else of her is there.
    for (const trace of [bruno.firstName, bruno.lastName, bruno.id, bruno.token]) {
      expect(response.text).not.toContain(trace);
    }
    expect(queryDataOf(dataOf(response.text), ['profile', bruno.username])).toBeNull();
  });

  it('draws only the screens it lists: the events calendar is no event page', async () => {
    const alice = await makeMember(t);
    const response = await page(cookieOf(sessionOf(alice)), '/events/calendar');
    expect(response.status).toBe(200);
    expect(response.text).not.toContain(FIRST_SCREEN_DATA_ID);
  });

  it('draws a post, and for a post in a group the member is not in, the not-found screen', async () => {
    const alice = await makeMember(t);
    const bruno = await makeMember(t, { first_name: 'Brunhilde' });
    const open = await makePost(t, bruno, { text: 'A post for the whole campus' });
    const club = await makeGroup(t, bruno, { privacy: 'private', name: 'Secret rowing club' });
    const inClub = await makePost(t, bruno, { text: 'Only rowers read this', group: club.id });

    const seen = await page(cookieOf(sessionOf(alice)), `/posts/${open._id}`);
    expect(seen.text).toContain('A post for the whole campus');
    expect(queryDataOf(dataOf(seen.text), ['posts', 'detail', open._id])).toMatchObject({
      _id: open._id,
    });

    const refused = await page(cookieOf(sessionOf(alice)), `/posts/${inClub._id}`);
    expect(refused.status).toBe(200);
    expect(refused.text).toContain('This post does not exist.');
    expect(refused.text).not.toContain('Only rowers read this');
    expect(refused.text).not.toContain('Secret rowing club');
    expect(queryDataOf(dataOf(refused.text), ['posts', 'detail', inClub._id])).toBeNull();
  });

  it("draws a group's posts for its members, and a hidden group as unknown to the others", async () => {
    const alice = await makeMember(t);
    const bruno = await makeMember(t);
    const open = await makeGroup(t, bruno, { name: 'Open chess circle' });
    await makePost(t, bruno, { text: 'Chess on the lawn at five', group: open.id });
    const hidden = await makeGroup(t, bruno, { privacy: 'hidden', name: 'Hidden choir' });
    await makePost(t, bruno, { text: 'Choir rehearses in the crypt', group: hidden.id });
    const closed = await makeGroup(t, bruno, { privacy: 'private', name: 'Private kayak crew' });
    await makePost(t, bruno, { text: 'Kayaks leave at dawn', group: closed.id });

    const seen = await page(cookieOf(sessionOf(alice)), `/groups/${open.slug}`);
    expect(seen.text).toContain('Open chess circle');
    expect(seen.text).toContain('Chess on the lawn at five');

    const unknown = await page(cookieOf(sessionOf(alice)), `/groups/${hidden.slug}`);
    expect(unknown.text).toContain('This group does not exist.');
    expect(unknown.text).not.toContain('Hidden choir');
    expect(unknown.text).not.toContain('Choir rehearses in the crypt');

    const outside = await page(cookieOf(sessionOf(alice)), `/groups/${closed.slug}`);
    expect(outside.text).toContain('Only members see this group');
    expect(outside.text).not.toContain('Kayaks leave at dawn');

    await addGroupMember(t, hidden, alice);
    const member = await page(cookieOf(sessionOf(alice)), `/groups/${hidden.slug}`);
    expect(member.text).toContain('Choir rehearses in the crypt');
  });

  it('draws an event with its guests, and a friends-only event as unknown to others', async () => {
    const [alice, bruno, carol] = [
      await makeMember(t),
      await makeMember(t),
      await makeMember(t, { first_name: 'Carolina' }),
    ];
    await befriend(t, bruno, carol);
    const event = await postEvent(t, bruno, {
      title: 'Stargazing on the roof',
      audience: 'friends',
    });

    const guest = await page(cookieOf(sessionOf(carol)), `/events/${event._id}`);
    expect(guest.text).toContain('Stargazing on the roof');
    expect(guest.text).toContain('Guests');
    expect(guest.text).not.toContain('Loading the guests');

    const stranger = await page(cookieOf(sessionOf(alice)), `/events/${event._id}`);
    expect(stranger.text).toContain('This event does not exist.');
    expect(stranger.text).not.toContain('Stargazing on the roof');
    expect(stranger.text).not.toContain(carol.id);
  });

  it("draws saved posts, notifications and messages of each member, none of another's", async () => {
    const alice = await makeMember(t, { first_name: 'Alicia', last_name: 'Aster' });
    const bruno = await makeMember(t, { first_name: 'Brunhilde', last_name: 'Birch' });
    const carol = await makeMember(t, { first_name: 'Carolina', last_name: 'Cedar' });
    const dario = await makeMember(t, { first_name: 'Dariusz', last_name: 'Dogwood' });
    await befriend(t, alice, carol);
    await befriend(t, bruno, dario);
    const alicePost = await makePost(t, alice, { text: 'Alicia keeps this one' });
    const brunoPost = await makePost(t, bruno, { text: 'Brunhilde keeps that one' });
    await t.call('savePost', { token: alice.token, params: { postId: alicePost._id } });
    await t.call('savePost', { token: bruno.token, params: { postId: brunoPost._id } });
    await comment(t, carol, alicePost._id, 'Carolina likes the idea');
    await comment(t, dario, brunoPost._id, 'Dariusz agrees');
    await sendOk(t, carol, alice, 'See you at the library');
    await sendOk(t, dario, bruno, 'Lunch at the refectory');

    // (/friends suggests any member of the community: its own test follows.)
    const screens = [
      ['/saved', 'Alicia keeps this one', 'Brunhilde keeps that one'],
      ['/notifications', 'Carolina Cedar', 'Dariusz Dogwood'],
      ['/messages', 'See you at the library', 'Lunch at the refectory'],
    ] as const;
    for (const [path, aliceSees, brunoSees] of screens) {
      const alicePage = await page(cookieOf(sessionOf(alice)), path);
      const brunoPage = await page(cookieOf(sessionOf(bruno)), path);
      expect(alicePage.text, path).toContain(aliceSees);
      expect(brunoPage.text, path).toContain(brunoSees);
      expect(alicePage.text, path).not.toContain(brunoSees);
      expect(brunoPage.text, path).not.toContain(aliceSees);
      expectNothingOf(alicePage.text, bruno);
      expectNothingOf(alicePage.text, dario);
      expectNothingOf(brunoPage.text, alice);
      expectNothingOf(brunoPage.text, carol);
    }
  });

  it("draws each member's friends and requests, and nothing of another's", async () => {
    const [alice, bruno, carol, dario] = [
      await makeMember(t, { first_name: 'Alicia' }),
      await makeMember(t, { first_name: 'Brunhilde' }),
      await makeMember(t, { first_name: 'Carolina' }),
      await makeMember(t, { first_name: 'Dariusz' }),
    ];
    await befriend(t, alice, carol);
    await befriend(t, bruno, dario);
    const friendsOf = (html: string) => {
      const infos = queryDataOf(dataOf(html), ['friends', 'page-infos']) as {
        friends: { _id: string }[];
      };
      return infos.friends.map((friend) => friend._id);
    };
    const alicePage = await page(cookieOf(sessionOf(alice)), '/friends');
    const brunoPage = await page(cookieOf(sessionOf(bruno)), '/friends');
    expect(friendsOf(alicePage.text)).toEqual([carol.id]);
    expect(friendsOf(brunoPage.text)).toEqual([dario.id]);
    expect(alicePage.text).toContain(`href="/profile/${carol.username}"`);
    expect(alicePage.text).not.toContain(bruno.token);
    expect(brunoPage.text).not.toContain(alice.token);
  });
});

/** The page without its data script: what the member sees drawn. */
const drawnPartOf = (html: string) => html.replace(DATA_SCRIPT, '');

const hrefOf = (member: TestMember) => `href="/profile/${member.username}"`;

describe("the friends page's sections, drawn by the server", () => {
  it('draws each section in full with its people only, and leaves an unknown one to the app', async () => {
    const [alice, bruno, carol, dario, erin] = [
      await makeMember(t, { first_name: 'Alicia' }),
      await makeMember(t, { first_name: 'Brunhilde' }),
      await makeMember(t, { first_name: 'Carolina' }),
      await makeMember(t, { first_name: 'Dariusz' }),
      await makeMember(t, { first_name: 'Erineta' }),
    ];
    expect((await act(t, bruno, 'addFriend', alice.id)).status).toBe(200);
    expect((await act(t, alice, 'addFriend', carol.id)).status).toBe(200);
    await befriend(t, alice, dario);
    const api = await t.call('getFriendsPageInfos', { token: alice.token });
    expect(api.status).toBe(200);

    const sections = [
      ['requests', 'Friend Requests', bruno],
      ['sent', 'Sent Requests', carol],
      ['suggestions', 'Suggestions', erin],
      ['all', 'All Friends', dario],
    ] as const;
    for (const [type, title, shown] of sections) {
      const path = `/friends/${type}`;
      const response = await page(cookieOf(sessionOf(alice)), path);
      expect(response.status, path).toBe(200);
      expect(response.headers['cache-control'], path).toBe('private, no-store');
      const drawn = drawnPartOf(response.text);
      expect(drawn, path).toContain(`>${title}</h1>`);
      expect(drawn, path).toContain(hrefOf(shown));
      // The section alone: nobody of the other sections is drawn.
      for (const [, , other] of sections) {
        if (other !== shown)
          expect(drawn, `${path} draws ${other.firstName}`).not.toContain(hrefOf(other));
      }
      expect(response.text, path).not.toContain('Loading your friends');
      const handed = queryDataOf(dataOf(response.text), ['friends', 'page-infos']);
      expect({ success: true, data: handed }, path).toEqual(api.body);
    }

    // Bruno's own requests, not Alicia's.
    const brunoSent = await page(cookieOf(sessionOf(bruno)), '/friends/sent');
    expect(drawnPartOf(brunoSent.text)).toContain(hrefOf(alice));
    expect(drawnPartOf(brunoSent.text)).not.toContain(hrefOf(carol));
    expect(brunoSent.text).not.toContain(alice.token);

    // The app sends an unknown section on to /friends: the server draws nothing of it.
    const unknown = await page(cookieOf(sessionOf(alice)), '/friends/enemies');
    expect(unknown.status).toBe(200);
    expect(unknown.text).not.toContain(FIRST_SCREEN_DATA_ID);
    expect(unknown.text).not.toContain(bruno.firstName);
  });
});

describe("a group's tabs, drawn by the server", () => {
  const DESCRIPTION = 'Paddles are kept in shed nine';
  const POST = 'Kayaks leave at dawn';
  const PENDING = 'A raft for sale, barely leaks';
  const EVENT = 'Moonlight paddle on the river';
  const BAN_REASON = 'Capsized the club boat twice';

  /**
   * A private club run by Brunhilde (admin) and Carolina (moderator), with Alicia a member whose
   * post waits for approval; Dariusz asks to join, Frederika was banned, Alicia reported a post;
   * Erineta is outside it.
   */
  const crewScene = async () => {
    const [alice, bruno, carol, dario, erin, fred] = [
      await makeMember(t, { first_name: 'Alicia', last_name: 'Aster' }),
      await makeMember(t, { first_name: 'Brunhilde', last_name: 'Birch' }),
      await makeMember(t, { first_name: 'Carolina', last_name: 'Cedar' }),
      await makeMember(t, { first_name: 'Dariusz', last_name: 'Dogwood' }),
      await makeMember(t, { first_name: 'Erineta', last_name: 'Elm' }),
      await makeMember(t, { first_name: 'Frederika', last_name: 'Fir' }),
    ];
    const crew = await makeGroup(t, bruno, { privacy: 'private', name: 'Private kayak crew' });
    await addGroupMember(t, crew, carol, { role: 'moderator' });
    await addGroupMember(t, crew, alice);
    await addGroupMember(t, crew, fred);
    const slug = { slug: crew.slug };
    const post = await makePost(t, bruno, { text: POST, group: crew.id });
    const described = await t.call('updateGroup', {
      token: bruno.token,
      params: slug,
      body: { description: DESCRIPTION, postApproval: true },
    });
    expect(described.status, described.text).toBe(200);
    await makePost(t, alice, { text: PENDING, group: crew.id });
    await postEvent(t, bruno, { title: EVENT, group: crew.id, audience: 'group' });
    const asked = await t.call('joinGroup', {
      token: dario.token,
      params: slug,
      body: { answers: [] },
    });
    expect(asked.status, asked.text).toBe(200);
    const banned = await t.call('removeGroupMember', {
      token: bruno.token,
      params: { ...slug, userId: fred.id },
      body: { ban: true, reason: BAN_REASON },
    });
    expect(banned.status, banned.text).toBe(200);
    const reported = await t.call('reportItem', {
      token: alice.token,
      body: { kind: 'post', id: post._id, reason: 'spam' },
    });
    expect(reported.status, reported.text).toBe(201);
    return { alice, bruno, carol, dario, erin, fred, crew };
  };

  const tabPath = (slug: string, tab: string) => `/groups/${slug}/${tab}`;

  it("hands each tab's answers to those who run the group exactly as the API answers them", async () => {
    const { bruno, carol, crew } = await crewScene();
    const slug = { slug: crew.slug };
    const comments = { comments: POST_LIST_COMMENTS };
    const firstPage = (data: unknown) =>
      (data as { pages: { items: unknown[] }[] }).pages[0]?.items;
    for (const viewer of [carol, bruno]) {
      const token = viewer.token;
      const cases = [
        [
          'members',
          ['groups', 'members', crew.slug, ''],
          firstPage,
          t.call('getGroupMembers', { token, params: slug }),
        ],
        [
          'events',
          ['posts', 'events', 'upcoming', `group:${crew.slug}`],
          firstPage,
          t.call('getEvents', { token, query: { list: 'upcoming', group: crew.slug } }),
        ],
        [
          'requests',
          ['groups', 'requests', crew.slug],
          firstPage,
          t.call('getGroupRequests', { token, params: slug }),
        ],
        [
          'requests',
          ['groups', 'reports', crew.slug],
          firstPage,
          t.call('getGroupReports', { token, params: slug }),
        ],
        [
          'requests',
          ['posts', 'group', crew.slug, 'pending'],
          (data: unknown) => data,
          t.call('getPendingGroupPosts', { token, params: slug, query: comments }),
        ],
        [
          'settings',
          ['groups', 'bans', crew.slug],
          firstPage,
          t.call('getGroupBans', { token, params: slug }),
        ],
        [
          'settings',
          ['groups', 'log', crew.slug],
          firstPage,
          t.call('getGroupLog', { token, params: slug }),
        ],
      ] as const;
      for (const [tab, key, answerOf, call] of cases) {
        const api = await call;
        expect(api.status, tab).toBe(200);
        expect((api.body as unknown[]).length, `${tab}: ${key.join('/')}`).toBeGreaterThan(0);
        const rendered = await page(cookieOf(sessionOf(viewer)), tabPath(crew.slug, tab));
        const handed = queryDataOf(dataOf(rendered.text), [...key]);
        expect(answerOf(handed), `${viewer.firstName} ${tab}: ${key.join('/')}`).toEqual(api.body);
      }
    }
  });

  it('draws every tab for a moderator and an admin, with its data', async () => {
    const { bruno, carol, crew } = await crewScene();
    for (const viewer of [carol, bruno]) {
      const at = async (tab: string) => {
        const response = await page(cookieOf(sessionOf(viewer)), tabPath(crew.slug, tab));
        expect(response.status, tab).toBe(200);
        expect(response.text, tab).not.toMatch(/Loading the (members|requests|reports|log)/);
        expect(response.text, tab).toContain('aria-selected="true"');
        return drawnPartOf(response.text);
      };
      expect(await at('about')).toContain(DESCRIPTION);
      const members = await at('members');
      expect(members).toContain('Alicia Aster');
      expect(members).toContain('Carolina Cedar');
      expect(members).not.toContain('Frederika Fir');
      expect(await at('events')).toContain(EVENT);
      const requests = await at('requests');
      expect(requests).toContain('Dariusz Dogwood');
      expect(requests).toContain('Asked to join');
      expect(requests).toContain(PENDING);
      expect(requests).toContain(POST);
      expect(requests).toContain('Spam (1)');
      const settings = await at('settings');
      expect(settings).toContain('Frederika Fir');
      expect(settings).toContain(BAN_REASON);
      // Only an admin changes the settings and deletes the group.
      expect(settings.includes('Delete group'), viewer.firstName).toBe(viewer === bruno);
    }
  });

  it("draws a plain member's tabs, and the Posts tab with nothing of Requests or Settings", async () => {
    const { alice, dario, fred, crew } = await crewScene();
    const at = async (tab: string) => {
      const response = await page(cookieOf(sessionOf(alice)), tabPath(crew.slug, tab));
      expect(response.status, tab).toBe(200);
      return response;
    };
    expect(drawnPartOf((await at('about')).text)).toContain(DESCRIPTION);
    expect(drawnPartOf((await at('members')).text)).toContain('Carolina Cedar');
    expect(drawnPartOf((await at('events')).text)).toContain(EVENT);
    // Tabs she does not have, and a tab of no name the app knows: the Posts tab, as the app shows.
    for (const tab of ['requests', 'settings', 'photos']) {
      const response = await at(tab);
      const data = dataOf(response.text);
      expect(response.text, tab).toContain(POST);
      for (const key of ['requests', 'reports', 'bans', 'log']) {
        expect(queryDataOf(data, ['groups', key, crew.slug]), `${tab}: ${key}`).toBeUndefined();
      }
      for (const trace of [dario.firstName, dario.id, fred.firstName, fred.id, BAN_REASON]) {
        expect(response.text, `${tab}: ${trace}`).not.toContain(trace);
      }
      for (const words of ['Requests to join', 'Group log', 'Banned', 'Spam (1)']) {
        expect(response.text, `${tab}: ${words}`).not.toContain(words);
      }
    }
  });

  it('draws nothing of a private group for someone outside it, whichever tab is asked', async () => {
    const { alice, bruno, carol, dario, erin, fred, crew } = await crewScene();
    for (const tab of ['posts', 'about', 'members', 'events', 'requests', 'settings', 'photos']) {
      const response = await page(cookieOf(sessionOf(erin)), tabPath(crew.slug, tab));
      expect(response.status, tab).toBe(200);
      expect(response.text, tab).toContain('Private kayak crew');
      for (const trace of [POST, PENDING, EVENT, BAN_REASON, 'Spam (1)', 'Group log']) {
        expect(response.text, `${tab}: ${trace}`).not.toContain(trace);
      }
      for (const other of [alice, bruno, carol, dario, fred]) {
        for (const trace of [other.firstName, other.lastName, other.id]) {
          expect(response.text, `${tab}: ${trace}`).not.toContain(trace);
        }
      }
      const data = dataOf(response.text);
      for (const key of ['members', 'requests', 'reports', 'bans', 'log']) {
        const keyed = data.state.queries.filter((query) => query.queryKey[1] === key);
        expect(keyed, `${tab}: ${key}`).toEqual([]);
      }
    }
    const members = await page(cookieOf(sessionOf(erin)), tabPath(crew.slug, 'members'));
    expect(members.text).toContain('Only members see who is in this group.');
    const about = await page(cookieOf(sessionOf(erin)), tabPath(crew.slug, 'about'));
    expect(about.text).toContain(DESCRIPTION);
    const settings = await page(cookieOf(sessionOf(erin)), tabPath(crew.slug, 'settings'));
    expect(settings.text).toContain('Only members see this group');
  });

  it('draws a hidden group as unknown on every tab to someone outside it', async () => {
    const [alice, bruno] = [await makeMember(t), await makeMember(t)];
    const hidden = await makeGroup(t, bruno, { privacy: 'hidden', name: 'Hidden choir' });
    await makePost(t, bruno, { text: 'Choir rehearses in the crypt', group: hidden.id });
    for (const tab of ['members', 'events', 'settings']) {
      const response = await page(cookieOf(sessionOf(alice)), tabPath(hidden.slug, tab));
      expect(response.text, tab).toContain('This group does not exist.');
      expect(response.text, tab).not.toContain('Hidden choir');
      expect(response.text, tab).not.toContain('Choir rehearses in the crypt');
      expect(response.text, tab).not.toContain(bruno.id);
    }
  });
});
