/**
 * npm run bench:feed: builds a campus of 5,000 members, starts the real server on it (loopback,
 * RATE_LIMIT=off) and measures the feed with autocannon at 10,000 and at 200,000 posts: requests
 * per second and p99 under load at 10 and at 50 connections, against a bare Fastify route
 * measured in the same run and against the database's own limit (the page's SQL through the pg
 * driver alone, same members and pages, a pool of the server's size, the same concurrency), and
 * the latency of page 1 and page 50 one request at a time.
 *
 * The campus has 200 groups of 10 to 2,000 members, where about 30% of the posts are made (each by
 * a member of its group). Every sampled member is in exactly 10 groups, the 2,000-member one
 * among them: their home feed merges those 10 groups' posts with their friends' and followed
 * members' (one statement), and a group's page is measured on that largest group.
 *
 * With DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) it creates a database
 * on that server and drops it at the end; without it, an embedded PGlite database in a
 * temporary folder (much slower to fill).
 *
 * Options (environment):
 * - BENCH_KEEP_DB=1 (PostgreSQL only): one database per stage, named after the campus
 *   (quad_bench_<members>_<posts>), filled on the first run and kept for the next ones.
 * - BENCH_SECONDS: how long each load lasts (5 by default).
 * - BENCH_SERVER: the server entry to measure instead of this checkout's src/server.ts (another
 *   checkout's, to compare two versions on the same database).
 * - BENCH_CPU_PROF: a folder where the server writes a V8 CPU profile of each stage.
 * - BENCH_MEMBERS and BENCH_POSTS: a smaller campus (e.g. on PGlite).
 * - DATABASE_POOL_SIZE: the server's pool, as in production (10 by default).
 *
 * With the web app built (`npm run build -w @quad/web`), the server serves it, and the
 * 50-connection load runs a second time while the sampled members load their home drawn by the
 * server once a second: the feed's p99 must hold while the server renders.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { existsSync } from 'node:fs';
import { POST_LIST_COMMENTS, postPageQuerySchema, type SessionUser } from '@quad/contract';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { POOL_SIZE } from '../db/pool';
import { selectRows } from '../db/rows';
import { freePort } from '../infra/free-port';
import { defaultWebDistDir } from '../infra/package-root';
import { serverEntryFileOf } from '../server-rendering/server-entry';
import { hashPassword } from '../modules/auth/passwords';
import { readFeedPage, type PostPageRequest } from '../modules/posts/service';
import { addConnections, addHashtags, addMembers, addPosts, BENCH_CAMPUS } from '../seed/campus';
import { startProcess, stopProcess } from './processes';
import { loadRenderedHomesEvery, percentileOf, userCookieOf } from './rendered-homes';

const size = {
  ...BENCH_CAMPUS,
  members: Number(process.env.BENCH_MEMBERS ?? BENCH_CAMPUS.members),
  posts: Number(process.env.BENCH_POSTS ?? BENCH_CAMPUS.posts),
};
const SMALL_POSTS = Math.min(10_000, size.posts);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LATENCY_SECONDS = 3;
const CONNECTIONS = [10, 50];
const DEEP_PAGE = 50;
const SAMPLE_MEMBERS = 20;
const BENCH_PASSWORD = 'bench-campus';
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const GROUPS = 200;
const GROUP_MEMBERS_MAX = 2_000;
const GROUPS_PER_SAMPLED_MEMBER = 10;
/** The share of posts made in a group, in tenths. */
const GROUP_POST_TENTHS = 3;
/** The group whose page is measured: the one with GROUP_MEMBERS_MAX members. */
const LARGEST_GROUP = 'bench-group-0';
const CPU_PROFILES = process.env.BENCH_CPU_PROF;
/** The server's pool (DATABASE_POOL_SIZE, which the server reads too), and the SQL-alone run's. */
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? POOL_SIZE);
/** The server draws members' homes only with the web app built; else that run is left out. */
const RENDERING = existsSync(serverEntryFileOf(defaultWebDistDir));

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(process.env.BENCH_SERVER ?? path.join(here, '../server.ts'));
const secret = randomBytes(48).toString('base64url');

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const step = async <T>(label: string, work: () => Promise<T>) => {
  const started = Date.now();
  process.stdout.write(`  ${label}…`);
  const result = await work();
  process.stdout.write(` ${seconds(started)}\n`);
  return result;
};

/** A page to read: as a client asks for it, and as the server's query function takes it. */
interface Target {
  token: string;
  path: string;
  memberId: string;
  page: PostPageRequest;
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

/**
 * The database's own limit for the same work: `concurrency` loops each reading the targets'
 * pages with the feed's own query function, as the server would, without HTTP.
 */
const measureDatabase = async (
  db: Database,
  targets: Target[],
  concurrency: number,
  duration: number,
): Promise<Measure> => {
  let next = 0;
  const latencies: number[] = [];
  const started = performance.now();
  const end = started + duration * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const target = targets[next++ % targets.length] as Target;
        const sent = performance.now();
        const { rows } = await readFeedPage(
          db,
          { id: target.memberId, now: new Date() },
          target.page,
        );
        if (rows.length === 0) throw new Error(`an empty feed page for ${target.memberId}`);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsed,
    mean: latencies.reduce((sum, value) => sum + value, 0) / latencies.length,
    p50: percentileOf(latencies, 0.5),
    p99: percentileOf(latencies, 0.99),
  };
};

/**
 * GROUPS groups (numbered k = 0…199, a third of them private) of GROUP_MEMBERS_MAX - 10 k
 * members (at least 10) each, drawn at random; then each sampled member is in exactly
 * GROUPS_PER_SAMPLED_MEMBER of them, the largest among them.
 */
const addGroups = async (db: Database, sampled: SampleMember[], now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into groups (id, slug, name, kind, privacy, search_text, created_at)
    select gen_random_uuid(), 'bench-group-' || k, 'Bench group ' || k, 'club',
      case when k % 3 = 2 then 'private' else 'public' end, 'bench group ' || k, ${at}
    from generate_series(0, ${GROUPS - 1}) as k`);
  await db.execute(sql`
    insert into group_members (group_id, user_id, role, joined_at)
    select g.id, u.id, case when u.n = 1 then 'admin' else 'member' end, ${at} - u.n * interval '1 minute'
    from (select id, substring(slug from 13)::int as k from groups where slug like 'bench-group-%') g
    cross join lateral (
      select id, row_number() over (order by md5(id::text || g.k::text)) as n from users
      order by md5(id::text || g.k::text)
      limit greatest(10, ${GROUP_MEMBERS_MAX} - 10 * g.k)
    ) u`);
  const ids = sampled.map((member) => member.id);
  await db.execute(sql`
    delete from group_members where user_id = any(${sql.param(ids)}::uuid[]) and role = 'member'`);
  await db.execute(sql`
    insert into group_members (group_id, user_id, joined_at)
    select g.id, u.id, ${at}
    from unnest(${sql.param(ids)}::uuid[]) as u(id)
    cross join lateral (
      select id from groups
      where slug like 'bench-group-%'
        and not exists (select 1 from group_members m where m.group_id = groups.id and m.user_id = u.id)
      order by slug = ${LARGEST_GROUP} desc, md5(id::text || u.id::text)
      limit greatest(0, ${GROUPS_PER_SAMPLED_MEMBER} - (select count(*) from group_members m where m.user_id = u.id))
    ) g`);
  await db.execute(sql`
    update groups set member_count = (select count(*) from group_members m where m.group_id = groups.id)`);
};

/**
 * About GROUP_POST_TENTHS in ten of the posts (chosen by a hash of their id, so that a later
 * stage's new posts share the same way) move into one of their author's groups.
 */
const moveSomePostsIntoGroups = (db: Database) =>
  db.execute(sql`
    update posts p set group_id = (
      select m.group_id from group_members m where m.user_id = p.user_id
      order by md5(m.group_id::text || p.id::text) limit 1)
    where p.group_id is null and p.type is null
      and ('x' || substr(md5(p.id::text), 1, 8))::bit(32)::int % 10 between 0 and ${GROUP_POST_TENTHS - 1}
      and exists (select 1 from group_members m where m.user_id = p.user_id)`);

/** The feed as Quad's web app reads it (the newest comments of each post) and as the original client does (every comment). */
const FEED_ORIGINAL = '/api/v1/post/getAllPosts';
const FEED = `${FEED_ORIGINAL}?comments=${POST_LIST_COMMENTS}`;
/** The page of the largest group, as the web app reads it. */
const GROUP_FEED = `/api/v1/groups/${LARGEST_GROUP}/posts?comments=${POST_LIST_COMMENTS}`;

interface SampleMember {
  id: string;
  email: string;
}

/** The same members on every run of a kept database (a hash of the id orders them). */
const sampleMembers = (db: Database) =>
  selectRows<SampleMember>(
    db,
    sql`select id, email from users order by md5(id::text) limit ${SAMPLE_MEMBERS}`,
  );

/** Signs in as a bench member through the API, as a client would; answers the session. */
const signIn = async (base: string, email: string): Promise<SessionUser> => {
  const response = await fetch(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return (await response.json()) as SessionUser;
};

/** The page a path asks for, validated as the route validates it. */
const pageOfPath = (pagePath: string): PostPageRequest =>
  postPageQuerySchema.parse(Object.fromEntries(new URL(pagePath, 'http://x').searchParams));

/** Members to read the feed as, with the path of their page 50 (when their feed is that long). */
const sampleTargets = async (base: string, members: SampleMember[]) => {
  const firstPages: Target[] = [];
  const deepPages: Target[] = [];
  const groupPages: Target[] = [];
  const homeCookies: string[] = [];
  for (const member of members) {
    const session = await signIn(base, member.email);
    const { token } = session;
    homeCookies.push(userCookieOf(session));
    const target = (pagePath: string): Target => ({
      token,
      path: pagePath,
      memberId: member.id,
      page: pageOfPath(pagePath),
    });
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
    firstPages.push(target(FEED));
    groupPages.push(target(GROUP_FEED));
    if (next) deepPages.push(target(next));
  }
  return { firstPages, deepPages, groupPages, homeCookies };
};

interface RenderedHomes {
  pages: number;
  p50: number;
  p99: number;
}

/** How often each sampled member opens their home drawn by the server during the feed's load. */
const HOME_EVERY_MS = 1000;

/**
 * The feed under load while every sampled member opens their home drawn by the server once a
 * second, as people open the app (bench:render measures the server's limit for drawn homes).
 */
const measureWithRenderedHomes = async (
  base: string,
  targets: Target[],
  homeCookies: string[],
  connections: number,
  duration: number,
) => {
  const until = performance.now() + duration * 1000;
  const [feed, times] = await Promise.all([
    measure(base, targets, connections, duration),
    loadRenderedHomesEvery(base, homeCookies, HOME_EVERY_MS, until),
  ]);
  const homes: RenderedHomes = {
    pages: times.length,
    p50: percentileOf(times, 0.5),
    p99: percentileOf(times, 0.99),
  };
  return { feed, homes };
};

interface LoadFigures {
  connections: number;
  feed: Measure;
  /** Not on PGlite, which only the server's process can open. */
  database: Measure | undefined;
}

interface RenderedLoadFigures {
  connections: number;
  feed: Measure;
  homes: RenderedHomes;
}

interface StageFigures {
  posts: number;
  loads: LoadFigures[];
  /** Undefined without the built web app. */
  withRenderedHomes: RenderedLoadFigures | undefined;
  loadEveryComment: Measure;
  page1: Measure;
  page50: Measure | undefined;
  deepMembers: number;
  /** Page 1 of the largest group's posts under load, by connections, and one at a time. */
  groupLoads: { connections: number; feed: Measure }[];
  groupPage1: Measure;
}

const runStage = async (
  posts: number,
  serverEnv: Record<string, string>,
  members: SampleMember[],
  openStageDatabase: (() => Promise<DatabaseHandle>) | undefined,
): Promise<StageFigures> => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const profiling = CPU_PROFILES
    ? // One folder a stage: Node names each thread's profile (the TypeScript loader has its own).
      ['--cpu-prof', `--cpu-prof-dir=${path.join(CPU_PROFILES, `feed-${posts}`)}`]
    : [];
  const server = await step('starting the server', () =>
    startProcess(serverEntry, { ...serverEnv, PORT: String(port) }, `${base}/healthz`, profiling),
  );
  let database: DatabaseHandle | undefined;
  try {
    const { firstPages, deepPages, groupPages, homeCookies } = await step(
      `walking ${members.length} members' feeds to page ${DEEP_PAGE}`,
      () => sampleTargets(base, members),
    );
    database = await openStageDatabase?.();
    const db = database?.db;
    await measure(base, firstPages, CONNECTIONS.at(-1) as number, 1);
    if (db) await measureDatabase(db, firstPages, CONNECTIONS.at(-1) as number, 1);
    // The server and the database alone in turn, so that both see the same machine.
    const loads: LoadFigures[] = [];
    for (const connections of CONNECTIONS) {
      const feed = await step(`feed page 1 under load (${connections} connections)`, () =>
        measure(base, firstPages, connections, LOAD_SECONDS),
      );
      const databaseOnly = db
        ? await step(
            `the same pages' SQL alone (${connections} at a time, ${POOL} connections)`,
            () => measureDatabase(db, firstPages, connections, LOAD_SECONDS),
          )
        : undefined;
      loads.push({ connections, feed, database: databaseOnly });
    }
    const loudest = CONNECTIONS.at(-1) as number;
    const withRenderedHomes = RENDERING
      ? {
          connections: loudest,
          ...(await step(
            `feed page 1 under load (${loudest} connections) while ${homeCookies.length} members open their drawn home every ${HOME_EVERY_MS / 1000} s`,
            () => measureWithRenderedHomes(base, firstPages, homeCookies, loudest, LOAD_SECONDS),
          )),
        }
      : undefined;
    const loadEveryComment = await step(
      `feed page 1 with every comment under load (${CONNECTIONS[0]} connections)`,
      () =>
        measure(
          base,
          firstPages.map((target) => ({ ...target, path: FEED_ORIGINAL })),
          CONNECTIONS[0] as number,
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
    const groupLoads: StageFigures['groupLoads'] = [];
    for (const connections of CONNECTIONS) {
      const feed = await step(
        `a ${GROUP_MEMBERS_MAX}-member group's page 1 under load (${connections} connections)`,
        () => measure(base, groupPages, connections, LOAD_SECONDS),
      );
      groupLoads.push({ connections, feed });
    }
    const groupPage1 = await step("the group's page 1, one request at a time", () =>
      measure(base, groupPages, 1, LATENCY_SECONDS),
    );
    return {
      posts,
      loads,
      withRenderedHomes,
      loadEveryComment,
      page1,
      page50,
      deepMembers: deepPages.length,
      groupLoads,
      groupPage1,
    };
  } finally {
    await database?.close();
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
    const targets = [{ token: 'none', path: '/bare', memberId: '', page: { limit: 1 } }];
    await measure(base, targets, CONNECTIONS[0] as number, 1);
    return await measure(base, targets, CONNECTIONS[0] as number, LOAD_SECONDS);
  } finally {
    await stopProcess(bare);
  }
};

const ms = (value: number) => `${value.toFixed(2)} ms`;
// autocannon counts latency in whole milliseconds: a bare route's p99 is often 0.
const p99 = (value: number) => (value < 1 ? 'under 1 ms' : ms(value));
const perSecond = (value: Measure) => `${value.requestsPerSecond.toFixed(0)} req/s`;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

const printStage = (stage: StageFigures, bare: Measure) => {
  console.log(
    `  ${stage.posts.toLocaleString('en')} posts (the home feed of a member in ${GROUPS_PER_SAMPLED_MEMBER} groups):`,
  );
  for (const { connections, feed, database } of stage.loads) {
    console.log(
      `    ${connections} connections: feed ${perSecond(feed)}, mean ${ms(feed.mean)}, ` +
        `p50 ${ms(feed.p50)}, p99 ${p99(feed.p99)}, 1 : ${(bare.requestsPerSecond / feed.requestsPerSecond).toFixed(0)} of bare`,
    );
    console.log(
      database
        ? `      its SQL alone:         ${perSecond(database)}, mean ${ms(database.mean)}, ` +
            `p99 ${ms(database.p99)}; the feed makes ` +
            `${percent(feed.requestsPerSecond / database.requestsPerSecond)} of it`
        : '      its SQL alone:         not measured on PGlite (the server holds the database)',
    );
  }
  const rendered = stage.withRenderedHomes;
  console.log(
    rendered
      ? `    ${rendered.connections} connections, ${SAMPLE_MEMBERS} members opening their drawn home every ${HOME_EVERY_MS / 1000} s: ` +
          `feed ${perSecond(rendered.feed)}, p50 ${ms(rendered.feed.p50)}, p99 ${p99(rendered.feed.p99)}; ` +
          `home ${rendered.homes.pages} pages, p50 ${ms(rendered.homes.p50)}, p99 ${ms(rendered.homes.p99)}`
      : '    with members loading their drawn home: not measured (build the web app first)',
  );
  console.log(
    `    every comment (original, ${CONNECTIONS[0]} connections): ` +
      `${perSecond(stage.loadEveryComment)}, mean ${ms(stage.loadEveryComment.mean)}, ` +
      `p99 ${p99(stage.loadEveryComment.p99)}`,
  );
  console.log(
    `    page 1, one at a time:   mean ${ms(stage.page1.mean)}, p50 ${ms(stage.page1.p50)}, p99 ${p99(stage.page1.p99)}`,
  );
  console.log(
    stage.page50
      ? `    page ${DEEP_PAGE}, one at a time:  mean ${ms(stage.page50.mean)}, p50 ${ms(stage.page50.p50)}, p99 ${p99(stage.page50.p99)} (${stage.deepMembers} members)`
      : `    page ${DEEP_PAGE}:                 no sampled feed is that long`,
  );
  for (const { connections, feed } of stage.groupLoads) {
    const home = stage.loads.find((load) => load.connections === connections)?.feed;
    console.log(
      `    group page, ${connections} connections: ${perSecond(feed)}, mean ${ms(feed.mean)}, ` +
        `p99 ${p99(feed.p99)}` +
        (home
          ? ` (${percent(feed.requestsPerSecond / home.requestsPerSecond)} of the home feed's req/s)`
          : ''),
    );
  }
  console.log(
    `    group page 1, one at a time: mean ${ms(stage.groupPage1.mean)}, p50 ${ms(stage.groupPage1.p50)}, p99 ${p99(stage.groupPage1.p99)}`,
  );
};

const main = async () => {
  const adminUrl = process.env.DATABASE_URL;
  if (KEEP_DB && !adminUrl) throw new Error('BENCH_KEEP_DB needs DATABASE_URL (PostgreSQL)');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-bench-'));
  const admin = async <T = unknown>(statement: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query(statement, values)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const urlOf = (name: string) => {
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const temporaryDb = `quad_bench_${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
  const createdDbs: string[] = [];
  const serverEnvOf = (databaseUrl: string | undefined): Record<string, string> => ({
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
    JWT_SECRET: secret,
    WEB_DIST_DIR: RENDERING ? defaultWebDistDir : path.join(dataDir, 'no-web-app'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const openAt = (databaseUrl: string | undefined) =>
    openDatabase({
      databaseUrl,
      poolSize: POOL,
      pgliteDir: path.join(dataDir, 'db'),
      lock: !databaseUrl,
    });

  console.log(
    `Feed benchmark on ${adminUrl ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} CPU(s), ` +
      `Node ${process.version}, load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}` +
      (process.env.BENCH_SERVER ? `, server ${serverEntry}` : ''),
  );
  const now = new Date();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const fill = async (db: Database, from: number, to: number) => {
    if (from === 0) {
      await step('members', () =>
        addMembers(db, size, { now, domain: 'coastal.edu', passwordHash }),
      );
      await step('friendships and follows', () => addConnections(db, size, now));
      await step(
        `${GROUPS} groups of up to ${GROUP_MEMBERS_MAX.toLocaleString('en')} members`,
        async () => addGroups(db, await sampleMembers(db), now),
      );
    }
    await step(
      `${(to - from).toLocaleString('en')} posts with photos, reactions, comments, saves`,
      () => addPosts(db, to - from, size, now),
    );
    await step(`${GROUP_POST_TENTHS * 10}% of them into their authors' groups`, async () => {
      // Fresh statistics, so that each post's groups are read along the member's index.
      await db.execute(sql`analyze group_members, posts`);
      await moveSomePostsIntoGroups(db);
    });
    // Their hashtags (with the groups they are in), and every member following two of them,
    // whose posts join the feed.
    await step('hashtags and their followers', () => addHashtags(db, now, from === 0 ? 2 : 0));
    // As autovacuum would leave it: visibility map set, statistics fresh, nothing left to do.
    await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  };

  /**
   * The database of a stage, filled with `posts` posts. A kept one is made once per campus size;
   * otherwise one temporary database (or PGlite folder) grows from stage to stage.
   */
  let filled = 0;
  const stageDatabase = async (posts: number) => {
    if (KEEP_DB) {
      const name = `quad_bench_${size.members}_${posts}`;
      const [kept] = await admin<{ comment: string | null }>(
        'select shobj_description(oid, $1) as comment from pg_database where datname = $2',
        ['pg_database', name],
      );
      const databaseUrl = urlOf(name);
      if (kept?.comment === 'filled') {
        console.log(`  reusing the filled database ${name}`);
        return databaseUrl;
      }
      if (kept) await admin(`DROP DATABASE "${name}" WITH (FORCE)`);
      await admin(`CREATE DATABASE "${name}"`);
      const handle = await openAt(databaseUrl);
      try {
        await fill(handle.db, 0, posts);
      } finally {
        await handle.close();
      }
      await admin(`COMMENT ON DATABASE "${name}" IS 'filled'`);
      return databaseUrl;
    }
    let databaseUrl: string | undefined;
    if (adminUrl) {
      if (createdDbs.length === 0) {
        await admin(`CREATE DATABASE "${temporaryDb}"`);
        createdDbs.push(temporaryDb);
      }
      databaseUrl = urlOf(temporaryDb);
    }
    const handle = await openAt(databaseUrl);
    try {
      await fill(handle.db, filled, posts);
      filled = posts;
    } finally {
      // PGlite is one process's database: the server opens it while the bench lets go.
      await handle.close();
    }
    return databaseUrl;
  };

  const stages: StageFigures[] = [];
  try {
    for (const posts of [SMALL_POSTS, size.posts]) {
      console.log(`\n${size.members} members, ${posts.toLocaleString('en')} posts`);
      const databaseUrl = await stageDatabase(posts);
      const open = () => openAt(databaseUrl);
      const handle = await open();
      const members = await sampleMembers(handle.db);
      await handle.close();
      stages.push(
        await runStage(posts, serverEnvOf(databaseUrl), members, databaseUrl ? open : undefined),
      );
    }

    const bare = await step('bare Fastify route under load', measureBare);

    console.log(
      `\nResults (load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')})`,
    );
    console.log(
      `  bare Fastify route:        ${perSecond(bare)}, mean ${ms(bare.mean)}, p99 ${p99(bare.p99)} (${CONNECTIONS[0]} connections)`,
    );
    for (const stage of stages) printStage(stage, bare);
  } finally {
    for (const name of createdDbs) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
