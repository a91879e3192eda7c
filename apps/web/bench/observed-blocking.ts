/**
 * The main thread's long tasks as Chromium ran them, beside Lighthouse's simulation: the page is
 * loaded with its CPU slowed four times (as Lighthouse's mobile profile assumes) and the network
 * not slowed, in a fresh browser context each run, and its trace read. Lighthouse's simulated TBT
 * on this kind of machine moves by half between runs of one build, as it depends on whether the
 * first paint came before or after the app's script; these figures move far less, so they are
 * the ones to compare two builds by.
 */
import type { Browser } from 'puppeteer-core';
import { inPhonePage, median, type SessionCookie } from './phone-page';

/** Lighthouse's mobile profile: a phone's CPU, four times slower than this machine's. */
const CPU_SLOWDOWN = 4;
/** Loads whose trace missed their events, run again, before the page's figures are given up. */
const MAX_FAILED_LOADS = 3;
/** A task past this blocks input (the definition of TBT). */
const BLOCKING_MS = 50;
/** How long the trace runs after the load event: the hydration, its effects, the live stream. */
const AFTER_LOAD_MS = 5000;

export interface ObservedBlocking {
  firstPaintMs: number;
  /** The part past 50 ms of each task after the first contentful paint. */
  afterPaintMs: number;
  /** The same over every task, the first paint's included. */
  allMs: number;
}

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
}

const blockingOf = (tasks: TraceEvent[], from: number) =>
  tasks.reduce((sum, task) => {
    const end = task.ts + (task.dur ?? 0);
    if (end <= from) return sum;
    return sum + Math.max(0, (end - Math.max(task.ts, from)) / 1000 - BLOCKING_MS);
  }, 0);

class TraceWithoutLoad extends Error {}

/** Reads one page load's trace: its first contentful paint and its main thread's tasks. */
const figuresOf = (traceEvents: TraceEvent[], url: string): ObservedBlocking => {
  const parse = traceEvents.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url,
  );
  const request = traceEvents.find(
    (event) => event.name === 'ResourceSendRequest' && event.args?.data?.url === url,
  );
  if (!parse || !request) throw new TraceWithoutLoad(`The trace of ${url} holds no load of it.`);
  const onMainThread = (event: TraceEvent) => event.pid === parse.pid && event.tid === parse.tid;
  const paint = traceEvents.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid,
  );
  if (!paint) throw new TraceWithoutLoad(`The trace of ${url} holds no contentful paint.`);
  const tasks = traceEvents.filter(
    (event) => event.name === 'RunTask' && onMainThread(event) && event.ts > request.ts,
  );
  return {
    firstPaintMs: (paint.ts - request.ts) / 1000,
    afterPaintMs: blockingOf(tasks, paint.ts),
    allMs: blockingOf(tasks, request.ts),
  };
};

/** `runs` loads of `url`, each in a context of its own with `cookie` set; the medians. */
export const observeBlocking = async (
  browser: Browser,
  url: string,
  cookie: SessionCookie | undefined,
  runs: number,
): Promise<ObservedBlocking> => {
  const figures: ObservedBlocking[] = [];
  let failed = 0;
  while (figures.length < runs) {
    try {
      figures.push(
        await inPhonePage(browser, url, cookie, async (page, session) => {
          await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          await page.tracing.start({
            categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
          });
          await page.goto(url, { waitUntil: 'load' });
          await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS));
          const trace = await page.tracing.stop();
          if (!trace) throw new Error(`No trace of ${url}.`);
          const { traceEvents } = JSON.parse(Buffer.from(trace).toString('utf8')) as {
            traceEvents: TraceEvent[];
          };
          return figuresOf(traceEvents, url);
        }),
      );
    } catch (error) {
      // Chromium's trace now and then misses the load's first events; that load is run again.
      if (!(error instanceof TraceWithoutLoad) || ++failed > MAX_FAILED_LOADS) throw error;
      console.log(`  (${error.message} Loading it again.)`);
    }
  }
  return {
    firstPaintMs: median(figures.map((each) => each.firstPaintMs)),
    afterPaintMs: median(figures.map((each) => each.afterPaintMs)),
    allMs: median(figures.map((each) => each.allMs)),
  };
};
