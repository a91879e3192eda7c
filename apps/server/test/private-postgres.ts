/**
 * A PostgreSQL cluster of the test's own (initdb in a temp folder, on a free port), so a test
 * can stop and start the database under a running server. PostgreSQL refuses to run as root:
 * as root the cluster runs as the `postgres` user.
 */
import { execFile as execFileCallback } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../src/infra/free-port';

const execFile = promisify(execFileCallback);

const CLUSTER_USER = 'postgres';

/** The folder holding initdb and pg_ctl: on the PATH, or Debian's newest PostgreSQL. */
const findBinaries = () => {
  const onPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(debian, version, 'bin'))
    : [];
  return [...onPath, ...versions].find(
    (folder) => existsSync(path.join(folder, 'initdb')) && existsSync(path.join(folder, 'pg_ctl')),
  );
};

const runsAsRoot = () => process.getuid?.() === 0;

const idOf = async (flag: '-u' | '-g') =>
  Number((await execFile('id', [flag, CLUSTER_USER])).stdout.trim());

/** Why a private cluster cannot run here, or undefined when it can. */
export const privatePostgresMissing = async (): Promise<string | undefined> => {
  if (process.platform !== 'linux') return 'the cluster is watched through /proc, on Linux only';
  if (!findBinaries()) return 'initdb and pg_ctl were not found';
  if (runsAsRoot()) {
    try {
      await idOf('-u');
    } catch {
      return `running as root, and there is no ${CLUSTER_USER} user to run PostgreSQL as`;
    }
  }
  return undefined;
};

export interface PrivatePostgres {
  /** The connection string of one database of the cluster. */
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: ends every session, as a restart or failover does. */
  stop(): Promise<void>;
  /**
   * Freezes every process of the cluster (SIGSTOP), as a machine that stopped answering, until
   * `resume()`: connections stay open but nothing answers. Linux only.
   */
  pause(): Promise<void>;
  resume(): Promise<void>;
  /** Ends every session of a database from the server side (pg_terminate_backend). */
  terminateSessions(database: string): Promise<number>;
  /** Stops the cluster and deletes its folder. */
  remove(): Promise<void>;
}

export const startPrivatePostgres = async (): Promise<PrivatePostgres> => {
  const binaries = findBinaries();
  if (!binaries) throw new Error('initdb and pg_ctl were not found');
  const root = await mkdtemp(path.join(os.tmpdir(), 'quad-pg-'));
  const asRoot = runsAsRoot();
  if (asRoot) await chown(root, await idOf('-u'), await idOf('-g'));
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFile('runuser', ['-u', CLUSTER_USER, '--', path.join(binaries, command), ...args])
      : execFile(path.join(binaries, command), args);

  const port = await freePort();
  const dataDir = path.join(root, 'data');
  // Durability is not under test: no fsync makes starting and stopping fast.
  const serverOptions = [
    `-p ${port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c shared_buffers=16MB',
  ].join(' ');
  const url = (database: string) => `postgres://${CLUSTER_USER}@127.0.0.1:${port}/${database}`;
  const withClient = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  let running = false;
  const start = async () => {
    await run('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      serverOptions,
      '-l',
      path.join(root, 'log'),
      '-w',
      '-t',
      '30',
      'start',
    ]);
    running = true;
  };
  const stop = async () => {
    await run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    running = false;
  };

  try {
    await run('initdb', [
      '-D',
      dataDir,
      '-U',
      CLUSTER_USER,
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ]);
    await start();
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }

  /** The postmaster and its children, found through /proc. */
  const clusterProcesses = async () => {
    const postmaster = Number(
      (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    const children: number[] = [];
    for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
      // pid (command) state ppid …; the command may hold spaces and parentheses.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === postmaster) children.push(Number(entry));
    }
    return [postmaster, ...children];
  };
  const signalCluster = async (signal: NodeJS.Signals) => {
    for (const pid of await clusterProcesses()) {
      try {
        process.kill(pid, signal);
      } catch {
        // It ended meanwhile.
      }
    }
  };

  return {
    url,
    createDatabase: (name) =>
      withClient(async (client) => void (await client.query(`CREATE DATABASE "${name}"`))),
    start,
    stop,
    pause: () => signalCluster('SIGSTOP'),
    resume: () => signalCluster('SIGCONT'),
    terminateSessions: (database) =>
      withClient(async (client) => {
        const { rowCount } = await client.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
           WHERE datname = $1 AND pid <> pg_backend_pid()`,
          [database],
        );
        return rowCount ?? 0;
      }),
    remove: async () => {
      if (running) {
        await signalCluster('SIGCONT');
        await run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        running = false;
      }
      await rm(root, { recursive: true, force: true });
    },
  };
};
