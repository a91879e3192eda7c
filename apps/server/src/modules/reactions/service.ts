/** Reactions: one per member per post, toggled as API.md says, and a post's summary. */
import type { Reaction, ReactsSummary } from '@quad/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { viewerAt, type Viewer } from '../../db/visibility';
import * as notify from '../notifications/events';
import { isSaved, requirePost } from '../posts/service';
import * as queries from './queries';
import { summaryOf } from './summary';

const summaryFor = async (db: Queryable, viewer: Viewer, postId: string) => {
  const [{ counts, mine }, saved] = await Promise.all([
    queries.reactionsOf(db, viewer, postId),
    isSaved(db, viewer.id, postId),
  ]);
  return summaryOf(counts, mine, saved);
};

/**
 * The same reaction again removes it, another one replaces it, none yet creates it. Answers the
 * post's summary afterwards.
 */
export const reactToPost = async (
  context: AppContext,
  memberId: string,
  postId: string,
  react: Reaction,
): Promise<ReactsSummary> => {
  const viewer = viewerAt(context, memberId);
  const id = await context.db.transaction(async (db) => {
    const post = await requirePost(db, viewer, postId, 'share');
    const current = await queries.findReaction(db, post.id, memberId);
    if (current === react) await queries.deleteReaction(db, post.id, memberId);
    else {
      await queries.setReaction(db, {
        postId: post.id,
        userId: memberId,
        react,
        createdAt: context.clock.now(),
      });
    }
    await notify.reactionsChanged(db, post.id);
    return post.id;
  });
  return summaryFor(context.db, viewer, id);
};

/**
 * A leaving member's reactions go before their account does, so that each post's reaction
 * notification moves to the reactor before them (as when a reaction is taken back) instead of
 * going with the account.
 */
export const withdrawReactionsOf = async (db: Queryable, memberId: string) => {
  const postIds = await queries.deleteReactionsOf(db, memberId);
  for (const postId of postIds) await notify.reactionsChanged(db, postId);
};

export const reactionsOf = async (context: AppContext, memberId: string, postId: string) => {
  const viewer = viewerAt(context, memberId);
  const post = await requirePost(context.db, viewer, postId);
  return summaryFor(context.db, viewer, post.id);
};
