/** Processes the benchmarks start: our entry files, run with the same TypeScript loader (tsx). */
import { spawn, type ChildProcess } from 'node:child_process';

/** Starts `entry` and resolves once `readyUrl` answers 200 (within a minute). */
export const startProcess = async (
  entry: string,
  env: Record<string, string>,
  readyUrl: string,
  nodeOptions: string[] = [],
) => {
  const child = spawn(process.execPath, [...process.execArgv, ...nodeOptions, entry], {
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

/** Asks the process to stop (SIGTERM) and resolves once it has. */
export const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
