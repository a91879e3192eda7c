/**
 * The real server (src/server.ts under tsx) in a process of its own, for tests about what
 * happens to the process itself: a crash, kill -9, a second server on the same data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { serverPackageRoot } from '../src/infra/package-root';
import { freePort } from '../src/infra/free-port';

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:port */
  origin: string;
  /** What the process wrote to stdout and stderr so far. */
  output(): string;
  /** Settles with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  /** Answers once the process serves /healthz, or rejects when it exits first. */
  ready(timeoutMs?: number): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<number | string>;
}

/**
 * Starts src/server.ts with `env` over a clean environment of the test run: no DATABASE_URL
 * (the embedded database) unless `env` names one, request limits off, warnings only.
 */
export const spawnServer = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'server.ts')], {
    cwd: serverPackageRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const origin = `http://127.0.0.1:${port}`;

  const ready = async (timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    let gone = false;
    void exited.then(() => (gone = true));
    while (!gone) {
      try {
        const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1000) });
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server exited with ${String(await exited)}:\n${output}`);
  };

  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };

  return { child, origin, output: () => output, exited, ready, kill };
};
