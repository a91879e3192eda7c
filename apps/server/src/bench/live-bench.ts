/**
 * npm run bench:live: starts the real server (src/server.ts) on a temporary PGlite folder, or on
 * a temporary database of the DATABASE_URL server, with 1,001 members made directly in the
 * database (with their sessions: no sign-up, no argon2), opens 1,000 live streams, and measures:
 *
 * - fan-out: one member everyone follows posts, and the `new_posts` event reaches all 1,000
 *   streams (from the moment the post is sent to each stream's arrival);
 * - one-to-one under that load: a member sends a friend a direct message, and the `message`
 *   event reaches the receiver's stream;
 * - the server's memory per open stream (RSS with the streams open, less RSS before).
 *
 * Options (environment): BENCH_STREAMS (1,000), BENCH_FANOUTS (5), BENCH_MESSAGES (300).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { endpoints, fillPath, servedPathOf, type EndpointName } from '@quad/contract';
import { createParser } from 'eventsource-parser';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { follows, friendships, sessions, users } from '../db/schema';
import { addMs, days } from '../infra/clock';
import { freePort } from '../infra/free-port';
import { newId } from '../infra/ids';
import { signSessionToken } from '../modules/auth/tokens';
import { addMembers, BENCH_CAMPUS } from '../seed/campus';
import { startProcess, stopProcess } from './processes';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1_000);
const FANOUTS = Number(process.env.BENCH_FANOUTS ?? 5);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 300);
/** Tickets and streams asked for at once while connecting. */
const OPENING_AT_ONCE = 50;
const GOAL_P99_MS = 100;

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.join(here, '../server.ts');
const secret = randomBytes(48).toString('base64url');

interface Member {
  id: string;
  username: string;
  token: string;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const rssOf = async (pid: number) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) * 1024;
};

/**
 * 1,001 members: the first is followed by all the others, who are friends two by two (the 2nd
 * with the 3rd, …). Answers them with bearer tokens.
 */
const makeMembers = async (db: Database): Promise<Member[]> => {
  const now = new Date();
  await addMembers(
    db,
    { ...BENCH_CAMPUS, members: STREAMS + 1 },
    // Nobody signs in with a password here.
    { now, domain: 'coastal.edu', passwordHash: 'not-a-password-hash' },
  );
  const made = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .orderBy(users.id);
  const ids = made.map((row) => row.id);
  const [author, ...others] = ids;
  if (!author) throw new Error('no members were made');
  await db.insert(follows).values(others.map((followerId) => ({ followerId, followeeId: author })));
  const pairs = others.flatMap((id, index) => {
    const friend = others[index + 1];
    return index % 2 === 0 && friend
      ? [
          { userId: id, friendId: friend, createdAt: now },
          { userId: friend, friendId: id, createdAt: now },
        ]
      : [];
  });
  if (pairs.length > 0) await db.insert(friendships).values(pairs);
  const expiresAt = addMs(now, days(30));
  const rows = made.map((member) => ({
    id: newId(),
    userId: member.id,
    username: member.username,
    createdAt: now,
    expiresAt,
  }));
  await db.insert(sessions).values(rows.map(({ username: _username, ...row }) => row));
  return Promise.all(
    rows.map(async (row) => ({
      id: row.userId,
      username: row.username,
      token: await signSessionToken(
        secret,
        { userId: row.userId, sessionId: row.id },
        { issuedAt: now, expiresAt },
      ),
    })),
  );
};

const call = async (origin: string, name: EndpointName, token: string, body?: unknown) => {
  const endpoint = endpoints[name];
  const response = await fetch(`${origin}${fillPath(servedPathOf(endpoint), {})}`, {
    method: endpoint.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(endpoint.method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
};

/** Where each stream's events go: event type → the waiting predicate's resolver. */
type Waiter = (type: string, data: Record<string, unknown>, at: number) => boolean;

interface OpenStream {
  member: Member;
  waiters: Set<Waiter>;
  request: http.ClientRequest;
}

/** Opens one stream with a fresh ticket; resolves on its first `counts` event. */
const openStream = async (origin: string, member: Member): Promise<OpenStream> => {
  const { ticket } = (await call(origin, 'createLiveTicket', member.token)) as { ticket: string };
  const url = new URL(`${origin}${servedPathOf(endpoints.liveStream)}`);
  url.searchParams.set('ticket', ticket);
  return new Promise((resolve, reject) => {
    const waiters = new Set<Waiter>();
    const request = http.get(url, { agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`the stream answered ${response.statusCode}`));
        return;
      }
      const stream: OpenStream = { member, waiters, request };
      let opened = false;
      const parser = createParser({
        onEvent: (event) => {
          const at = performance.now();
          if (!opened && event.event === 'counts') {
            opened = true;
            resolve(stream);
          }
          const data = JSON.parse(event.data) as Record<string, unknown>;
          for (const waiter of waiters)
            if (waiter(event.event ?? '', data, at)) waiters.delete(waiter);
        },
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => parser.feed(chunk));
    });
    request.on('error', (error) => {
      if (!request.destroyed || waiters.size > 0) reject(error);
    });
  });
};

/** Resolves with the arrival time of the first event of `type` matching `match`. */
const nextEvent = (
  stream: OpenStream,
  type: string,
  match: (data: Record<string, unknown>) => boolean,
  timeoutMs = 10_000,
) =>
  new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      stream.waiters.delete(waiter);
      reject(new Error(`no ${type} event within ${timeoutMs} ms`));
    }, timeoutMs);
    const waiter: Waiter = (eventType, data, at) => {
      if (eventType !== type || !match(data)) return false;
      clearTimeout(timer);
      resolve(at);
      return true;
    };
    stream.waiters.add(waiter);
  });

const inBatches = async <T, R>(items: T[], size: number, work: (item: T) => Promise<R>) => {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
};

const main = async () => {
  const adminUrl = process.env.DATABASE_URL;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-live-bench-'));
  const temporaryDb = `quad_live_bench_${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let databaseUrl: string | undefined;
  let server: ChildProcess | undefined;
  const streams: OpenStream[] = [];
  try {
    if (adminUrl) {
      await admin(`CREATE DATABASE "${temporaryDb}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${temporaryDb}`;
      databaseUrl = url.toString();
    }
    console.log(
      `Live benchmark on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} CPU(s), ` +
        `Node ${process.version}, ${STREAMS.toLocaleString('en')} streams`,
    );
    const handle = await openDatabase({
      databaseUrl,
      pgliteDir: path.join(dataDir, 'db'),
      lock: !databaseUrl,
    });
    const [author, ...members] = await makeMembers(handle.db);
    // The embedded database is one process's: the bench lets go of it for the server.
    await handle.close();
    if (!author) throw new Error('no author');

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    server = await startProcess(
      serverEntry,
      {
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        RATE_LIMIT: 'off',
        LOG_LEVEL: 'warn',
        JWT_SECRET: secret,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      `${origin}/healthz`,
    );
    const pid = server.pid ?? 0;
    // Warm the routes up before the baseline, so that the delta is the streams'.
    await openStream(origin, author).then((stream) => stream.request.destroy());
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rssBefore = await rssOf(pid);

    const opening = performance.now();
    streams.push(
      ...(await inBatches(members, OPENING_AT_ONCE, (member) => openStream(origin, member))),
    );
    console.log(
      `  ${streams.length.toLocaleString('en')} streams open in ${ms(performance.now() - opening)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const rssWithStreams = await rssOf(pid);

    // Fan-out: the member everyone follows posts.
    const fanOut: number[] = [];
    for (let round = 0; round < FANOUTS; round += 1) {
      const text = `Fan-out ${round}`;
      let postId = '';
      const arrivals = streams.map((stream) =>
        nextEvent(stream, 'new_posts', (data) => postId === '' || data.postId === postId),
      );
      const sent = performance.now();
      const answer = (await call(origin, 'createPost', author.token, { text })) as {
        data: { _id: string };
      };
      postId = answer.data._id;
      for (const at of await Promise.all(arrivals)) fanOut.push(at - sent);
    }

    // One to one, with every stream open: a member messages their friend.
    const oneToOne: number[] = [];
    for (let index = 0; index < Math.min(MESSAGES, Math.floor(streams.length / 2)); index += 1) {
      const sender = streams[2 * index] as OpenStream;
      const receiver = streams[2 * index + 1] as OpenStream;
      let messageId = '';
      const arrival = nextEvent(
        receiver,
        'message',
        (data) => messageId === '' || data.messageId === messageId,
      );
      const sent = performance.now();
      const endpoint = endpoints.sendMessage;
      const response = await fetch(
        `${origin}${fillPath(servedPathOf(endpoint), { username: receiver.member.username })}`,
        {
          method: endpoint.method,
          headers: {
            authorization: `Bearer ${sender.member.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ text: `Message ${index}`, image: '' }),
        },
      );
      if (!response.ok) throw new Error(`sendMessage answered ${response.status}`);
      messageId = ((await response.json()) as { _id: string })._id;
      oneToOne.push((await arrival) - sent);
    }

    const perStream = (rssWithStreams - rssBefore) / streams.length;
    const p99 = percentile(oneToOne, 99);
    console.log(
      `\nResults (load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')})`,
    );
    console.log(
      `  fan-out, one post to ${streams.length.toLocaleString('en')} followers' streams (${FANOUTS} posts, ${fanOut.length.toLocaleString('en')} deliveries): ` +
        `p50 ${ms(percentile(fanOut, 50))}, p99 ${ms(percentile(fanOut, 99))}, max ${ms(Math.max(...fanOut))}`,
    );
    console.log(
      `  a direct message to a friend with ${streams.length.toLocaleString('en')} streams open (${oneToOne.length} messages): ` +
        `p50 ${ms(percentile(oneToOne, 50))}, p99 ${ms(p99)} — goal p99 ≤ ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  server memory: RSS ${(rssBefore / 1_048_576).toFixed(1)} MB before, ${(rssWithStreams / 1_048_576).toFixed(1)} MB with the streams: ` +
        `${(perStream / 1024).toFixed(1)} kB per stream`,
    );
    console.log('  (times run from sending the request to the event read from the stream)');
  } finally {
    for (const stream of streams) stream.request.destroy();
    if (server) await stopProcess(server);
    if (databaseUrl) await admin(`DROP DATABASE IF EXISTS "${temporaryDb}" WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
