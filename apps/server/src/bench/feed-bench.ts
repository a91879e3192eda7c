/**
 * npm run bench:feed: builds a campus of 5,000 members, starts the real server on it (loopback,
 * RATE_LIMIT=off) and measures the feed with autocannon at 10,000 and at 200,000 posts: requests
 * per second and p99 under load against a bare Fastify route measured in the same run, and the
 * latency of page 1 and page 50 one request at a time.
 *
 * With DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) it creates a database
 * on that server and drops it at the end; without it, an embedded PGlite database in a
 * temporary folder (much slower to fill).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { selectRows } from '../db/rows';
import { systemClock } from '../infra/clock';
import { freePort } from '../infra/free-port';
import { signSessionToken } from '../modules/auth/tokens';
import { hashPassword } from '../modules/auth/passwords';
import { addConnections, addMembers, addPosts, BENCH_CAMPUS } from '../seed/campus';
import { POST_LIST_COMMENTS } from '@quad/contract';

/** BENCH_MEMBERS and BENCH_POSTS make a smaller run possible (e.g. on PGlite). */
const size = {
  ...BENCH_CAMPUS,
  members: Number(process.env.BENCH_MEMBERS ?? BENCH_CAMPUS.members),
  posts: Number(process.env.BENCH_POSTS ?? BENCH_CAMPUS.posts),
};
const SMALL_POSTS = Math.min(10_000, size.posts);
const LOAD_SECONDS = 5;
const LATENCY_SECONDS = 3;
const CONNECTIONS = 10;
const DEEP_PAGE = 50;
const SAMPLE_MEMBERS = 20;

const here = path.dirname(fileURLToPath(import.meta.url));
const secret = randomBytes(48).toString('base64url');

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const step = async <T>(label: string, work: () => Promise<T>) => {
  const started = Date.now();
  process.stdout.write(`  ${label}…`);
  const result = await work();
  process.stdout.write(` ${seconds(started)}\n`);
  return result;
};

/** A node process running one of our entry files with the same TypeScript loader (tsx). */
const startProcess = async (entry: string, env: Record<string, string>, readyUrl: string) => {
  const child = spawn(process.execPath, [...process.execArgv, entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface Target {
  token: string;
  path: string;
}

interface Measure {
  requestsPerSecond: number;
  mean: number;
  p50: number;
  p99: number;
}

const measure = async (
  base: string,
  targets: Target[],
  connections: number,
  duration: number,
): Promise<Measure> => {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const target = targets[next++ % targets.length] as Target;
          return {
            ...request,
            path: target.path,
            headers: { ...request.headers, authorization: `Bearer ${target.token}` },
          };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors from ${base}`);
  }
  return {
    requestsPerSecond: result.requests.average,
    mean: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
};

/** The feed as Quad's web app reads it (the newest comments of each post) and as the original client does (every comment). */
const FEED_ORIGINAL = '/api/v1/post/getAllPosts';
const FEED = `${FEED_ORIGINAL}?comments=${POST_LIST_COMMENTS}`;

const randomMembers = async (handle: DatabaseHandle) => {
  const rows = await selectRows<{ id: string }>(
    handle.db,
    sql`select id from users order by random() limit ${SAMPLE_MEMBERS}`,
  );
  return rows.map((row) => row.id);
};

/** Members to read the feed as, with the path of their page 50 (when their feed is that long). */
const sampleTargets = async (base: string, memberIds: string[]) => {
  const firstPages: Target[] = [];
  const deepPages: Target[] = [];
  for (const id of memberIds) {
    const token = await signSessionToken(secret, systemClock, { userId: id, version: 0 });
    let page = 1;
    let next: string | undefined = FEED;
    while (next && page < DEEP_PAGE) {
      const response: Response = await fetch(`${base}${next}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`feed answered ${response.status}`);
      next = /^<([^>]+)>; rel="next"$/.exec(response.headers.get('link') ?? '')?.[1];
      page += 1;
    }
    firstPages.push({ token, path: FEED });
    if (next) deepPages.push({ token, path: next });
  }
  return { firstPages, deepPages };
};

interface StageFigures {
  posts: number;
  load: Measure;
  loadEveryComment: Measure;
  page1: Measure;
  page50: Measure | undefined;
  deepMembers: number;
}

const runStage = async (
  posts: number,
  serverEnv: Record<string, string>,
  memberIds: string[],
): Promise<StageFigures> => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await step('starting the server', () =>
    startProcess(
      path.join(here, '../server.ts'),
      { ...serverEnv, PORT: String(port) },
      `${base}/healthz`,
    ),
  );
  try {
    const { firstPages, deepPages } = await step(
      `walking ${memberIds.length} members' feeds to page ${DEEP_PAGE}`,
      () => sampleTargets(base, memberIds),
    );
    await measure(base, firstPages, CONNECTIONS, 1);
    const load = await step(`feed page 1 under load (${CONNECTIONS} connections)`, () =>
      measure(base, firstPages, CONNECTIONS, LOAD_SECONDS),
    );
    const loadEveryComment = await step(
      `feed page 1 with every comment under load (${CONNECTIONS} connections)`,
      () =>
        measure(
          base,
          firstPages.map((target) => ({ ...target, path: FEED_ORIGINAL })),
          CONNECTIONS,
          LOAD_SECONDS,
        ),
    );
    const page1 = await step('page 1, one request at a time', () =>
      measure(base, firstPages, 1, LATENCY_SECONDS),
    );
    const page50 =
      deepPages.length > 0
        ? await step(`page ${DEEP_PAGE}, one request at a time`, () =>
            measure(base, deepPages, 1, LATENCY_SECONDS),
          )
        : undefined;
    return { posts, load, loadEveryComment, page1, page50, deepMembers: deepPages.length };
  } finally {
    await stopProcess(server);
  }
};

const measureBare = async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const bare = await startProcess(
    path.join(here, 'bare-server.ts'),
    { PORT: String(port) },
    `${base}/bare`,
  );
  try {
    const targets = [{ token: 'none', path: '/bare' }];
    await measure(base, targets, CONNECTIONS, 1);
    return await measure(base, targets, CONNECTIONS, LOAD_SECONDS);
  } finally {
    await stopProcess(bare);
  }
};

const ms = (value: number) => `${value.toFixed(2)} ms`;

const main = async () => {
  const adminUrl = process.env.DATABASE_URL;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-bench-'));
  const benchDb = `quad_bench_${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
  let databaseUrl: string | undefined;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  if (adminUrl) {
    const url = new URL(adminUrl);
    url.pathname = `/${benchDb}`;
    databaseUrl = url.toString();
    await admin(`CREATE DATABASE "${benchDb}"`);
  }
  const open = () =>
    openDatabase({ databaseUrl, pgliteDir: path.join(dataDir, 'db'), lock: !databaseUrl });
  const serverEnv: Record<string, string> = {
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    JWT_SECRET: secret,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };

  console.log(
    `Feed benchmark on ${databaseUrl ? `PostgreSQL (${benchDb})` : 'PGlite'}, ` +
      `${os.cpus().length} CPU(s), Node ${process.version}`,
  );
  const now = new Date();
  const stages: StageFigures[] = [];
  let handle: DatabaseHandle | undefined;
  try {
    handle = await open();
    const db = handle.db;
    console.log(`\n${size.members} members, ${SMALL_POSTS.toLocaleString('en')} posts`);
    const passwordHash = await hashPassword('bench-campus');
    await step('members', () => addMembers(db, size, { now, domain: 'coastal.edu', passwordHash }));
    await step('friendships and follows', () => addConnections(db, size, now));
    await step('posts with photos, reactions, comments, saves', () =>
      addPosts(db, SMALL_POSTS, size, now),
    );
    // As autovacuum would leave it: visibility map set, statistics fresh, nothing left to do.
    await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
    const memberIds = await randomMembers(handle);
    // PGlite is one process's database: the server opens it while the bench lets go.
    if (!databaseUrl) await handle.close();
    stages.push(await runStage(SMALL_POSTS, serverEnv, memberIds));

    console.log(`\n${size.members} members, ${size.posts.toLocaleString('en')} posts`);
    if (!databaseUrl) handle = await open();
    const db2 = handle.db;
    await step(`${(size.posts - SMALL_POSTS).toLocaleString('en')} more posts`, () =>
      addPosts(db2, size.posts - SMALL_POSTS, size, now),
    );
    await step('vacuum analyze', () => db2.execute(sql`vacuum analyze`));
    if (!databaseUrl) await handle.close();
    stages.push(await runStage(size.posts, serverEnv, memberIds));

    const bare = await step('bare Fastify route under load', measureBare);

    // autocannon counts latency in whole milliseconds: a bare route's p99 is often 0.
    const p99 = (value: number) => (value < 1 ? 'under 1 ms' : ms(value));
    console.log('\nResults');
    console.log(
      `  bare Fastify route:        ${bare.requestsPerSecond.toFixed(0)} req/s, mean ${ms(bare.mean)}, p99 ${p99(bare.p99)}`,
    );
    for (const stage of stages) {
      console.log(`  ${stage.posts.toLocaleString('en')} posts:`);
      console.log(
        `    feed under load:         ${stage.load.requestsPerSecond.toFixed(0)} req/s, ` +
          `mean ${ms(stage.load.mean)}, p99 ${p99(stage.load.p99)} (${CONNECTIONS} connections)`,
      );
      console.log(
        `    every comment (original): ${stage.loadEveryComment.requestsPerSecond.toFixed(0)} req/s, ` +
          `mean ${ms(stage.loadEveryComment.mean)}, p99 ${p99(stage.loadEveryComment.p99)} (${CONNECTIONS} connections)`,
      );
      console.log(
        `    page 1:                  mean ${ms(stage.page1.mean)}, p50 ${ms(stage.page1.p50)}, p99 ${p99(stage.page1.p99)}`,
      );
      console.log(
        stage.page50
          ? `    page ${DEEP_PAGE}:                 mean ${ms(stage.page50.mean)}, p50 ${ms(stage.page50.p50)}, p99 ${p99(stage.page50.p99)} (${stage.deepMembers} members)`
          : `    page ${DEEP_PAGE}:                 no sampled feed is that long`,
      );
    }
    const large = stages[1] as StageFigures;
    console.log(
      `  feed / bare at ${large.posts.toLocaleString('en')} posts: ` +
        `${((large.load.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)}% of the ` +
        `requests per second (1 : ${(bare.requestsPerSecond / large.load.requestsPerSecond).toFixed(0)}), ` +
        `p99 ${p99(large.load.p99)} against ${p99(bare.p99)}`,
    );
  } finally {
    if (databaseUrl) await handle?.close();
    if (adminUrl) await admin(`DROP DATABASE IF EXISTS "${benchDb}" WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
