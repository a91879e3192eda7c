/**
 * Starts the built server on a port with a fresh data directory (embedded PGlite, e-mails into the
 * outbox, rate limits off, one moderator by e-mail), and stops it with SIGTERM. Global setup starts
 * the journeys' server; a journey that needs other settings (SSO_ONLY) starts one of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PREFIX, endpoints } from '@quad/contract';
import { MODERATOR_EMAIL } from './members';
import { REPO_ROOT, SERVER_BUNDLE } from './paths';

export const HOST = '127.0.0.1';
const READY_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 15_000;

export const freePort = () =>
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const logTail = async (log: string) => {
  const text = await readFile(log, 'utf8').catch(() => '');
  return text.split('\n').slice(-30).join('\n');
};

const isReady = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}${endpoints.readiness.path}`);
  if (!response.ok) return false;
  const body = (await response.json()) as { status?: string };
  return body.status === 'ok';
};

/**
 * A university sign-in provider loads after the server listens (SAML makes its key pairs on a new
 * data folder, OpenID Connect discovers its issuer); until then /login draws its button disabled.
 */
const signInProvidersLoaded = async (baseUrl: string) => {
  const response = await fetch(`${baseUrl}${API_PREFIX}${endpoints.getSignInProviders.path}`);
  if (!response.ok) return false;
  const body = (await response.json()) as { providers?: { available: boolean }[] };
  return (body.providers ?? []).every((provider) => provider.available);
};

const waitUntilHealthy = async (server: ChildProcess, baseUrl: string, log: string) => {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `The server exited during start-up (code ${server.exitCode}, signal ${server.signalCode}).\n${await logTail(log)}`,
      );
    }
    try {
      if ((await isReady(baseUrl)) && (await signInProvidersLoaded(baseUrl))) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(
    `The server was not ready (${endpoints.readiness.path}, every sign-in provider available) within ${READY_TIMEOUT_MS / 1000} s.\n${await logTail(log)}`,
  );
};

const stop = async (server: ChildProcess, log: string) => {
  if (server.exitCode !== null || server.signalCode !== null) {
    throw new Error(`The server stopped during the run (code ${server.exitCode}); see ${log}`);
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
      `The server did not shut down cleanly on SIGTERM (code ${server.exitCode}, signal ${server.signalCode}); see ${log}`,
    );
  }
};

export interface StartedServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server with SIGTERM (it must exit cleanly) and removes its data directory. */
  stop: () => Promise<void>;
}

export interface ServerOptions {
  port: number;
  /** Where its output goes. */
  log: string;
  /** Settings on top of the journeys' defaults. */
  env?: NodeJS.ProcessEnv;
}

export const startServer = async ({ port, log, env: extra = {} }: ServerOptions) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'quad-e2e-'));
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
    'SSO_ONLY',
    'SAML_IDP_METADATA_FILE',
    'SAML_IDP_METADATA_URL',
  ]) {
    delete env[name];
  }
  Object.assign(env, extra);

  const output = createWriteStream(log);
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.pipe(output);
  server.stderr?.pipe(output);
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);

  const cleanUp = async () => {
    if (!process.env.QUAD_E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilHealthy(server, baseUrl, log);
  } catch (error) {
    server.kill('SIGKILL');
    process.off('exit', killOnExit);
    await cleanUp();
    throw error;
  }

  return {
    baseUrl,
    dataDir,
    stop: async () => {
      try {
        await stop(server, log);
      } finally {
        process.off('exit', killOnExit);
        output.end();
        await cleanUp();
      }
    },
  } satisfies StartedServer;
};
