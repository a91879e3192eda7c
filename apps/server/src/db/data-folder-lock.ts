import lockfile from 'proper-lockfile';

export class DataFolderInUseError extends Error {}

/**
 * PGlite is one process's database: a second process on the same folder would corrupt it, so
 * the folder is locked while the server runs. Answers the function that releases the lock.
 */
export const lockDataFolder = async (dataDir: string): Promise<() => Promise<void>> => {
  try {
    return await lockfile.lock(dataDir, {
      realpath: false,
      lockfilePath: `${dataDir}.lock`,
      stale: 15_000,
      update: 5_000,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataFolderInUseError(
        `The embedded database in ${dataDir} is already in use by another Quad server. ` +
          'Stop that server first, or start this one with another DATA_DIR (or a DATABASE_URL).',
      );
    }
    throw error;
  }
};
