/**
 * `npm run moderator -- add|remove EMAIL` (and `list`): names moderators in the database the
 * server uses, the embedded one in DATA_DIR or DATABASE_URL's. Answers what to print and the
 * exit code rather than printing, so tests run it in-process.
 */
import {
  addModerator,
  listModerators,
  removeModerator,
  type ModeratorChange,
} from '../modules/moderation/moderators';
import { withCommandDatabase, type CommandResult } from './command-database';

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

  return withCommandDatabase(env, async (db, config) => {
    if (verb === 'list') {
      const rows = await listModerators(db);
      const named = rows.map((row) => `${row.firstName} ${row.lastName} (${row.email})`);
      const fromEnv = config.moderatorEmails.map((address) => `${address} (MODERATOR_EMAILS)`);
      const all = [...named, ...fromEnv];
      return { code: 0, output: all.length > 0 ? all.join('\n') : 'There are no moderators.' };
    }
    const byEnvironment = config.moderatorEmails.includes(email);
    const change =
      verb === 'add' ? await addModerator(db, email, new Date()) : await removeModerator(db, email);
    return describe(change, email, byEnvironment);
  });
};
