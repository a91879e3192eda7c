/**
 * The embedded database's folder lock, between real server processes: a second live server is
 * refused, and a server killed with SIGKILL does not keep the next one out.
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../../test/server-process';
import { copyTemplateDatabase } from '../../test/test-database';
import { DataFolderInUseError, lockDataFolder } from './data-folder-lock';

const onPglite = inject('testDatabase').kind === 'pglite';

describe.runIf(onPglite)('the embedded database folder lock', () => {
  let dataDir: string;
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await spawnServer({ DATA_DIR: dataDir });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-lock-'));
    // A copy of the migrated template opens in a moment.
    await copyTemplateDatabase(path.join(dataDir, 'db'));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill('SIGKILL')));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server while the first runs, and takes over at once after kill -9', async () => {
    const first = await start();
    await first.ready();

    const second = await start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already in use by another Quad server');
    expect((await fetch(`${first.origin}/readyz`)).status).toBe(200);

    expect(await first.kill('SIGKILL')).toBe('SIGKILL');
    // As if the killed server had refreshed its lock last thing: by its age alone, that lock
    // keeps every server out for as long as this test runs.
    const fresh = new Date(Date.now() + 60_000);
    await utimes(path.join(dataDir, 'db.lock'), fresh, fresh);
    const third = await start();
    await third.ready();
    expect((await fetch(`${third.origin}/readyz`)).status).toBe(200);
  }, 60_000);
});

describe('a lock left behind', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'quad-lock-left-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  /** A fresh lock of `owner`, as a server that was running a moment ago leaves it. */
  const leaveLock = async (dataDir: string, owner: { pid: number; host: string }) => {
    await mkdir(`${dataDir}.lock`);
    await writeFile(`${dataDir}.lock.owner`, JSON.stringify(owner));
  };

  it('is taken over when it names this very process id (a restarted container)', async () => {
    const dataDir = path.join(root, 'same-pid');
    await leaveLock(dataDir, { pid: process.pid, host: os.hostname() });
    const release = await lockDataFolder(dataDir);
    await expect(lockDataFolder(dataDir)).rejects.toBeInstanceOf(DataFolderInUseError);
    await release();
  });

  it('is left alone while it is fresh when its server ran on another machine', async () => {
    const dataDir = path.join(root, 'other-host');
    await leaveLock(dataDir, { pid: 1, host: `not-${os.hostname()}` });
    await expect(lockDataFolder(dataDir)).rejects.toBeInstanceOf(DataFolderInUseError);
  });
});
