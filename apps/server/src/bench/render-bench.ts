/**
 * `npm run bench:render`: the time the server takes to draw a member's home (issue 21: p50 ≤ 25 ms
 * and p99 ≤ 60 ms at 20 concurrent members). The real server on PGlite in a temp folder, with the
 * built web app (`npm run build -w @quad/web` first, for its server entry), 20 new members with
 * five posts each; 20 clients, one per member, load `/` with their `user` cookie over
 * loopback, one request after another, for BENCH_SECONDS (default 10). A request's time is from
 * sending it to the page's last byte: the session check, the feed's read, React's render and the
 * sending. Prints p50, p99 and the load average, as the machine is shared.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { COLLEGES, DEFAULT_COMMUNITY, type SessionUser } from '@quad/contract';
import { buildApp } from '../app';
import { freePort } from '../infra/free-port';
import { loadConfig } from '../infra/config';
import { defaultWebDistDir } from '../infra/package-root';
import { serverEntryFileOf } from '../server-rendering/server-entry';
import {
  loadRenderedHome,
  loadRenderedHomesUntil,
  percentileOf,
  userCookieOf,
} from './rendered-homes';

const MEMBERS = 20;
const POSTS_EACH = 5;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_ROUNDS = 3;

if (!existsSync(serverEntryFileOf(defaultWebDistDir))) {
  console.error('The web app is built without its server entry: run npm run build -w @quad/web.');
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-render-bench-'));
const port = await freePort();
const app = await buildApp(
  loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
  }),
  { logger: false },
);
await app.listen({ port, host: '127.0.0.1' });
const base = `http://127.0.0.1:${port}`;

const call = async (
  pathName: string,
  token: string | undefined,
  body: unknown,
  method = 'POST',
) => {
  const response = await fetch(`${base}/api/v1${pathName}`, {
    method,
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

const times = await loadRenderedHomesUntil(base, cookies, performance.now() + SECONDS * 1000);
const at = (share: number) => percentileOf(times, share);
const [load1, load5] = os.loadavg();
console.log(
  `home drawn by the server, ${MEMBERS} concurrent members, ${times.length} pages in ${SECONDS} s ` +
    `(${(times.length / SECONDS).toFixed(0)} pages/s):`,
);
console.log(
  `  p50 ${at(0.5).toFixed(1)} ms (goal ≤ 25 ms), p99 ${at(0.99).toFixed(1)} ms (goal ≤ 60 ms)`,
);
console.log(
  `  load average ${load1?.toFixed(2)} (1 min), ${load5?.toFixed(2)} (5 min), ${os.cpus().length} cores`,
);

await app.close();
await rm(dataDir, { recursive: true, force: true });
