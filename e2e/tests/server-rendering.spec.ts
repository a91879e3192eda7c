/**
 * A member's first screens come drawn by the server (DESIGN.md, "first screen"): each one
 * hydrates without a single React hydration warning or error, in both themes, for a member with
 * posts and one without; with JavaScript off, the home still shows the member's first posts.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { FIRST_SCREEN_DATA_ID, type SessionUser } from '@quad/contract';
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

/** What React says when the browser's first render does not match the server's HTML. */
const HYDRATION_PROBLEM = /hydrat|did not match|Minified React error #4(18|19|23|25)/i;

interface Scene {
  poster: SignedUpMember;
  quiet: SignedUpMember;
  postId: string;
  groupSlug: string;
}

let scene: Scene;
const FIRST_POST = 'Morning fog over the quad, coffee in hand';

test.beforeAll(async ({ request }) => {
  const poster = await registerVerifiedByApi(request, newMember({ firstName: 'Rhea' }));
  const quiet = await registerVerifiedByApi(request, newMember({ firstName: 'Quinn' }));
  const friend = await registerVerifiedByApi(request, newMember({ firstName: 'Felix' }));
  await befriendByApi(request, poster, friend);
  await createPostByApi(request, friend, { text: 'Library is open late tonight' });
  const post = await createPostByApi(request, poster, { text: FIRST_POST });
  const groups = await callByApi(request, 'getMyGroups', { token: poster.token });
  scene = { poster, quiet, postId: post._id, groupSlug: groups[0]?.slug ?? 'none' };
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
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
  // The renders that follow hydration (the clock, the reader's time zone) come right after.
  await page.waitForTimeout(300);
};

const screensOf = (other: SignedUpMember) => [
  '/',
  '/profile',
  `/profile/${other.username}`,
  `/posts/${scene.postId}`,
  '/saved',
  '/friends',
  '/notifications',
  '/messages',
  `/groups/${scene.groupSlug}`,
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
      for (const screen of screensOf(other)) {
        const response = await page.goto(screen);
        expect(response?.status(), screen).toBe(200);
        if (screen === '/') {
          // The home is drawn by the server, in the member's theme.
          const html = await response?.text();
          expect(html).toContain(`id="${FIRST_SCREEN_DATA_ID}"`);
          expect(html).toContain(`data-theme="${theme}"`);
          expect(response?.headers()['cache-control']).toBe('private, no-store');
        }
        await waitForHydration(page);
        expect(problems, `hydration of ${screen}`).toEqual([]);
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
  await expect(postWithText(feed, 'Library is open late tonight')).toBeVisible();
  await context.close();
});

test('the drawn home is accessible, and works once hydrated', async ({ browser, baseURL }) => {
  const context = await memberWindow(browser, baseURL ?? '', scene.poster, 'light');
  const page = await context.newPage();
  let feedCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/post/getAllPosts')) feedCalls += 1;
  });
  await page.goto('/');
  await waitForHydration(page);
  await expectAccessible(page, 'the server-rendered home');
  // The first page of the feed came with the page: the app did not ask for it again.
  expect(feedCalls).toBe(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await context.close();
});
