/** Member search and each member's history of searched members. */
import {
  SEARCH_HISTORY_MAX,
  SEARCH_RESULTS_MAX,
  type SearchHistoryEntry,
  type UserSummary,
} from '@quad/contract';
import type { AppContext } from '../../context';
import { viewerAt } from '../../db/visibility';
import { notFound } from '../../infra/errors';
import { isId, newId } from '../../infra/ids';
import { toSummary } from '../users/summary';
import * as queries from './queries';
import { searchTermOf } from './term';

const UNKNOWN_MEMBER = 'This member does not exist.';

/** Members whose name matches the term, but for those hidden from the member searching. */
export const search = async (
  context: AppContext,
  memberId: string,
  rawTerm: string,
): Promise<UserSummary[]> => {
  const term = searchTermOf(rawTerm);
  if (!term) return [];
  const viewer = viewerAt(context, memberId);
  const rows = await queries.searchMembers(context.db, viewer, term, SEARCH_RESULTS_MAX);
  return rows.map(toSummary);
};

export const history = async (
  context: AppContext,
  memberId: string,
): Promise<SearchHistoryEntry[]> => {
  const rows = await queries.historyOf(context.db, viewerAt(context, memberId), SEARCH_HISTORY_MAX);
  return rows.map((row) => ({
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    user: toSummary(row.user),
  }));
};

/** A member hidden from the caller is unknown to them. */
const requireKnownMember = async (context: AppContext, memberId: string, id: string) => {
  if (!isId(id) || !(await queries.memberExists(context.db, viewerAt(context, memberId), id))) {
    throw notFound(UNKNOWN_MEMBER);
  }
};

export const addToHistory = async (context: AppContext, memberId: string, searchedId: string) => {
  await requireKnownMember(context, memberId, searchedId);
  await context.db.transaction(async (db) => {
    await queries.upsertEntry(db, {
      id: newId(),
      userId: memberId,
      searchedUserId: searchedId,
      createdAt: context.clock.now(),
    });
    await queries.trimHistory(db, memberId, SEARCH_HISTORY_MAX);
  });
  return history(context, memberId);
};

export const removeFromHistory = async (
  context: AppContext,
  memberId: string,
  searchedId: string,
) => {
  await requireKnownMember(context, memberId, searchedId);
  await queries.deleteEntry(context.db, memberId, searchedId);
  return history(context, memberId);
};
