/**
 * A page loaded as a phone would load it, the network and the CPU slowed by Chromium itself
 * (Lighthouse's mobile profile applied, not simulated), in a fresh browser context each run: when
 * its first and largest contents were painted, and when the app had hydrated it. Lighthouse's
 * simulation counts every request that ended before the paint in an unslowed load; these loads
 * show what a member waits for, the time until the app answers a tap included, which the
 * simulation does not give.
 */
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Browser } from 'puppeteer-core';
import { inPhonePage, median, type SessionCookie } from './phone-page';

const PHONE = throttling.mobileSlow4G;
/** How long a load may take before it is given up, at a phone's speed. */
const LOAD_TIMEOUT_MS = 120_000;

export interface ThrottledLoad {
  firstPaintMs: number;
  largestPaintMs: number;
  /** When React had taken over the drawn page's main element (or drawn its own). */
  hydratedMs: number;
}

type NotingWindow = { __throttledLoad: ThrottledLoad };

/** Runs in the page from its start: notes the paints and the moment the app took over `main`. */
const noteLoad = () => {
  const noted = { firstPaintMs: 0, largestPaintMs: 0, hydratedMs: 0 };
  Object.assign(window, { __throttledLoad: noted });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) noted.largestPaintMs = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') noted.firstPaintMs = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  const watch = setInterval(() => {
    const main = document.querySelector('main');
    if (main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'))) {
      noted.hydratedMs = performance.now();
      clearInterval(watch);
    }
  }, 5);
};

/** `runs` loads of `url`, each in a context of its own with `cookie` set; the medians. */
export const loadThrottled = async (
  browser: Browser,
  url: string,
  cookie: SessionCookie | undefined,
  runs: number,
): Promise<ThrottledLoad> => {
  const loads: ThrottledLoad[] = [];
  for (let run = 0; run < runs; run += 1) {
    loads.push(
      await inPhonePage(browser, url, cookie, async (page, session) => {
        await session.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: PHONE.requestLatencyMs,
          downloadThroughput: (PHONE.downloadThroughputKbps * 1024) / 8,
          uploadThroughput: (PHONE.uploadThroughputKbps * 1024) / 8,
        });
        await session.send('Emulation.setCPUThrottlingRate', {
          rate: PHONE.cpuSlowdownMultiplier,
        });
        await page.evaluateOnNewDocument(noteLoad);
        await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
        // Both run in the page, where only what noteLoad left is at hand.
        await page.waitForFunction(
          () => (window as unknown as NotingWindow).__throttledLoad.hydratedMs > 0,
          { timeout: LOAD_TIMEOUT_MS, polling: 100 },
        );
        return page.evaluate(() => (window as unknown as NotingWindow).__throttledLoad);
      }),
    );
  }
  return {
    firstPaintMs: median(loads.map((load) => load.firstPaintMs)),
    largestPaintMs: median(loads.map((load) => load.largestPaintMs)),
    hydratedMs: median(loads.map((load) => load.hydratedMs)),
  };
};
