/** Members loading their home drawn by the server, as the render and feed benchmarks measure it. */
import { performance } from 'node:perf_hooks';
import type { SessionUser } from '@quad/contract';

/** The `user` cookie the web app keeps for a signed-in member. */
export const userCookieOf = (member: SessionUser) =>
  `user=${encodeURIComponent(JSON.stringify(member))}`;

/** Loads `/` with `cookie` and answers the time from sending to the page's last byte, in ms. */
export const loadRenderedHome = async (base: string, cookie: string) => {
  const started = performance.now();
  const response = await fetch(`${base}/`, { headers: { cookie } });
  const html = await response.text();
  if (!html.includes('first-screen-data')) throw new Error('The home was not drawn by the server.');
  return performance.now() - started;
};

/**
 * Each cookie's member loads their home, one page after another, until `until` (a
 * performance.now() time); answers every page's time, sorted.
 */
export const loadRenderedHomesUntil = async (base: string, cookies: string[], until: number) => {
  const times: number[] = [];
  await Promise.all(
    cookies.map(async (cookie) => {
      while (performance.now() < until) times.push(await loadRenderedHome(base, cookie));
    }),
  );
  return times.sort((a, b) => a - b);
};

/**
 * Each cookie's member loads their home once every `everyMs`, as people open the app (the first
 * at a random moment of the first period), until `until`; answers every page's time, sorted. A
 * page slower than the period delays only that member's next one.
 */
export const loadRenderedHomesEvery = async (
  base: string,
  cookies: string[],
  everyMs: number,
  until: number,
) => {
  const times: number[] = [];
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  await Promise.all(
    cookies.map(async (cookie) => {
      let next = performance.now() + Math.random() * everyMs;
      for (;;) {
        await pause(next - performance.now());
        if (performance.now() >= until) return;
        times.push(await loadRenderedHome(base, cookie));
        next += everyMs;
      }
    }),
  );
  return times.sort((a, b) => a - b);
};

/** The value below which `share` of the sorted values fall. */
export const percentileOf = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
