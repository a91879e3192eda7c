/**
 * Starts the built server on a free port with a fresh data directory (embedded PGlite, e-mails
 * into the outbox, rate limits off, one moderator by e-mail) and stops it with SIGTERM when the run ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@quad/contract';
import { ENV_BASE_URL, ENV_DATA_DIR } from './env';
import { MODERATOR_EMAIL } from './members';
import { ARTIFACTS_DIR, assertPrerequisites, REPO_ROOT, SERVER_BUNDLE } from './paths';

const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;
const SERVER_LOG = path.join(ARTIFACTS_DIR, 'server.log');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

const logTail = async () => {
  const log = await readFile(SERVER_LOG, 'utf8').catch(() => '');
  return log.split('\n').slice(-30).join('\n');
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitUntilHealthy = async (server: ChildProcess, baseUrl: string) => {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `The server exited during start-up (code ${server.exitCode}, signal ${server.signalCode}).\n${await logTail()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}${endpoints.readiness.path}`);
      if (response.ok) {
        const body = (await response.json()) as { status?: string };
        if (body.status === 'ok') return;
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(
    `The server was not ready (${endpoints.readiness.path}) within ${READY_TIMEOUT_MS / 1000} s.\n${await logTail()}`,
  );
};

const stop = async (server: ChildProcess) => {
  if (server.exitCode !== null || server.signalCode !== null) {
    throw new Error(
      `The server stopped during the run (code ${server.exitCode}); see ${SERVER_LOG}`,
    );
  }
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const graceful = await Promise.race([
    exited.then(() => true),
    sleep(SHUTDOWN_TIMEOUT_MS).then(() => false),
  ]);
  if (!graceful) {
    server.kill('SIGKILL');
    await exited;
    throw new Error(`The server did not stop within ${SHUTDOWN_TIMEOUT_MS / 1000} s of SIGTERM`);
  }
  if (server.exitCode !== 0) {
    throw new Error(
      `The server did not shut down cleanly on SIGTERM (code ${server.exitCode}, signal ${server.signalCode}); see ${SERVER_LOG}`,
    );
  }
};

export default async function globalSetup() {
  assertPrerequisites();
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quad-e2e-'));
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    RATE_LIMIT: 'off',
    MODERATOR_EMAILS: MODERATOR_EMAIL,
  };
  // Mail goes to the outbox of a fresh embedded database, and the community is the default one
  // whose names the journeys expect (CCU, coastal.edu).
  for (const name of [
    'SMTP_URL',
    'DATABASE_URL',
    'REDIS_URL',
    'UNIVERSITY_DOMAIN',
    'COMMUNITY_NAME',
    'PRODUCT_NAME',
  ]) {
    delete env[name];
  }

  const log = createWriteStream(SERVER_LOG);
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);

  const cleanUp = async () => {
    if (!process.env.QUAD_E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilHealthy(server, baseUrl);
  } catch (error) {
    server.kill('SIGKILL');
    await cleanUp();
    throw error;
  }

  process.env[ENV_BASE_URL] = baseUrl;
  process.env[ENV_DATA_DIR] = dataDir;

  return async () => {
    try {
      await stop(server);
    } finally {
      process.off('exit', killOnExit);
      log.end();
      await cleanUp();
    }
  };
}
