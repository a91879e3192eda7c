/**
 * npm run bench:push: the real server (src/server.ts) on a temporary PGlite folder, or on a
 * temporary database of the DATABASE_URL server, with a group of 1,001 members (made directly in
 * the database, each with a sign-in session and a Web Push subscription of that session) and a
 * push service on loopback (the tests' one: it verifies every VAPID JWT and decrypts every
 * payload). The group's admin posts, and the benchmark measures the time from the post until the
 * last of the 1,000 pushes arrived, and the server process's CPU time per push (user + system,
 * from /proc, over the whole round).
 *
 * Options (environment): BENCH_SUBSCRIPTIONS (1,000), BENCH_POSTS (3).
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { endpoints, servedPathOf } from '@quad/contract';
import webpush from 'web-push';
import { startPushService } from '../../test/push-service';
import { openDatabase, type Database } from '../db/client';
import { groupMembers, groups, pushSubscriptions, sessions, users } from '../db/schema';
import { addMs, days } from '../infra/clock';
import { freePort } from '../infra/free-port';
import { newId } from '../infra/ids';
import { signSessionToken } from '../modules/auth/tokens';
import { addMembers, BENCH_CAMPUS } from '../seed/campus';
import { startProcess, stopProcess } from './processes';
import { withTemporaryDatabase } from './temporary-database';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 1_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 3);

const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.join(here, '../server.ts');
const secret = randomBytes(48).toString('base64url');
const vapid = webpush.generateVAPIDKeys();

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The process's CPU time so far (user + system), in ms. */
const cpuMsOf = async (pid: number) => {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are the 14th and 15th fields, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** The group, its admin and members, their sessions and subscriptions; answers the admin's token. */
const makeGroup = async (
  db: Database,
  subscription: () => { endpoint: string; keys: { p256dh: string; auth: string } },
) => {
  const now = new Date();
  await addMembers(
    db,
    { ...BENCH_CAMPUS, members: SUBSCRIPTIONS + 1 },
    { now, domain: 'coastal.edu', passwordHash: 'not-a-password-hash' },
  );
  const [admin, ...members] = await db.select({ id: users.id }).from(users).orderBy(users.id);
  if (!admin) throw new Error('no members were made');
  const groupId = newId();
  await db.insert(groups).values({
    id: groupId,
    slug: 'bench-rowing',
    name: 'Rowing Club',
    kind: 'club',
    privacy: 'public',
    rules: [],
    postApproval: false,
    searchText: 'rowing club',
    createdBy: admin.id,
    createdAt: now,
    memberCount: SUBSCRIPTIONS + 1,
  });
  await db.insert(groupMembers).values([
    { groupId, userId: admin.id, role: 'admin', notify: 'all', joinedAt: now },
    ...members.map((member) => ({
      groupId,
      userId: member.id,
      role: 'member',
      notify: 'all',
      joinedAt: now,
    })),
  ]);
  const expiresAt = addMs(now, days(30));
  const sessionRows = [admin, ...members].map((member) => ({
    id: newId(),
    userId: member.id,
    createdAt: now,
    expiresAt,
  }));
  await db.insert(sessions).values(sessionRows);
  for (let start = 1; start < sessionRows.length; start += 500) {
    await db.insert(pushSubscriptions).values(
      sessionRows.slice(start, start + 500).map((session) => {
        const { endpoint, keys } = subscription();
        return {
          id: newId(),
          userId: session.userId,
          sessionId: session.id,
          endpoint,
          p256dh: keys.p256dh,
          auth: keys.auth,
          alerts: {},
          createdAt: now,
        };
      }),
    );
  }
  const adminSession = sessionRows[0]!;
  return {
    groupId,
    token: await signSessionToken(
      secret,
      { userId: admin.id, sessionId: adminSession.id },
      { issuedAt: now, expiresAt },
    ),
  };
};

const main = async () => {
  const service = await startPushService();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-push-bench-'));
  let server: ChildProcess | undefined;
  try {
    await withTemporaryDatabase(
      process.env.DATABASE_URL,
      'quad_push_bench',
      async (databaseUrl) => {
        console.log(
          `Push benchmark on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${os.cpus().length} CPU(s), ` +
            `Node ${process.version}, ${SUBSCRIPTIONS.toLocaleString('en')} subscriptions, ${POSTS} posts`,
        );
        const handle = await openDatabase({
          databaseUrl,
          pgliteDir: path.join(dataDir, 'db'),
          lock: !databaseUrl,
        });
        const { groupId, token } = await makeGroup(handle.db, () => service.subscription());
        // The embedded database is one process's: the bench lets go of it for the server.
        await handle.close();

        const port = await freePort();
        const origin = `http://127.0.0.1:${port}`;
        server = await startProcess(
          serverEntry,
          {
            HOST: '127.0.0.1',
            PORT: String(port),
            DATA_DIR: dataDir,
            // http:// on loopback: the push service on loopback may be reached.
            PUBLIC_URL: origin,
            RATE_LIMIT: 'off',
            LOG_LEVEL: 'warn',
            JWT_SECRET: secret,
            VAPID_PUBLIC_KEY: vapid.publicKey,
            VAPID_PRIVATE_KEY: vapid.privateKey,
            WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
            ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          },
          `${origin}/healthz`,
        );
        const pid = server.pid ?? 0;

        const rounds: { lastMs: number; cpuPerPushMs: number }[] = [];
        for (let round = 0; round < POSTS; round += 1) {
          const before = service.received.length;
          const cpuBefore = await cpuMsOf(pid);
          const sent = performance.now();
          const response = await fetch(`${origin}${servedPathOf(endpoints.createPost)}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ text: `Practice ${round + 1} moves to 6 am`, group: groupId }),
          });
          if (response.status !== 201) throw new Error(`createPost answered ${response.status}`);
          await service.waitFor(before + SUBSCRIPTIONS);
          const lastMs = performance.now() - sent;
          const cpuMs = (await cpuMsOf(pid)) - cpuBefore;
          rounds.push({ lastMs, cpuPerPushMs: cpuMs / SUBSCRIPTIONS });
          console.log(
            `  post ${round + 1}: the last of ${SUBSCRIPTIONS.toLocaleString('en')} pushes arrived after ${ms(lastMs)}; ` +
              `server CPU ${ms(cpuMs)} in all, ${(cpuMs / SUBSCRIPTIONS).toFixed(2)} ms per push`,
          );
        }
        if (service.rejected.length > 0) {
          throw new Error(
            `the push service refused ${service.rejected.length} pushes: ${service.rejected[0]}`,
          );
        }
        const best = (pick: (round: (typeof rounds)[number]) => number) =>
          Math.min(...rounds.map(pick));
        console.log(
          `\nResults (load average ${os
            .loadavg()
            .map((load) => load.toFixed(2))
            .join(' ')})`,
        );
        console.log(
          `  a group post's ${SUBSCRIPTIONS.toLocaleString('en')} pushes, each verified (VAPID) and decrypted by the push service: ` +
            `last one after ${ms(best((round) => round.lastMs))} (best of ${POSTS}), ` +
            `server CPU ${best((round) => round.cpuPerPushMs).toFixed(2)} ms per push`,
        );
        await stopProcess(server);
        server = undefined;
      },
    );
  } finally {
    if (server) server.kill('SIGKILL');
    await service.close();
    await rm(dataDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
