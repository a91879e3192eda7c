/**
 * npm run bench:web: builds the app, starts the built server on a freshly seeded campus in a
 * temporary data folder, and runs Lighthouse (mobile profile, simulated throttling) in Debian's
 * Chromium on /login, the signed-in home, a friend's profile (ten posts or more, with photos) and a
 * post page. Each page is measured BENCH_RUNS times (3 unless set) and the median of each figure
 * is printed against the page's targets (issues 21 §4 and 27 §3), with the scripts and style sheets it downloaded and where its
 * main thread's time went (the scripts' run, React's render and hydration, the long tasks).
 *
 * --no-build measures the build already in apps/*\/dist. BENCH_PAGES=login,home measures only
 * the pages named (login, home, profile, post). BENCH_DATA_DIR=folder seeds its campus there on
 * the first run and keeps it, so later runs skip the seeding (the campus is then not fresh).
 * BENCH_LHR_DIR=folder writes each run's whole Lighthouse result there (page-run.json), for a
 * look at its trace-based audits (main-thread-tasks, network-requests, metrics) beyond the figures.
 * Each page is then loaded BENCH_OBSERVED_RUNS times more (5 unless set; 0 skips it) with the CPU
 * slowed as Lighthouse assumes, for its long tasks as Chromium ran them (observed-blocking.ts):
 * the figures to compare two builds by, as the simulated TBT moves by half between runs here.
 * Last, BENCH_THROTTLED_RUNS loads (3 unless set; 0 skips them) with a phone's network and CPU
 * applied (throttled-loads.ts), over HTTP/2 as deployed (http2-proxy.ts): when the page is
 * painted and when the app has hydrated it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import {
  API_PREFIX,
  endpoints,
  fillPath,
  servedPathOf,
  type Answer,
  type Endpoints,
  type SessionUser,
} from '@quad/contract';
import { observeBlocking, type ObservedBlocking } from './observed-blocking';
import { startHttp2Proxy } from './http2-proxy';
import { loadThrottled, type ThrottledLoad } from './throttled-loads';

const root = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Loads of each page for the observed long tasks (observed-blocking.ts); 0 skips them. */
const OBSERVED_RUNS = Number(process.env.BENCH_OBSERVED_RUNS ?? 5);
/** Loads of each page at a phone's speed, applied (throttled-loads.ts); 0 skips them. */
const THROTTLED_RUNS = Number(process.env.BENCH_THROTTLED_RUNS ?? 3);
const MAX_FAILED_RUNS = 3;
/** Every seeded member's password (apps/server/src/seed/seed.ts). */
const SEED_PASSWORD = 'quad-campus';
/** The web app keeps the session, as JSON, in this cookie (apps/web/src/session). */
const USER_COOKIE = 'user';

/** A page's goals; a figure without one is printed for information only. */
interface Targets {
  score: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** JavaScript and CSS over the wire, in kB (1,000 bytes). */
  scriptAndStyleKb?: number;
}

/** What the seeded campus offers to measure, found once the server runs. */
interface Campus {
  /** A friend of the signed-in member with the most photos among those with enough posts. */
  friend: { username: string; posts: number; photoPosts: number };
  /** A post of the signed-in member's feed. */
  postId: string;
}

/** The friend whose profile is measured has at least this many posts (issue 27 §3). */
const FRIEND_POSTS_AT_LEAST = 10;

interface Page {
  /** What BENCH_PAGES names it by. */
  key: string;
  name: string;
  path: (campus: Campus) => string;
  signedIn: boolean;
  targets: Targets;
}

const PAGES: Page[] = [
  {
    key: 'login',
    name: '/login',
    path: () => '/login',
    signedIn: false,
    targets: { score: 0.95, lcpMs: 2000, tbtMs: 150, cls: 0.05, scriptAndStyleKb: 120 },
  },
  {
    key: 'home',
    name: 'home (signed in)',
    path: () => '/',
    signedIn: true,
    targets: { score: 0.95, lcpMs: 1800, tbtMs: 200, cls: 0.05, scriptAndStyleKb: 220 },
  },
  {
    key: 'profile',
    name: "a friend's profile with photos (signed in)",
    path: ({ friend }) => `/profile/${encodeURIComponent(friend.username)}`,
    signedIn: true,
    targets: { score: 0.9, tbtMs: 200, cls: 0.05 },
  },
  {
    key: 'post',
    name: 'a post page (signed in)',
    path: ({ postId }) => `/posts/${encodeURIComponent(postId)}`,
    signedIn: true,
    targets: { score: 0.9, tbtMs: 200, cls: 0.05 },
  },
];

const pagesToMeasure = () => {
  const asked = process.env.BENCH_PAGES?.split(',').map((key) => key.trim());
  if (!asked) return PAGES;
  const unknown = asked.filter((key) => !PAGES.some((page) => page.key === key));
  if (unknown.length) {
    throw new Error(`BENCH_PAGES: no page ${unknown.join(', ')} (login, home, profile, post)`);
  }
  return PAGES.filter((page) => asked.includes(page.key));
};

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes transferred by Lighthouse's resource type (script, stylesheet, image, document…). */
  bytes: Record<string, number>;
  /** The scripts and style sheets downloaded, each with its bytes over the wire, largest first. */
  files: [string, number][];
  /** What the largest contentful paint was, and where its time went (from the median run). */
  lcpElement: string;
  lcpPhases: string;
  /** Where the main thread's time went (from the median run). */
  mainThread: string;
  /** What moved, with its share of the CLS (from the median run). */
  layoutShifts: string;
}

interface LcpElementDetails {
  items?: {
    items?: { node?: { nodeLabel?: string; snippet?: string }; phase?: string; timing?: number }[];
  }[];
}

/** Lighthouse 12's largest-contentful-paint-element: a table with the node, then its phases. */
const lcpOf = (result: Result) => {
  const details = result.audits['largest-contentful-paint-element']?.details as
    LcpElementDetails | undefined;
  const [nodes, phases] = details?.items ?? [];
  const node = nodes?.items?.[0]?.node;
  return {
    lcpElement: node ? `${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim() : 'unknown',
    lcpPhases: (phases?.items ?? [])
      .map((phase) => `${phase.phase ?? '?'} ${Math.round(phase.timing ?? 0)} ms`)
      .join(', '),
  };
};

interface MainThreadDetails {
  items?: { group?: string; groupLabel?: string; duration?: number }[];
}

interface BootupDetails {
  items?: { url?: string; total?: number; scripting?: number; scriptParseCompile?: number }[];
}

interface LongTaskDetails {
  items?: { url?: string; duration?: number; startTime?: number }[];
}

interface LayoutShiftDetails {
  items?: { node?: { nodeLabel?: string; snippet?: string }; score?: number }[];
}

const layoutShiftsOf = (result: Result) =>
  ((result.audits['layout-shifts']?.details as LayoutShiftDetails | undefined)?.items ?? [])
    .slice(0, 3)
    .map(
      ({ node, score }) =>
        `${(score ?? 0).toFixed(3)} ${(node?.snippet ?? node?.nodeLabel ?? '?').slice(0, 80)}`,
    )
    .join(', ');

const ms = (value: number | undefined) => `${Math.round(value ?? 0).toLocaleString('en-US')} ms`;
const fileOf = (url: string | undefined) =>
  url?.startsWith('http') ? new URL(url).pathname.replace('/assets/', '') : (url ?? '?');

/**
 * Lighthouse's main-thread work by kind (mainthread-work-breakdown), the app's scripts' time by
 * file (bootup-time: "scripting" is the time in tasks that file started, which for the framework
 * file is React's render and hydration too; "compile" its parse and compile) and the long tasks
 * that make up the TBT, as the simulated slow phone would spend them.
 */
const mainThreadOf = (result: Result) => {
  const breakdown = (
    (result.audits['mainthread-work-breakdown']?.details as MainThreadDetails | undefined)?.items ??
    []
  )
    .map((item) => `${item.groupLabel ?? item.group ?? '?'} ${ms(item.duration)}`)
    .join(', ');
  const scripts = (
    (result.audits['bootup-time']?.details as BootupDetails | undefined)?.items ?? []
  )
    .map(
      (item) =>
        `${fileOf(item.url)} ${ms(item.scripting)} (compile ${ms(item.scriptParseCompile)})`,
    )
    .join(', ');
  const longTasks = (
    (result.audits['long-tasks']?.details as LongTaskDetails | undefined)?.items ?? []
  )
    .map((item) => `${fileOf(item.url)} ${ms(item.duration)} at ${ms(item.startTime)}`)
    .join(', ');
  const total = result.audits['mainthread-work-breakdown']?.numericValue;
  return [
    `main thread  ${ms(total)}: ${breakdown}`,
    `  scripts      ${scripts || 'none'}`,
    `  long tasks   ${longTasks || 'none'}`,
  ].join('\n');
};

const step = async <T>(label: string, work: () => Promise<T>) => {
  const started = Date.now();
  process.stdout.write(`${label}…`);
  const result = await work();
  process.stdout.write(` ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  return result;
};

const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}`);
  }
  return result.stdout;
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** `npm run seed` into dataDir; answers the e-mail address it prints for signing in. */
const seed = (dataDir: string) => {
  const output = run(
    process.execPath,
    [...process.execArgv, path.join(root, 'apps/server/src/seed/seed.ts')],
    { DATA_DIR: dataDir },
  );
  const email = /e-mail:\s+(\S+)/.exec(output)?.[1];
  if (!email) throw new Error(`The seed printed no e-mail address:\n${output}`);
  return email;
};

/** BENCH_DATA_DIR's campus is seeded on the first run and kept: its e-mail is written beside it. */
const seedOnce = async (dataDir: string) => {
  const noted = path.join(dataDir, 'bench-email.txt');
  const known = await readFile(noted, 'utf8').catch(() => undefined);
  if (known) return known.trim();
  const email = seed(dataDir);
  await writeFile(noted, email);
  return email;
};

const startServer = async (env: Record<string, string>, base: string) => {
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}${endpoints.liveness.path}`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error('The server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const stopServer = (server: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });

const signIn = async (base: string, email: string) => {
  const answer = await fetch(`${base}${API_PREFIX}${endpoints.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SEED_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`Signing in as ${email} failed: ${answer.status}`);
  return (await answer.json()) as SessionUser;
};

interface NetworkRequests {
  items?: { url?: string; resourceType?: string; transferSize?: number }[];
}

const SCRIPT_AND_STYLE = new Set(['Script', 'Stylesheet']);

const filesOf = (result: Result): [string, number][] =>
  ((result.audits['network-requests']?.details as NetworkRequests | undefined)?.items ?? [])
    .filter((item) => SCRIPT_AND_STYLE.has(item.resourceType ?? ''))
    .map((item): [string, number] => [
      new URL(item.url ?? '', 'http://localhost').pathname.replace('/assets/', ''),
      item.transferSize ?? 0,
    ])
    .sort((a, b) => b[1] - a[1]);

const figuresOf = (result: Result): Figures => {
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const summary = result.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  return {
    files: filesOf(result),
    score: result.categories.performance?.score ?? 0,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: Object.fromEntries(
      (summary?.items ?? []).map((item) => [item.resourceType, item.transferSize]),
    ),
    ...lcpOf(result),
    mainThread: mainThreadOf(result),
    layoutShifts: layoutShiftsOf(result),
  };
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const medianFigures = (runs: Figures[]): Figures => {
  const types = [...new Set(runs.flatMap((figures) => Object.keys(figures.bytes)))];
  const lcpMs = median(runs.map((figures) => figures.lcpMs));
  const medianRun = runs.reduce((closest, figures) =>
    Math.abs(figures.lcpMs - lcpMs) < Math.abs(closest.lcpMs - lcpMs) ? figures : closest,
  );
  return {
    files: medianRun.files,
    lcpElement: medianRun.lcpElement,
    lcpPhases: medianRun.lcpPhases,
    mainThread: medianRun.mainThread,
    layoutShifts: medianRun.layoutShifts,
    score: median(runs.map((figures) => figures.score)),
    lcpMs: median(runs.map((figures) => figures.lcpMs)),
    tbtMs: median(runs.map((figures) => figures.tbtMs)),
    cls: median(runs.map((figures) => figures.cls)),
    bytes: Object.fromEntries(
      types.map((type) => [type, median(runs.map((figures) => figures.bytes[type] ?? 0))]),
    ),
  };
};

/** The HTTP/2 proxy's certificate is its own (http2-proxy.ts). */
const launchChromium = () =>
  launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--ignore-certificate-errors'],
  });

const sessionCookieOf = (session: SessionUser) => ({
  name: USER_COOKIE,
  value: encodeURIComponent(JSON.stringify(session)),
});

const withPuppeteer = async <T>(chrome: LaunchedChrome, work: (browser: Browser) => Promise<T>) => {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    return await work(browser);
  } finally {
    await browser.disconnect();
  }
};

/** Lighthouse clears the cache and the site's storage before each run, but not its cookies. */
const putSessionCookie = (chrome: LaunchedChrome, base: string, session: SessionUser) =>
  withPuppeteer(chrome, (browser) =>
    browser.setCookie({ ...sessionCookieOf(session), domain: new URL(base).hostname, path: '/' }),
  );

/** Each page in its own browser, so no cookie or cache crosses over. */
const measurePage = async (
  base: string,
  /** The same server through HTTP/2, as deployed: where the applied loads fetch the page. */
  deployedOrigin: string,
  page: Page,
  campus: Campus,
  session: SessionUser,
) => {
  const chrome = await launchChromium();
  const url = `${base}${page.path(campus)}`;
  try {
    if (page.signedIn) await putSessionCookie(chrome, base, session);
    const figures = await lighthouseRuns(chrome, url, page.key);
    const cookie = page.signedIn ? sessionCookieOf(session) : undefined;
    const observed =
      OBSERVED_RUNS > 0
        ? await withPuppeteer(chrome, (browser) =>
            observeBlocking(browser, url, cookie, OBSERVED_RUNS),
          )
        : undefined;
    const throttled =
      THROTTLED_RUNS > 0
        ? await withPuppeteer(chrome, (browser) =>
            loadThrottled(browser, `${deployedOrigin}${page.path(campus)}`, cookie, THROTTLED_RUNS),
          )
        : undefined;
    return { figures, observed, throttled };
  } finally {
    chrome.kill();
  }
};

const LHR_DIR = process.env.BENCH_LHR_DIR;

const keepResult = async (key: string, run: number, result: Result) => {
  if (!LHR_DIR) return;
  await mkdir(LHR_DIR, { recursive: true });
  await writeFile(path.join(LHR_DIR, `${key}-${run}.json`), JSON.stringify(result));
};

const lighthouseRuns = async (chrome: LaunchedChrome, url: string, key: string) => {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  };
  const runs: Figures[] = [];
  let failures = 0;
  while (runs.length < RUNS) {
    const result = await lighthouse(url, flags);
    const error = result ? result.lhr.runtimeError?.message : 'no result';
    if (result && !error) {
      await keepResult(key, runs.length + 1, result.lhr);
      runs.push(figuresOf(result.lhr));
      continue;
    }
    // On a loaded machine the trace is now and then lost (NO_NAVSTART): that run is taken again.
    failures++;
    console.log(`  (a run of ${url} failed: ${error}; running it again)`);
    if (failures > MAX_FAILED_RUNS) throw new Error(`Lighthouse failed on ${url}: ${error}`);
  }
  return medianFigures(runs);
};

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A figure, its target (if the page has one) and whether it is met. */
interface Row {
  label: string;
  value: string;
  target?: string;
  met?: boolean;
}

const row = (
  label: string,
  value: number,
  shown: (value: number) => string,
  goal: { at: number | undefined; atLeast?: boolean },
): Row => {
  if (goal.at === undefined) return { label, value: shown(value) };
  return {
    label,
    value: shown(value),
    target: `${goal.atLeast ? '≥' : '≤'} ${shown(goal.at)}`,
    met: goal.atLeast ? value >= goal.at : value <= goal.at,
  };
};

const report = (
  page: Page,
  figures: Figures,
  observed: ObservedBlocking | undefined,
  throttled: ThrottledLoad | undefined,
) => {
  const { targets } = page;
  const scriptAndStyle = (figures.bytes.script ?? 0) + (figures.bytes.stylesheet ?? 0);
  const rows = [
    row('performance', figures.score, (value) => value.toFixed(2), {
      at: targets.score,
      atLeast: true,
    }),
    row('LCP', figures.lcpMs, seconds, { at: targets.lcpMs }),
    row('TBT', figures.tbtMs, (value) => `${value.toFixed(0)} ms`, { at: targets.tbtMs }),
    row('CLS', figures.cls, (value) => value.toFixed(3), { at: targets.cls }),
    row('JS + CSS', scriptAndStyle, kb, {
      at: targets.scriptAndStyleKb === undefined ? undefined : targets.scriptAndStyleKb * 1000,
    }),
  ];
  console.log(`\n${page.name} (median of ${RUNS})`);
  for (const { label, value, target, met } of rows) {
    const goal = target ? `target ${target.padEnd(10)} ${met ? 'met' : 'MISSED'}` : 'no target';
    console.log(`  ${label.padEnd(12)} ${value.padStart(9)}   ${goal}`);
  }
  const byType = Object.entries(figures.bytes)
    .filter(([type, bytes]) => type !== 'total' && bytes > 0)
    .map(([type, bytes]) => `${type} ${kb(bytes)}`)
    .join(', ');
  console.log(`  transferred  ${kb(figures.bytes.total ?? 0)}: ${byType}`);
  const files = figures.files.map(([file, bytes]) => `${file} ${kb(bytes)}`).join(', ');
  console.log(`  JS and CSS   ${files}`);
  console.log(`  LCP element  ${figures.lcpElement.slice(0, 140)}`);
  console.log(`  LCP phases   ${figures.lcpPhases}`);
  console.log(`  ${figures.mainThread}`);
  if (figures.layoutShifts) console.log(`  shifts       ${figures.layoutShifts}`);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  if (observed) {
    console.log(
      `  observed     ${OBSERVED_RUNS} loads, CPU 4× slower, network as is (medians): first paint ` +
        `${ms(observed.firstPaintMs)}; tasks past 50 ms ${ms(observed.afterPaintMs)} after it, ` +
        `${ms(observed.allMs)} in all`,
    );
  }
  if (throttled) {
    console.log(
      `  applied      ${THROTTLED_RUNS} loads over HTTP/2, slow 4G and CPU 4× applied (medians): first paint ` +
        `${ms(throttled.firstPaintMs)}, largest ${ms(throttled.largestPaintMs)}, ` +
        `app hydrated ${ms(throttled.hydratedMs)}`,
    );
  }
  return rows.every(({ met }) => met !== false);
};

const readAs = async <T>(base: string, session: SessionUser, path: string) => {
  const answer = await fetch(`${base}${path}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  if (!answer.ok) throw new Error(`Reading ${path} failed: ${answer.status}`);
  return (await answer.json()) as T;
};

/** A friend's posts, every page (a seeded member has a few dozen at most). */
const postsOf = async (base: string, session: SessionUser, userId: string) => {
  const path = fillPath(servedPathOf(endpoints.getUserPosts), { userId });
  return readAs<Answer<Endpoints['getUserPosts']>>(base, session, `${path}?limit=50`);
};

/**
 * The friend with the most posts with photos among those with ten posts or more (a profile a
 * member opens and scrolls, as issue 27 measured it), and the first post of the member's feed.
 */
const findCampus = async (base: string, session: SessionUser): Promise<Campus> => {
  const feed = await readAs<Answer<Endpoints['getAllPosts']>>(
    base,
    session,
    servedPathOf(endpoints.getAllPosts),
  );
  const post = feed[0];
  if (!post) throw new Error("The seeded member's feed is empty");
  const { data } = await readAs<Answer<Endpoints['getFriendsPageInfos']>>(
    base,
    session,
    servedPathOf(endpoints.getFriendsPageInfos),
  );
  let friend: Campus['friend'] | undefined;
  for (const each of data.friends) {
    const posts = await postsOf(base, session, each._id);
    const photoPosts = posts.filter(({ images }) => (images?.length ?? 0) > 0).length;
    if (posts.length < FRIEND_POSTS_AT_LEAST || photoPosts === 0) continue;
    if (!friend || photoPosts > friend.photoPosts) {
      friend = { username: each.username, posts: posts.length, photoPosts };
    }
  }
  if (!friend) {
    throw new Error(
      `No friend of the seeded member has ${FRIEND_POSTS_AT_LEAST} posts or more with photos`,
    );
  }
  return { friend, postId: post._id };
};

const main = async () => {
  if (!process.argv.includes('--no-build')) {
    await step('npm run build', async () => run('npm', ['run', 'build']));
  }
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ? path.resolve(kept) : await mkdtemp(path.join(tmpdir(), 'quad-web-bench-'));
  await mkdir(dataDir, { recursive: true });
  let server: ChildProcess | undefined;
  let deployed: Awaited<ReturnType<typeof startHttp2Proxy>> | undefined;
  try {
    const email = await step('seeding a campus', async () => seedOnce(dataDir));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await step('starting the built server', () =>
      startServer(
        {
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          RATE_LIMIT: 'off',
          LOG_LEVEL: 'warn',
        },
        base,
      ),
    );
    deployed = await startHttp2Proxy(port);
    const session = await signIn(base, email);
    const campus = await findCampus(base, session);
    const { friend } = campus;
    console.log(
      `\nThe friend's profile: ${friend.username}, ${friend.posts} posts, ${friend.photoPosts} with photos`,
    );
    const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
    console.log(
      `\nLighthouse, mobile, simulated throttling; ${cpus().length} CPU(s), load average ${one} ${five} ${fifteen}`,
    );
    let allMet = true;
    for (const page of pagesToMeasure()) {
      const { figures, observed, throttled } = await measurePage(
        base,
        deployed.origin,
        page,
        campus,
        session,
      );
      allMet = report(page, figures, observed, throttled) && allMet;
    }
    console.log(`\n${allMet ? 'Every target met.' : 'Some targets missed.'}`);
  } finally {
    await deployed?.close();
    if (server) await stopServer(server);
    if (!kept) await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
