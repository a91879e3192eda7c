/**
 * `npm run bench:render`: the time the server takes to draw a member's home (issue 21: p50 ≤ 25 ms
 * and p99 ≤ 60 ms at 20 concurrent members). The real server in a process of its own, with the
 * built web app (`npm run build -w @quad/web` first, for its server entry), on a temporary
 * database of the PostgreSQL server of DATABASE_URL (dropped at the end), else on PGlite, whose
 * work shares the server's thread; 20 new members with ten posts each, each with the `user`
 * cookie of their session, load `/` over loopback for BENCH_SECONDS (default 10) twice: as people
 * do, each once a second (BENCH_EVERY_MS), then each again as soon as the last page has arrived,
 * which is the server's limit (20 pages always waiting). A page's time is from sending the
 * request to the page's last byte: the session check, the feed's read, React's render and the
 * sending. Prints p50, p99 and the load average, as the machine is shared.
 * BENCH_CPU_PROF: a folder for a V8 CPU profile of the server.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { COLLEGES, DEFAULT_COMMUNITY, type SessionUser } from '@quad/contract';
import { fileURLToPath } from 'node:url';
import { freePort } from '../infra/free-port';
import { defaultWebDistDir } from '../infra/package-root';
import { serverEntryFileOf } from '../server-rendering/server-entry';
import { startProcess, stopProcess } from './processes';
import {
  loadRenderedHome,
  loadRenderedHomesEvery,
  loadRenderedHomesUntil,
  percentileOf,
  userCookieOf,
} from './rendered-homes';
import { withTemporaryDatabase } from './temporary-database';

const MEMBERS = 20;
/** A full first page of the feed. */
const POSTS_EACH = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_ROUNDS = 3;
/** How often each member opens their home in the paced run. */
const EVERY_MS = Number(process.env.BENCH_EVERY_MS ?? 1000);

if (!existsSync(serverEntryFileOf(defaultWebDistDir))) {
  console.error('The web app is built without its server entry: run npm run build -w @quad/web.');
  process.exit(1);
}

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-render-bench-'));
const CPU_PROFILES = process.env.BENCH_CPU_PROF;

const measureRendering = async (databaseUrl: string | undefined) => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    path.join(here, '../server.ts'),
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    `${base}/healthz`,
    // Node names each thread's profile (the TypeScript loader has a thread of its own).
    CPU_PROFILES ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILES}`] : [],
  );
  try {
    return await drawHomes(base);
  } finally {
    await stopProcess(server);
  }
};

const drawHomes = async (base: string) => {
  const call = async (pathName: string, token: string | undefined, body: unknown) => {
    const response = await fetch(`${base}/api/v1${pathName}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${pathName}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  };

  const members: SessionUser[] = [];
  for (let index = 0; index < MEMBERS; index += 1) {
    const session = (await call('/user/register', undefined, {
      first_name: 'Bench',
      last_name: `Member${String.fromCharCode(65 + index)}`,
      email: `bench-${index}-${Date.now()}@${DEFAULT_COMMUNITY.universityDomain}`,
      password: 'Quad!bench-render-1',
      ccu_college: COLLEGES[index % COLLEGES.length],
      birth_year: 2000,
      birth_month: 5,
      birth_day: 15,
      gender: 'female',
    })) as SessionUser;
    members.push(session);
    for (let post = 0; post < POSTS_EACH; post += 1) {
      await call('/post/createPost', session.token, {
        type: null,
        background: null,
        images: null,
        text: `Post ${post} of member ${index}: the quad is busy this morning.`,
      });
    }
  }
  const cookies = members.map(userCookieOf);

  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
    await Promise.all(cookies.map((cookie) => loadRenderedHome(base, cookie)));
  }

  const paced = await loadRenderedHomesEvery(
    base,
    cookies,
    EVERY_MS,
    performance.now() + SECONDS * 1000,
  );
  const backToBack = await loadRenderedHomesUntil(
    base,
    cookies,
    performance.now() + SECONDS * 1000,
  );
  return { paced, backToBack };
};

const { paced, backToBack } = await withTemporaryDatabase(
  process.env.DATABASE_URL,
  'quad_render_bench',
  measureRendering,
).finally(() => rm(dataDir, { recursive: true, force: true }));

const ms = (value: number) => `${value.toFixed(1)} ms`;
const figures = (times: number[]) =>
  `${times.length} pages in ${SECONDS} s (${(times.length / SECONDS).toFixed(0)} pages/s), ` +
  `p50 ${ms(percentileOf(times, 0.5))} (goal ≤ 25 ms), p99 ${ms(percentileOf(times, 0.99))} (goal ≤ 60 ms)`;
const [load1, load5] = os.loadavg();
console.log(`Home drawn by the server for ${MEMBERS} concurrent members:`);
console.log(`  each opening it once every ${EVERY_MS / 1000} s: ${figures(paced)}`);
console.log(`  each opening it again as soon as it has arrived: ${figures(backToBack)}`);
console.log(
  `  the server's work per page at that pace: ${ms((SECONDS * 1000) / backToBack.length)} ` +
    `(pages are drawn one at a time in the server's thread)`,
);
console.log(
  `  load average ${load1?.toFixed(2)} (1 min), ${load5?.toFixed(2)} (5 min), ${os.cpus().length} cores`,
);
