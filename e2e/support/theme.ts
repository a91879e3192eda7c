/** What the member sees of the theme: the page's background and the darkTheme cookie (SPEC.md §3). */
import { expect, type Page } from '@playwright/test';
import { waitForApp } from './ui';

export type Theme = 'dark' | 'light';

/**
 * Relative luminance (0 black to 1 white) of the first painted background behind a point near the
 * bottom-left corner, which is page background whatever element paints it.
 */
const backgroundLuminance = (page: Page) =>
  page.evaluate(() => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const chain: Element[] = [];
    for (let e = document.elementFromPoint(8, window.innerHeight - 8); e; e = e.parentElement) {
      chain.push(e);
    }
    // The canvas takes the root's background, or else the body's (CSS background propagation).
    chain.push(document.documentElement, document.body);
    for (const element of chain) {
      const parts =
        getComputedStyle(element)
          .backgroundColor.match(/[\d.]+/g)
          ?.map(Number) ?? [];
      const [r = 0, g = 0, b = 0, alpha = 1] = parts;
      if (parts.length >= 3 && alpha > 0.5) {
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      }
    }
    return 1; // nothing painted: the browser's white canvas
  });

/** Dark pages stay below 0.2, light ones above 0.5. */
export const expectTheme = async (page: Page, theme: Theme) => {
  await expect
    .poll(
      async () => {
        const luminance = await backgroundLuminance(page);
        const looks = luminance < 0.2 ? 'dark' : luminance > 0.5 ? 'light' : 'neither';
        return `${looks} (background luminance ${luminance.toFixed(2)})`;
      },
      { message: `the page should look ${theme}` },
    )
    .toMatch(new RegExp(`^${theme} `));
};

export const darkThemeCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'darkTheme')?.value;

/**
 * Chooses the theme the way Display -> Dark Mode stores it (the darkTheme cookie) and reloads;
 * the Display menu itself is covered by display.spec.ts.
 */
export const switchTheme = async (page: Page, theme: Theme) => {
  await page
    .context()
    .addCookies([{ name: 'darkTheme', value: String(theme === 'dark'), url: page.url() }]);
  await page.reload();
  await waitForApp(page);
  await expectTheme(page, theme);
};
