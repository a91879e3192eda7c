/**
 * A data folder as an `npm run` command finds it, made afresh for each test: DATA_DIR with its own
 * copy of the migrated database (PostgreSQL's when the tests run on it), one verified member in
 * it, and the command's environment. Removed after each test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COLLEGES, DEFAULT_PICTURE } from '@quad/contract';
import { afterEach, beforeEach } from 'vitest';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { newId } from '../src/infra/ids';
import { copyTemplateDatabase, type DatabaseCopy } from './test-database';

type OpenDatabase = Awaited<ReturnType<typeof openDatabase>>;

export interface CommandDataFolder {
  /** DATA_DIR: the embedded database is in its `db` folder. */
  dir: string;
  /** The command's environment: DATA_DIR, DATABASE_URL on PostgreSQL, no logs. */
  env: NodeJS.ProcessEnv;
  /** Rosa Lind (rosa.lind@coastal.edu), verified. */
  memberId: string;
  /** Opens the database as the server would, holding the folder's lock when `lock`. */
  open: (lock?: boolean) => Promise<OpenDatabase>;
  /** Works on the database while no command has it open. */
  withDatabase: <T>(work: (db: OpenDatabase['db']) => Promise<T>) => Promise<T>;
}

/** Sets the folder up before each test of the file; `prefix` names its temporary folder. */
export const commandDataFolder = (prefix: string): CommandDataFolder => {
  let copy: DatabaseCopy;
  const folder: CommandDataFolder = {
    dir: '',
    env: {},
    memberId: '',
    open: (lock = false) =>
      openDatabase({
        databaseUrl: copy.databaseUrl,
        pgliteDir: path.join(folder.dir, 'db'),
        lock,
        migrate: false,
      }),
    withDatabase: async (work) => {
      const handle = await folder.open();
      try {
        return await work(handle.db);
      } finally {
        await handle.close();
      }
    },
  };
  beforeEach(async () => {
    folder.dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    copy = await copyTemplateDatabase(path.join(folder.dir, 'db'));
    folder.env = {
      DATA_DIR: folder.dir,
      LOG_LEVEL: 'silent',
      ...(copy.databaseUrl ? { DATABASE_URL: copy.databaseUrl } : {}),
    };
    folder.memberId = newId();
    await folder.withDatabase((db) =>
      db.insert(users).values({
        id: folder.memberId,
        firstName: 'Rosa',
        lastName: 'Lind',
        username: 'rosa.lind',
        email: 'rosa.lind@coastal.edu',
        passwordHash: 'not-used',
        picture: DEFAULT_PICTURE,
        gender: 'female',
        college: COLLEGES[0],
        birthYear: 2000,
        birthMonth: 1,
        birthDay: 1,
        verified: true,
      }),
    );
  });
  afterEach(async () => {
    await copy.drop();
    await rm(folder.dir, { recursive: true, force: true });
  });
  return folder;
};
