/**
 * `npm run moderator -- add|remove EMAIL` (and `list`): names moderators in the database the
 * server uses, the embedded one in DATA_DIR or DATABASE_URL's. Answers what to print and the
 * exit code rather than printing, so tests run it in-process.
 */
import path from 'node:path';
import { openDatabase } from '../db/client';
import { DataFolderInUseError } from '../db/data-folder-lock';
import { ConfigError, loadConfig } from '../infra/config';
import {
  addModerator,
  listModerators,
  removeModerator,
  type ModeratorChange,
} from '../modules/moderation/moderators';

export interface CommandResult {
  code: number;
  output: string;
}

export const USAGE = [
  'Usage: npm run moderator -- add EMAIL      name a member moderator',
  '       npm run moderator -- remove EMAIL   take it back',
  '       npm run moderator -- list           the moderators named this way',
  'Members whose e-mail is in MODERATOR_EMAILS are moderators too.',
].join('\n');

const describe = (
  change: ModeratorChange,
  email: string,
  byEnvironment: boolean,
): CommandResult => {
  switch (change.outcome) {
    case 'unknown':
      return {
        code: 1,
        output: `No member has the e-mail address ${email}. They need an account first.`,
      };
    case 'added':
      return { code: 0, output: `${change.name} (${change.email}) is now a moderator.` };
    case 'already':
      return { code: 0, output: `${change.name} (${change.email}) is already a moderator.` };
    case 'removed':
      return {
        code: 0,
        output: byEnvironment
          ? `${change.name} (${change.email}) is no longer in the moderators table, but is still a moderator through MODERATOR_EMAILS.`
          : `${change.name} (${change.email}) is no longer a moderator.`,
      };
    case 'not_in_table':
      return {
        code: 1,
        output: byEnvironment
          ? `${change.name} (${change.email}) is a moderator through MODERATOR_EMAILS only; remove the address from MODERATOR_EMAILS instead.`
          : `${change.name} (${change.email}) is not a moderator.`,
      };
  }
};

export const runModeratorCommand = async (
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<CommandResult> => {
  const [verb, rawEmail, ...rest] = args;
  const email = rawEmail?.trim().toLowerCase() ?? '';
  const known = verb === 'list' ? !rawEmail : (verb === 'add' || verb === 'remove') && email;
  if (!known || rest.length > 0) return { code: 2, output: USAGE };

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
    if (verb === 'list') {
      const rows = await listModerators(handle.db);
      const named = rows.map((row) => `${row.firstName} ${row.lastName} (${row.email})`);
      const fromEnv = config.moderatorEmails.map((address) => `${address} (MODERATOR_EMAILS)`);
      const all = [...named, ...fromEnv];
      return { code: 0, output: all.length > 0 ? all.join('\n') : 'There are no moderators.' };
    }
    const byEnvironment = config.moderatorEmails.includes(email);
    const change =
      verb === 'add'
        ? await addModerator(handle.db, email, new Date())
        : await removeModerator(handle.db, email);
    return describe(change, email, byEnvironment);
  } finally {
    await handle.close();
  }
};
