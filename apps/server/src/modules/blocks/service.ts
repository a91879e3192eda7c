/**
 * Blocks (issue 11 §2): a member blocks another, which ends everything between them; from then on
 * neither sees nor reaches the other (db/visibility.ts hides each from the other everywhere)
 * until the blocker unblocks them. The blocked member is not told.
 */
import type { BlockedMember, PageQuery } from '@quad/contract';
import type { AppContext } from '../../context';
import { badInput, notFound } from '../../infra/errors';
import { isId } from '../../infra/ids';
import { pageOf, parseCursor } from '../../infra/pagination';
import { endEverythingBetween, lockPair } from '../friends/service';
import { forgetBetween } from '../notifications/events';
import { toSummary } from '../users/summary';
import * as queries from './queries';

const UNKNOWN_MEMBER = 'This member does not exist.';

/**
 * Any member can be blocked by id, also one who blocked the caller first (answering 404 there
 * would tell them they were blocked).
 */
const requireOther = (memberId: string, targetId: string) => {
  if (!isId(targetId)) throw notFound(UNKNOWN_MEMBER);
  if (targetId.toLowerCase() === memberId.toLowerCase()) {
    throw badInput('You cannot block yourself.');
  }
};

/**
 * Blocks the member: their friendship, follows, requests either way and what each was told of
 * the other go in the same transaction. Blocking again changes nothing.
 */
export const blockMember = async (context: AppContext, memberId: string, targetId: string) => {
  requireOther(memberId, targetId);
  const at = context.clock.now();
  await context.db.transaction(async (db) => {
    if ((await lockPair(db, memberId, targetId)) < 2) throw notFound(UNKNOWN_MEMBER);
    await queries.insertBlock(db, memberId, targetId, at);
    await endEverythingBetween(db, memberId, targetId);
    await forgetBetween(db, memberId, targetId);
  });
};

/** Each can see the other again (unless the other blocked too); nothing ended comes back. */
export const unblockMember = async (context: AppContext, memberId: string, targetId: string) => {
  requireOther(memberId, targetId);
  await context.db.transaction(async (db) => {
    if ((await lockPair(db, memberId, targetId)) < 2) throw notFound(UNKNOWN_MEMBER);
    await queries.deleteBlock(db, memberId, targetId);
  });
};

/** One page of the members the member blocked, the latest first. */
export const blockedMembers = async (context: AppContext, memberId: string, query: PageQuery) => {
  const rows = await queries.blockedPage(
    context.db,
    memberId,
    parseCursor(query.cursor),
    query.limit,
  );
  const page = pageOf(rows, query.limit);
  return {
    items: page.items.map((row): BlockedMember => ({
      ...toSummary(row),
      blockedAt: row.blockedAt.toISOString(),
    })),
    next: page.next,
  };
};
