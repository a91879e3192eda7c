/**
 * npm run moderator on the database the server would use: the embedded one in DATA_DIR/db here,
 * PostgreSQL's DATABASE_URL when the tests run on PostgreSQL (DATABASE_URL set).
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moderators } from '../db/schema';
import { commandDataFolder } from '../../test/command-data-folder';
import { runModeratorCommand, USAGE } from './moderator-command';

const folder = commandDataFolder('quad-moderator-command-');
const { withDatabase } = folder;

const moderatorIds = () =>
  withDatabase(async (db) => (await db.select().from(moderators)).map((row) => row.userId));

describe('npm run moderator', () => {
  it('adds and removes a moderator by e-mail, whatever its case', async () => {
    expect(await runModeratorCommand(['add', 'Rosa.Lind@Coastal.edu'], folder.env)).toEqual({
      code: 0,
      output: 'Rosa Lind (rosa.lind@coastal.edu) is now a moderator.',
    });
    expect(await moderatorIds()).toEqual([folder.memberId]);
    expect(await runModeratorCommand(['add', 'rosa.lind@coastal.edu'], folder.env)).toEqual({
      code: 0,
      output: 'Rosa Lind (rosa.lind@coastal.edu) is already a moderator.',
    });
    expect(await runModeratorCommand(['list'], folder.env)).toEqual({
      code: 0,
      output: 'Rosa Lind (rosa.lind@coastal.edu)',
    });

    expect(await runModeratorCommand(['remove', 'rosa.lind@coastal.edu'], folder.env)).toEqual({
      code: 0,
      output: 'Rosa Lind (rosa.lind@coastal.edu) is no longer a moderator.',
    });
    expect(await moderatorIds()).toEqual([]);
    expect(await runModeratorCommand(['remove', 'rosa.lind@coastal.edu'], folder.env)).toEqual({
      code: 1,
      output: 'Rosa Lind (rosa.lind@coastal.edu) is not a moderator.',
    });
  });

  it('says so for an e-mail no member has, and changes nothing', async () => {
    for (const verb of ['add', 'remove']) {
      expect(await runModeratorCommand([verb, 'nobody@coastal.edu'], folder.env)).toEqual({
        code: 1,
        output: 'No member has the e-mail address nobody@coastal.edu. They need an account first.',
      });
    }
    expect(await moderatorIds()).toEqual([]);
  });

  it('tells apart the moderators of MODERATOR_EMAILS', async () => {
    const withList = { ...folder.env, MODERATOR_EMAILS: 'rosa.lind@coastal.edu' };
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
      expect(await runModeratorCommand(args, folder.env)).toEqual({ code: 2, output: USAGE });
    }
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'refuses the embedded database while a server has it open, saying what to do',
    async () => {
      const server = await folder.open(true);
      try {
        const answer = await runModeratorCommand(['add', 'rosa.lind@coastal.edu'], folder.env);
        expect(answer.code).toBe(1);
        expect(answer.output).toBe(
          `The embedded database in ${path.join(folder.dir, 'db')} is in use by a running Quad server, and only one process may open it. Stop the server, run this command again, then start the server.`,
        );
        expect(
          await server.db.select().from(moderators).where(eq(moderators.userId, folder.memberId)),
        ).toEqual([]);
      } finally {
        await server.close();
      }
    },
  );
});
