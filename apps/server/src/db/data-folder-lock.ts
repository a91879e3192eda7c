import { readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import lockfile from 'proper-lockfile';

export class DataFolderInUseError extends Error {}

/** Who holds a folder's lock, written beside it so the next server can tell if it still runs. */
interface LockOwner {
  pid: number;
  host: string;
}

/** The locks this process holds, by lock path. */
const heldHere = new Set<string>();

const inUse = (dataDir: string) =>
  new DataFolderInUseError(
    `The embedded database in ${dataDir} is already in use by another Quad server. ` +
      'Stop that server first, or start this one with another DATA_DIR (or a DATABASE_URL).',
  );

const isLocked = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ELOCKED';

const readOwner = async (ownerPath: string): Promise<LockOwner | undefined> => {
  try {
    const owner = JSON.parse(await readFile(ownerPath, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Whether the server that holds the lock has certainly ended (kill -9, a crash, a power cut).
 * Only a process of this machine can be checked; otherwise the lock goes stale by itself once
 * its holder stops refreshing it.
 */
const ownerHasEnded = async (lockPath: string, ownerPath: string) => {
  const owner = await readOwner(ownerPath);
  if (!owner || owner.host !== os.hostname()) return false;
  // A container restarted after kill -9 may run the new server with the old one's pid.
  if (owner.pid === process.pid) return !heldHere.has(lockPath);
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
};

const takeLock = async (dataDir: string, lockPath: string, ownerPath: string) => {
  const release = await lockfile.lock(dataDir, {
    realpath: false,
    lockfilePath: lockPath,
    stale: 15_000,
    update: 5_000,
  });
  heldHere.add(lockPath);
  const releaseAll = async () => {
    await rm(ownerPath, { force: true });
    heldHere.delete(lockPath);
    await release();
  };
  const owner: LockOwner = { pid: process.pid, host: os.hostname() };
  try {
    await writeFile(ownerPath, JSON.stringify(owner));
  } catch (error) {
    await releaseAll();
    throw error;
  }
  return releaseAll;
};

/**
 * PGlite is one process's database: a second process on the same folder would corrupt it, so
 * the folder is locked while the server runs (refreshed every few seconds, stale after 15 s
 * without). A lock whose server has ended on this machine is taken over at once. Answers the
 * function that releases the lock.
 */
export const lockDataFolder = async (dataDir: string): Promise<() => Promise<void>> => {
  const lockPath = `${dataDir}.lock`;
  const ownerPath = `${lockPath}.owner`;
  try {
    return await takeLock(dataDir, lockPath, ownerPath);
  } catch (error) {
    if (!isLocked(error)) throw error;
  }
  if (!(await ownerHasEnded(lockPath, ownerPath))) throw inUse(dataDir);
  await rmdir(lockPath).catch(() => {});
  try {
    return await takeLock(dataDir, lockPath, ownerPath);
  } catch (error) {
    // Another server started at the same moment and took it first.
    if (isLocked(error)) throw inUse(dataDir);
    throw error;
  }
};
