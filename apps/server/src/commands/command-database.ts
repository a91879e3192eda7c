/**
 * What the project's commands share: their answer (the text to print and the exit code, so tests
 * run them in-process) and the database the server uses, opened for the command's run.
 */
import path from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { DataFolderInUseError } from '../db/data-folder-lock';
import { ConfigError, loadConfig, type Config } from '../infra/config';

export interface CommandResult {
  code: number;
  output: string;
}

/**
 * Runs `use` on the database the server uses (DATABASE_URL's, or the embedded one in DATA_DIR)
 * and closes it. A configuration error, or an embedded database a running server holds, is the
 * answer (exit code 1) instead.
 */
export const withCommandDatabase = async (
  env: NodeJS.ProcessEnv,
  use: (db: Database, config: Config) => Promise<CommandResult>,
): Promise<CommandResult> => {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return { code: 1, output: error.message };
    throw error;
  }
  const pgliteDir = path.join(config.dataDir, 'db');
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  } catch (error) {
    if (error instanceof DataFolderInUseError) {
      return {
        code: 1,
        output:
          `The embedded database in ${pgliteDir} is in use by a running Quad server, and only one ` +
          'process may open it. Stop the server, run this command again, then start the server.',
      };
    }
    throw error;
  }
  try {
    return await use(handle.db, config);
  } finally {
    await handle.close();
  }
};
