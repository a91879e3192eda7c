/**
 * PostgreSQL going away under a running server (a process of its own, on a cluster this file
 * starts and stops): sessions ended while requests hold them, the database stopped, then frozen.
 * The server must neither crash nor hang: a request whose database failed answers 503 with a
 * message within 3 s, and the server serves again, without a restart, once the database is back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX, COLLEGES, DEFAULT_PICTURE } from '@quad/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  privatePostgresMissing,
  startPrivatePostgres,
  type PrivatePostgres,
} from '../../test/private-postgres';
import { spawnServer, type ServerProcess } from '../../test/server-process';
import { systemClock } from '../infra/clock';
import { newId } from '../infra/ids';
import { insertUser } from '../modules/auth/queries';
import { startSession } from '../modules/auth/sessions';
import { openDatabase } from './client';

const DATABASE = 'quad';
const JWT_SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const ANSWER_WITHIN_MS = 3000;

const missing = await privatePostgresMissing();
if (missing) console.info(`Skipping the database fault tests: ${missing}.`);

interface Answer {
  what: string;
  status: number;
  ms: number;
  message: unknown;
}

describe.skipIf(missing !== undefined)('the server when PostgreSQL goes away', () => {
  let cluster: PrivatePostgres;
  let server: ServerProcess;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    await cluster.createDatabase(DATABASE);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-faults-'));
    server = await spawnServer({
      DATABASE_URL: cluster.url(DATABASE),
      DATA_DIR: dataDir,
      JWT_SECRET,
    });
    await server.ready();
    // The server migrated the database; one member to call as.
    const handle = await openDatabase({ databaseUrl: cluster.url(DATABASE), migrate: false });
    try {
      const member = await insertUser(handle.db, {
        id: newId(),
        firstName: 'Fay',
        lastName: 'Ult',
        username: 'fay.ult',
        email: 'fay.ult@coastal.edu',
        passwordHash: 'not used',
        picture: DEFAULT_PICTURE,
        gender: 'female',
        college: COLLEGES[0],
        birthYear: 2000,
        birthMonth: 1,
        birthDay: 1,
        verified: true,
        details: { college: COLLEGES[0] },
        createdAt: new Date(),
      });
      token = await startSession(
        { db: handle.db, clock: systemClock, secret: JWT_SECRET },
        member.id,
      );
    } finally {
      await handle.close();
    }
  }, 90_000);

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await cluster?.remove();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** One request of a member's everyday traffic, or a readiness probe. */
  const request = async (what: 'feed' | 'post' | 'ready'): Promise<Answer> => {
    const started = Date.now();
    const auth = { authorization: `Bearer ${token}` };
    // Longer than any answer may take, so a hung request fails the test instead of stalling it.
    const signal = AbortSignal.timeout(10_000);
    try {
      const response = await (what === 'feed'
        ? fetch(`${server.origin}${API_PREFIX}/post/getAllPosts`, { headers: auth, signal })
        : what === 'post'
          ? fetch(`${server.origin}${API_PREFIX}/post/createPost`, {
              method: 'POST',
              headers: { ...auth, 'content-type': 'application/json' },
              body: JSON.stringify({ text: 'Still here?' }),
              signal,
            })
          : fetch(`${server.origin}/readyz`, { signal }));
      const body = (await response.json()) as { message?: unknown };
      return { what, status: response.status, ms: Date.now() - started, message: body.message };
    } catch (error) {
      return { what, status: 0, ms: Date.now() - started, message: String(error) };
    }
  };

  /** `clients` callers making requests one after another until `until` settles. */
  const traffic = async (clients: number, until: Promise<unknown>) => {
    let done = false;
    const stop = () => (done = true);
    until.then(stop, stop);
    const answers: Answer[] = [];
    const kinds = ['feed', 'post', 'ready'] as const;
    await Promise.all(
      Array.from({ length: clients }, async (_, client) => {
        for (let turn = client; !done; turn += 1) {
          answers.push(await request(kinds[turn % kinds.length] ?? 'feed'));
        }
      }),
    );
    return answers;
  };

  const expectHonestAnswers = (answers: Answer[]) => {
    for (const answer of answers) {
      if (answer.status === 503) {
        expect(answer.message, JSON.stringify(answer)).toMatch(/database/);
        expect(answer.ms, JSON.stringify(answer)).toBeLessThan(ANSWER_WITHIN_MS);
      } else {
        expect([200, 201], JSON.stringify(answer)).toContain(answer.status);
      }
    }
  };

  const expectServing = async () => {
    await vi.waitFor(
      async () => {
        for (const what of ['feed', 'post', 'ready'] as const) {
          const answer = await request(what);
          expect(answer.status, JSON.stringify(answer)).toBeLessThan(300);
        }
      },
      { timeout: 5000, interval: 200 },
    );
  };

  const expectAlive = () => {
    expect(server.child.exitCode, server.output()).toBeNull();
    expect(server.output()).not.toMatch(/uncaught|unhandled/i);
  };

  it('survives sessions ended while requests hold them', async () => {
    const rounds = (async () => {
      let ended = 0;
      for (let round = 0; round < 25; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 30));
        ended += await cluster.terminateSessions(DATABASE);
      }
      return ended;
    })();
    const answers = await traffic(12, rounds);
    expect(await rounds).toBeGreaterThan(0);
    expectAlive();
    expectHonestAnswers(answers);
    await expectServing();
    expectAlive();
  });

  /** Calls that need the database answer 503 with a message; the process itself answers. */
  const expectUnavailable = async () => {
    const answers = await Promise.all([
      request('feed'),
      request('post'),
      request('ready'),
      request('feed'),
    ]);
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer)).toBe(503);
    }
    expectHonestAnswers(answers);
    expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  };

  it('answers 503 while PostgreSQL is stopped, and serves again once it is back', async () => {
    const stopped = cluster.stop();
    expectHonestAnswers(await traffic(8, stopped));

    await expectUnavailable();
    expectAlive();

    await cluster.start();
    await expectServing();
    expectAlive();
  });

  it('answers 503 within 3 s while PostgreSQL hangs, and serves again once it answers', async () => {
    await request('feed'); // Connections open in the pool, which will hang too.
    await cluster.pause();
    try {
      await expectUnavailable();
    } finally {
      await cluster.resume();
    }
    await expectServing();
    expectAlive();
  });
});
