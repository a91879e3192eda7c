/**
 * A member's first screens come drawn by the server (DESIGN.md, "first screen"): each one
 * hydrates without a single React hydration warning or error and without asking again for the
 * data it came with, in both themes, for a member with posts and one without; with JavaScript
 * off, each still shows its main content, and a post the member may not see its not-found screen.
 * A group's tabs are drawn for the one who runs the group, a plain member and someone outside a
 * private group, each with what the app shows them and nothing of a tab they do not have.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  API_PREFIX,
  endpoints,
  fillPath,
  FIRST_SCREEN_DATA_ID,
  type EndpointName,
  type SessionUser,
} from '@quad/contract';
import { callByApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import {
  befriendByApi,
  createPostByApi,
  registerVerifiedByApi,
  type SignedUpMember,
} from '../support/member-api';
import { newMember } from '../support/members';
import { homeFeed, postWithText } from '../support/posts-ui';
import type { Theme } from '../support/theme';
import { waitForApp } from '../support/ui';

/** What React says when the browser's first render does not match the server's HTML. */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #4(18|19|23|25)/i;

interface Scene {
  poster: SignedUpMember;
  quiet: SignedUpMember;
  friend: SignedUpMember;
  postId: string;
  groupSlug: string;
  /** The private group of the poster, which the quiet member is outside and the friend asks to join. */
  crewSlug: string;
  eventId: string;
  /** A post in a private group only the poster is in. */
  privatePostId: string;
}

let scene: Scene;
const FIRST_POST = 'Morning fog over the quad, coffee in hand';
const FRIEND_POST = 'Library is open late tonight';
const GROUP_POST = 'Boats leave the dock at six';
const PRIVATE_POST = 'The crew meets behind the boathouse';
const EVENT_TITLE = 'Film night on the lawn';
const GROUP_EVENT = 'Regatta on the river';
const CREW_EVENT = 'Crew dinner at the boathouse';
const MESSAGE = 'Coffee after the lecture?';

test.beforeAll(async ({ request }) => {
  const poster = await registerVerifiedByApi(request, newMember({ firstName: 'Rhea' }));
  const quiet = await registerVerifiedByApi(request, newMember({ firstName: 'Quinn' }));
  const friend = await registerVerifiedByApi(request, newMember({ firstName: 'Felix' }));
  await befriendByApi(request, poster, friend);
  const friendPost = await createPostByApi(request, friend, { text: FRIEND_POST });
  const post = await createPostByApi(request, poster, { text: FIRST_POST });
  await callByApi(request, 'savePost', { token: poster.token, params: { postId: friendPost._id } });
  await callByApi(request, 'comment', {
    token: friend.token,
    body: { postId: post._id, comment: 'Same fog here', image: '' },
  });
  await callByApi(request, 'sendMessage', {
    token: friend.token,
    params: { username: poster.username },
    body: { text: MESSAGE },
  });
  const groupOf = (name: string, privacy: 'public' | 'private') =>
    callByApi(request, 'createGroup', {
      token: poster.token,
      body: { name: `${name} ${poster.username.slice(-6)}`, kind: 'club', privacy },
    });
  const group = await groupOf('Rowing at dawn', 'public');
  await createPostByApi(request, poster, { text: GROUP_POST, group: group._id });
  const crew = await groupOf('Boathouse crew', 'private');
  const privatePost = await createPostByApi(request, poster, {
    text: PRIVATE_POST,
    group: crew._id,
  });
  // The quiet member joins the public group; the friend asks to join the private one.
  for (const [member, slug] of [
    [quiet, group.slug],
    [friend, crew.slug],
  ] as const) {
    await callByApi(request, 'joinGroup', {
      token: member.token,
      params: { slug },
      body: { answers: [] },
    });
  }
  for (const [title, { _id }] of [
    [GROUP_EVENT, group],
    [CREW_EVENT, crew],
  ] as const) {
    await callByApi(request, 'createEvent', {
      token: poster.token,
      body: {
        title,
        starts_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        group: _id,
        audience: 'group',
      },
    });
  }
  const event = await callByApi(request, 'createEvent', {
    token: poster.token,
    body: {
      title: EVENT_TITLE,
      starts_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  });
  scene = {
    poster,
    quiet,
    friend,
    postId: post._id,
    groupSlug: group.slug,
    crewSlug: crew.slug,
    eventId: event._id,
    privatePostId: privatePost._id,
  };
});

/** The `user` cookie as the web app writes it once the log-in form's answer arrives. */
const signIn = async (
  context: BrowserContext,
  baseURL: string,
  member: SignedUpMember,
  theme: Theme,
) => {
  const session = (await (
    await context.request.post('/api/v1/user/login', {
      data: { email: member.email, password: member.password },
    })
  ).json()) as SessionUser;
  await context.addCookies([
    { name: 'user', value: encodeURIComponent(JSON.stringify(session)), url: baseURL },
    { name: 'darkTheme', value: String(theme === 'dark'), url: baseURL },
  ]);
};

const memberWindow = async (
  browser: Browser,
  baseURL: string,
  member: SignedUpMember,
  theme: Theme,
  options: { javaScriptEnabled?: boolean } = {},
) => {
  const context = await browser.newContext({ baseURL, ...options });
  await signIn(context, baseURL, member, theme);
  return context;
};

/** Every console message and page error that speaks of hydration. */
const watchHydration = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
  });
  return problems;
};

/** Hydration reached the screen's main content: React's own keys are on its element. */
const waitForHydration = async (page: Page) => {
  await waitForApp(page);
  // The renders that follow hydration (the clock, the reader's time zone) come right after.
  await page.waitForTimeout(300);
};

const apiPathOf = (name: EndpointName, params?: Record<string, string>) =>
  `${API_PREFIX}${fillPath(endpoints[name].path, params)}`;

interface Screen {
  path: string;
  /** The calls whose answers come with its page: the browser must not make them. */
  handed: string[];
  /** What its page's HTML must show, and what it must not hold (a tab the member does not have). */
  shows?: string[];
  lacks?: string[];
}

const nameOf = (member: SignedUpMember) => `${member.firstName} ${member.lastName}`;

/** The calls of a group's Posts tab, which the app shows for a tab the member does not have. */
const postsTabCalls = (slug: string) => [
  apiPathOf('getGroup', { slug }),
  apiPathOf('getGroupPosts', { slug }),
  apiPathOf('getPinnedGroupPosts', { slug }),
];

/**
 * A group's tabs: the poster runs both groups; the quiet member is a plain member of the public
 * one and outside the private one.
 */
const groupTabsOf = (who: 'poster' | 'quiet'): Screen[] => {
  const { groupSlug: slug, crewSlug: crew } = scene;
  const group = apiPathOf('getGroup', { slug });
  const events = apiPathOf('getEvents');
  const common: Screen[] = [
    { path: `/groups/${slug}/about`, handed: [group], shows: ['Rowing at dawn'] },
    {
      path: `/groups/${slug}/members`,
      handed: [group, apiPathOf('getGroupMembers', { slug })],
      shows: [nameOf(scene.poster), nameOf(scene.quiet)],
    },
    { path: `/groups/${slug}/events`, handed: [group, events], shows: [GROUP_EVENT] },
  ];
  if (who === 'poster') {
    const crewGroup = apiPathOf('getGroup', { slug: crew });
    return [
      ...common,
      {
        path: `/groups/${crew}/requests`,
        handed: [
          crewGroup,
          apiPathOf('getGroupRequests', { slug: crew }),
          apiPathOf('getGroupReports', { slug: crew }),
          apiPathOf('getPendingGroupPosts', { slug: crew }),
        ],
        shows: ['Requests to join', nameOf(scene.friend)],
      },
      {
        path: `/groups/${crew}/settings`,
        handed: [
          crewGroup,
          apiPathOf('getGroupBans', { slug: crew }),
          apiPathOf('getGroupLog', { slug: crew }),
        ],
        shows: ['Group log', 'Delete group'],
      },
    ];
  }
  const crewGroup = apiPathOf('getGroup', { slug: crew });
  const crewSecrets = [PRIVATE_POST, CREW_EVENT, nameOf(scene.poster), nameOf(scene.friend)];
  return [
    ...common,
    // Tabs a plain member does not have, and one the app does not know: the Posts tab.
    ...['requests', 'settings', 'photos'].map((tab) => ({
      path: `/groups/${slug}/${tab}`,
      handed: postsTabCalls(slug),
      shows: [GROUP_POST],
      lacks: ['Requests to join', 'Group log', 'Banned'],
    })),
    // Outside a private group: what anyone may see of it, nothing of its content.
    {
      path: `/groups/${crew}/members`,
      handed: [crewGroup],
      shows: ['Only members see who is in this group.'],
      lacks: crewSecrets,
    },
    { path: `/groups/${crew}/events`, handed: [crewGroup, events], lacks: crewSecrets },
    {
      path: `/groups/${crew}/settings`,
      handed: [crewGroup],
      shows: ['Only members see this group'],
      lacks: [...crewSecrets, 'Group log', 'Banned'],
    },
  ];
};

/** Each screen of the member, with the other member's profile. */
const screensOf = (
  who: 'poster' | 'quiet',
  member: SignedUpMember,
  other: SignedUpMember,
): Screen[] => [
  { path: '/', handed: [apiPathOf('getAllPosts')] },
  { path: '/profile', handed: [apiPathOf('getProfile', { username: member.username })] },
  {
    path: `/profile/${other.username}`,
    handed: [apiPathOf('getProfile', { username: other.username })],
  },
  { path: `/posts/${scene.postId}`, handed: [apiPathOf('getPost', { postId: scene.postId })] },
  { path: `/groups/${scene.groupSlug}`, handed: postsTabCalls(scene.groupSlug) },
  ...groupTabsOf(who),
  {
    path: `/events/${scene.eventId}`,
    handed: [
      apiPathOf('getEvent', { postId: scene.eventId }),
      apiPathOf('getEventGuests', { postId: scene.eventId }),
    ],
  },
  { path: '/saved', handed: [apiPathOf('getSavedPosts')] },
  { path: '/friends', handed: [apiPathOf('getFriendsPageInfos')] },
  ...['requests', 'sent', 'suggestions', 'all'].map((type) => ({
    path: `/friends/${type}`,
    handed: [apiPathOf('getFriendsPageInfos')],
    // The poster's one friend, in the section of friends.
    shows: who === 'poster' && type === 'all' ? [nameOf(scene.friend)] : [],
  })),
  {
    path: '/notifications',
    handed: [apiPathOf('getNotifications'), apiPathOf('getNotificationCounts')],
  },
  { path: '/messages', handed: [apiPathOf('getConversations')] },
];

for (const theme of ['dark', 'light'] as const) {
  for (const who of ['poster', 'quiet'] as const) {
    test(`every first screen hydrates exactly, ${theme} theme, a member ${who === 'poster' ? 'with' : 'without'} posts`, async ({
      browser,
      baseURL,
    }) => {
      const member = scene[who];
      const other = who === 'poster' ? scene.quiet : scene.poster;
      const context = await memberWindow(browser, baseURL ?? '', member, theme);
      const page = await context.newPage();
      const problems = watchHydration(page);
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith(API_PREFIX)) asked.push(url.pathname);
      });
      for (const { path, handed, shows = [], lacks = [] } of screensOf(who, member, other)) {
        asked.length = 0;
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        // Drawn by the server, in the member's theme, never kept by a cache.
        const html = (await response?.text()) ?? '';
        expect(html, path).toContain(`id="${FIRST_SCREEN_DATA_ID}"`);
        expect(html, path).toContain(`data-theme="${theme}"`);
        expect(response?.headers()['cache-control'], path).toBe('private, no-store');
        for (const text of shows) expect(html, path).toContain(text);
        for (const text of lacks) expect(html, path).not.toContain(text);
        await waitForHydration(page);
        expect(problems, `hydration of ${path}`).toEqual([]);
        expect(
          asked.filter((pathname) => handed.includes(pathname)),
          `calls of ${path} made again`,
        ).toEqual([]);
      }
      await context.close();
    });
  }
}

test('with JavaScript off, a member still reads the first posts of their home', async ({
  browser,
  baseURL,
}) => {
  const context = await memberWindow(browser, baseURL ?? '', scene.poster, 'dark', {
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/');
  const feed = homeFeed(page);
  await expect(postWithText(feed, FIRST_POST)).toBeVisible();
  await expect(postWithText(feed, FRIEND_POST)).toBeVisible();
  await context.close();
});

test("with JavaScript off, each first screen shows its main content, and another's private post stays out", async ({
  browser,
  baseURL,
}) => {
  const { poster, friend } = scene;
  const context = await memberWindow(browser, baseURL ?? '', poster, 'light', {
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  const main = page.getByRole('main');
  const friendName = `${friend.firstName} ${friend.lastName}`;
  for (const [path, content] of [
    ['/profile', FIRST_POST],
    [`/profile/${friend.username}`, FRIEND_POST],
    [`/posts/${scene.postId}`, FIRST_POST],
    [`/groups/${scene.groupSlug}`, GROUP_POST],
    [`/events/${scene.eventId}`, EVENT_TITLE],
    ['/saved', FRIEND_POST],
    ['/friends', friendName],
    ['/friends/all', friendName],
    [`/groups/${scene.groupSlug}/members`, `${scene.quiet.firstName} ${scene.quiet.lastName}`],
    [`/groups/${scene.groupSlug}/events`, GROUP_EVENT],
    [`/groups/${scene.crewSlug}/requests`, friendName],
    ['/notifications', friendName],
    ['/messages', MESSAGE],
  ] as const) {
    await page.goto(path);
    await expect(main.getByText(content).first(), path).toBeVisible();
  }
  await context.close();

  const quiet = await memberWindow(browser, baseURL ?? '', scene.quiet, 'dark', {
    javaScriptEnabled: false,
  });
  const quietPage = await quiet.newPage();
  await quietPage.goto(`/posts/${scene.privatePostId}`);
  await expect(quietPage.getByText('This post does not exist.')).toBeVisible();
  await expect(quietPage.getByText(PRIVATE_POST)).toHaveCount(0);
  await quiet.close();
});

test('the drawn home is accessible, and works once hydrated', async ({ browser, baseURL }) => {
  const context = await memberWindow(browser, baseURL ?? '', scene.poster, 'light');
  const page = await context.newPage();
  let feedCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/post/getAllPosts')) feedCalls += 1;
  });
  const paintFirst = page.waitForResponse((response) =>
    /\/assets\/paint-first-[^/]+\.js$/.test(new URL(response.url()).pathname),
  );
  await page.goto('/');
  // The drawn page starts the app through the paint-first script, which fetches the home's modules
  // beside the app's entry once the page is painted.
  expect((await paintFirst).ok()).toBe(true);
  const screenModules = await page
    .locator('script[data-app-entry]')
    .getAttribute('data-screen-modules');
  expect(screenModules?.split(' ')).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/feed-.+\.js$/),
      expect.stringMatching(/^\/assets\/catalog-en-first-.+\.js$/),
      expect.stringMatching(/^\/assets\/catalog-en-pages-.+\.js$/),
      expect.stringMatching(/^\/assets\/catalog-en-(?!first-|pages-).+\.js$/),
    ]),
  );
  await waitForHydration(page);
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloaded).toEqual(expect.arrayContaining(screenModules?.split(' ') ?? ['none']));
  await expectAccessible(page, 'the server-rendered home');
  // The first page of the feed came with the page: the app did not ask for it again.
  expect(feedCalls).toBe(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await context.close();
});
