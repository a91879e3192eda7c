/**
 * npm run moderator on the database the server would use: the embedded one in DATA_DIR/db here,
 * PostgreSQL's DATABASE_URL when the tests run on PostgreSQL (DATABASE_URL set).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COLLEGES, DEFAULT_PICTURE } from '@quad/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { moderators, users } from '../db/schema';
import { newId } from '../infra/ids';
import { copyTemplateDatabase, type DatabaseCopy } from '../../test/test-database';
import { runModeratorCommand, USAGE } from './moderator-command';

let dataDir: string;
let copy: DatabaseCopy;
let env: NodeJS.ProcessEnv;

const open = (lock = false) =>
  openDatabase({
    databaseUrl: copy.databaseUrl,
    pgliteDir: path.join(dataDir, 'db'),
    lock,
    migrate: false,
  });

/** Works on the database while no command has it open. */
const withDatabase = async <T>(
  work: (db: Awaited<ReturnType<typeof open>>['db']) => Promise<T>,
) => {
  const handle = await open();
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
};

const moderatorIds = () =>
  withDatabase(async (db) => (await db.select().from(moderators)).map((row) => row.userId));

let memberId: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'quad-moderator-command-'));
  copy = await copyTemplateDatabase(path.join(dataDir, 'db'));
  env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(copy.databaseUrl ? { DATABASE_URL: copy.databaseUrl } : {}),
  };
  memberId = newId();
  await withDatabase((db) =>
    db.insert(users).values({
      id: memberId,
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
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run moderator', () => {
  it('adds and removes a moderator by e-mail, whatever its case', async () => {
    expect(await runModeratorCommand(['add', 'Rosa.Lind@Coastal.edu'], env)).toEqual({
      code: 0,
      output: 'Rosa Lind (rosa.lind@coastal.edu) is now a moderator.',
    });
    expect(await moderatorIds()).toEqual([memberId]);
    expect(await runModeratorCommand(['add', 'rosa.lind@coastal.edu'], env)).toEqual({
      code: 0,
      output: 'Rosa Lind (rosa.lind@coastal.edu) is already a moderator.',
    });
    expect(await runModeratorCommand(['list'], env)).toEqual({
      code: 0,
      output: 'Rosa Lind (rosa.lind@coastal.edu)',
    });

    expect(await runModeratorCommand(['remove', 'rosa.lind@coastal.edu'], env)).toEqual({
      code: 0,
      output: 'Rosa Lind (rosa.lind@coastal.edu) is no longer a moderator.',
    });
    expect(await moderatorIds()).toEqual([]);
    expect(await runModeratorCommand(['remove', 'rosa.lind@coastal.edu'], env)).toEqual({
      code: 1,
      output: 'Rosa Lind (rosa.lind@coastal.edu) is not a moderator.',
    });
  });

  it('says so for an e-mail no member has, and changes nothing', async () => {
    for (const verb of ['add', 'remove']) {
      expect(await runModeratorCommand([verb, 'nobody@coastal.edu'], env)).toEqual({
        code: 1,
        output: 'No member has the e-mail address nobody@coastal.edu. They need an account first.',
      });
    }
    expect(await moderatorIds()).toEqual([]);
  });

  it('tells apart the moderators of MODERATOR_EMAILS', async () => {
    const withList = { ...env, MODERATOR_EMAILS: 'rosa.lind@coastal.edu' };
    expect(await runModeratorCommand(['remove', 'rosa.lind@coastal.edu'], withList)).toEqual({
      code: 1,
      output:
        'Rosa Lind (rosa.lind@coastal.edu) is a moderator through MODERATOR_EMAILS only; remove the address from MODERATOR_EMAILS instead.',
    });
    expect((await runModeratorCommand(['list'], withList)).output).toBe(
      'rosa.lind@coastal.edu (MODERATOR_EMAILS)',
    );
  });

  it('shows how to use it when the words are wrong', async () => {
    for (const args of [[], ['add'], ['promote', 'rosa.lind@coastal.edu'], ['add', 'a', 'b']]) {
      expect(await runModeratorCommand(args, env)).toEqual({ code: 2, output: USAGE });
    }
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'refuses the embedded database while a server has it open, saying what to do',
    async () => {
      const server = await open(true);
      try {
        const answer = await runModeratorCommand(['add', 'rosa.lind@coastal.edu'], env);
        expect(answer.code).toBe(1);
        expect(answer.output).toBe(
          `The embedded database in ${path.join(dataDir, 'db')} is in use by a running Quad server, and only one process may open it. Stop the server, run this command again, then start the server.`,
        );
        expect(
          await server.db.select().from(moderators).where(eq(moderators.userId, memberId)),
        ).toEqual([]);
      } finally {
        await server.close();
      }
    },
  );
});
