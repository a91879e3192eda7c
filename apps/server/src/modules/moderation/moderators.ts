/**
 * Who moderates: members whose e-mail is in MODERATOR_EMAILS, and those named in the moderators
 * table by `npm run moderator -- add EMAIL`.
 */
import { moderationText } from '@quad/contract';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { forbidden } from '../../infra/errors';
import * as queries from './queries';

/** One read: the moderators table and the member's e-mail against MODERATOR_EMAILS. */
export const isModerator = (
  context: { db: Queryable; config: Pick<AppContext['config'], 'moderatorEmails'> },
  memberId: string,
): Promise<boolean> => queries.isModerator(context.db, memberId, context.config.moderatorEmails);

/**
 * Whether the member (a uuid expression) is a site moderator, as a condition to read in the
 * caller's own statement (a group's access does, with the group).
 */
export const moderatorCondition = (
  config: Pick<AppContext['config'], 'moderatorEmails'>,
  memberId: SQL,
): SQL => queries.moderatorCondition(memberId, config.moderatorEmails);

/** The moderator behind a request, with the name the audit log keeps; 403 for anyone else. */
export const requireModerator = async (
  context: Pick<AppContext, 'db' | 'config'>,
  memberId: string,
) => {
  const member = await queries.findMember(context.db, memberId);
  if (!member || !(await isModerator(context, memberId))) {
    throw forbidden(moderationText.onlyModerators);
  }
  return { id: member.id, name: `${member.firstName} ${member.lastName}` };
};

export type ModeratorChange =
  | { outcome: 'unknown' }
  | { outcome: 'added' | 'already' | 'removed' | 'not_in_table'; name: string; email: string };

const named = (member: { firstName: string; lastName: string; email: string }) => ({
  name: `${member.firstName} ${member.lastName}`,
  email: member.email,
});

export const addModerator = async (
  db: Queryable,
  email: string,
  at: Date,
): Promise<ModeratorChange> => {
  const member = await queries.findMemberByEmail(db, email);
  if (!member) return { outcome: 'unknown' };
  const added = await queries.insertModerator(db, member.id, at);
  return { outcome: added ? 'added' : 'already', ...named(member) };
};

export const removeModerator = async (db: Queryable, email: string): Promise<ModeratorChange> => {
  const member = await queries.findMemberByEmail(db, email);
  if (!member) return { outcome: 'unknown' };
  const removed = await queries.deleteModerator(db, member.id);
  return { outcome: removed ? 'removed' : 'not_in_table', ...named(member) };
};

export const listModerators = (db: Queryable) => queries.moderatorsInTable(db);
