/** A page of its own for one load as a phone: a fresh browser context, its screen and cookie. */
import type { Browser, CDPSession, Page } from 'puppeteer-core';

export type SessionCookie = { name: string; value: string };

/** Lighthouse's mobile screen (its Moto G Power). */
const PHONE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true };

/** Runs `load` in a page of a fresh context, with `cookie` set for `url`'s site; closes it after. */
export const inPhonePage = async <T>(
  browser: Browser,
  url: string,
  cookie: SessionCookie | undefined,
  load: (page: Page, session: CDPSession) => Promise<T>,
) => {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE_SCREEN);
    if (cookie) await context.setCookie({ ...cookie, domain: new URL(url).hostname, path: '/' });
    return await load(page, await page.createCDPSession());
  } finally {
    await context.close();
  }
};

export const median = (values: number[]) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
