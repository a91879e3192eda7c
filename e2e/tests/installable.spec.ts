import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { createPostByApi, registerVerifiedByApi } from '../support/member-api';
import { newMember } from '../support/members';
import { fullNameOf } from '../support/members-ui';
import { homeFeed, postWithText } from '../support/posts-ui';
import { switchTheme } from '../support/theme';
import { expectSignedIn, logIn, saveScreenshot } from '../support/ui';

const exact = { exact: true } as const;

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's header (the IHDR chunk comes first). */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
};

const expectIconServed = async (request: APIRequestContext, icon: ManifestIcon) => {
  const response = await request.get(icon.src);
  expect(response.status(), icon.src).toBe(200);
  expect(response.headers()['content-type'], icon.src).toBe(icon.type);
  expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
};

const offlineScreen = (page: Page) => ({
  heading: page.getByRole('heading', { level: 1, name: "You're offline", ...exact }),
  retry: page.getByRole('button', { name: 'Try again', ...exact }),
  status: page.getByRole('status'),
});

const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: "You're offline. What you see may be out of date" });

test('installable: a valid manifest and a service worker; offline, the app opens from its cache and says so', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const member = await registerVerifiedByApi(request, newMember({ firstName: 'Grace' }));
  const postText = 'Written before the train went into the tunnel';
  await createPostByApi(request, member, { text: postText });

  await test.step('the page links a valid manifest, whose icons load at their sizes', async () => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      id: '/',
      name: 'Quad',
      short_name: 'Quad',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect(manifest.description).toEqual(expect.any(String));

    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(purposes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) await expectIconServed(page.request, icon);

    const themeColours = page.locator('meta[name="theme-color"]');
    await expect(themeColours).toHaveCount(2);
    expect(
      await themeColours.evaluateAll((metas) => metas.map((meta) => meta.getAttribute('media'))),
    ).toEqual(['(prefers-color-scheme: dark)', '(prefers-color-scheme: light)']);
  });

  await test.step('the page registers a service worker, which the server sends with no-cache', async () => {
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/`);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
      .toBe(`${baseURL}/sw.js`);
    const script = await page.request.get('/sw.js');
    expect(script.headers()['cache-control']).toBe('no-cache');
    expect(script.headers()['content-type']).toContain('javascript');
  });

  await test.step('signed in, the home feed shows the post', async () => {
    await logIn(page, member.email, member.password);
    await expectSignedIn(page);
    await expect(postWithText(homeFeed(page), postText)).toBeVisible();
  });

  await test.step("the worker's cache holds the build, and no API answer or media", async () => {
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) {
          paths.push(new URL(request.url).pathname);
        }
      }
      return paths;
    });
    expect(cached).toEqual(
      expect.arrayContaining([
        '/index.html',
        '/manifest.webmanifest',
        '/icons/icon-192.png',
        '/logo.svg',
        '/default-avatar.svg',
        '/backgrounds/1.svg',
      ]),
    );
    expect(cached.filter((path) => /^\/assets\/.+\.(js|css)$/.test(path)).length).toBeGreaterThan(
      1,
    );
    expect(cached.filter((path) => /^\/(api|media)\//.test(path))).toEqual([]);
  });

  await test.step("online, a page load gets the server's page for a member, not the cached copy", async () => {
    const reload = await page.reload();
    expect(reload?.fromServiceWorker(), 'the worker handles the page load').toBe(true);
    // The build's index.html holds both shells; the server sends a member their home, drawn.
    const html = (await reload?.text()) ?? '';
    expect(html).toContain('id="first-screen-data"');
    expect(html).not.toContain('class="login-shell"');
    await expect(postWithText(homeFeed(page), postText)).toBeVisible();
  });

  await test.step('offline, a reload opens the app from the cache on the offline screen', async () => {
    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker(), 'the page comes from the service worker').toBe(true);
    const screen = offlineScreen(page);
    await expect(screen.heading).toBeVisible();
    await expect(screen.retry).toBeVisible();
    await expect(homeFeed(page)).toHaveCount(0);
    await expectAccessible(page, 'offline screen, dark');
    await saveScreenshot(page, 'offline-dark');

    await screen.retry.click();
    await expect(screen.status).toHaveText(
      'Still offline. The app opens by itself once you are connected.',
    );
    await expect(screen.heading).toBeVisible();

    await switchTheme(page, 'light');
    await expect(screen.heading).toBeVisible();
    // The browser's bar takes the chosen theme's header colour, whatever the system prefers.
    expect(
      await page
        .locator('meta[name="theme-color"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content'))),
    ).toEqual([expect.stringMatching(/^#fff(fff)?$/i), expect.stringMatching(/^#fff(fff)?$/i)]);
    await expectAccessible(page, 'offline screen, light');
    await saveScreenshot(page, 'offline-light');
    await switchTheme(page, 'dark');
  });

  await test.step('a deep link opens offline too, on the same screen', async () => {
    const visit = await page.goto(`/profile/${member.username}`);
    expect(visit?.fromServiceWorker()).toBe(true);
    await expect(offlineScreen(page).heading).toBeVisible();
  });

  await test.step('back online, the page opens by itself', async () => {
    await context.setOffline(false);
    await expect(offlineScreen(page).heading).toBeHidden();
    await expect(
      page.getByRole('heading', { level: 1, name: fullNameOf(member), ...exact }),
    ).toBeVisible();
    await page.goto('/');
    await expect(postWithText(homeFeed(page), postText)).toBeVisible();
  });

  await test.step('losing the connection with the app open keeps the page, with a banner', async () => {
    await context.setOffline(true);
    await expect(offlineBanner(page)).toBeVisible();
    await expect(postWithText(homeFeed(page), postText)).toBeVisible();
    await expect(offlineScreen(page).heading).toHaveCount(0);
    await expectAccessible(page, 'home with the offline banner, dark');
    await saveScreenshot(page, 'home-offline-banner');

    await context.setOffline(false);
    await expect(offlineBanner(page)).toHaveCount(0);
  });
});
