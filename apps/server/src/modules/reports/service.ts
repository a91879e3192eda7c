/**
 * Reports: a member tells the moderators about a post, comment, message or member they can see,
 * and may hide it from themselves at once. A report keeps no foreign key to its item, so it
 * outlives the item (the moderators' record); it goes with the reporter's or the author's account.
 * A group's post or comment is its group's moderators' to review too, and they are told of it.
 */
import {
  reportText,
  type ReportedItem,
  type ReportItemKind,
  type ReportResponse,
  type reportRequestSchema,
} from '@quad/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { viewerAt } from '../../db/visibility';
import { badInput, conflict, notFound } from '../../infra/errors';
import { isId, newId } from '../../infra/ids';
import { groupItemReported } from '../notifications/events';
import * as queries from './queries';

type ReportRequest = z.output<typeof reportRequestSchema>;

const UNKNOWN: Record<ReportItemKind, string> = {
  post: reportText.unknownPost,
  comment: reportText.unknownComment,
  message: reportText.unknownMessage,
  member: reportText.unknownMember,
};

const OWN: Record<ReportItemKind, string> = {
  post: reportText.ownPost,
  comment: reportText.ownComment,
  message: reportText.ownMessage,
  member: reportText.yourself,
};

export const reportItem = async (
  context: AppContext,
  reporterId: string,
  request: ReportRequest,
): Promise<ReportResponse> => {
  const { kind, id, reason, note, hide } = request;
  await context.db.transaction(async (db) => {
    const reporter = viewerAt(context, reporterId);
    const item = isId(id) ? await queries.authorOf(db, reporter, kind, id) : undefined;
    if (!item) throw notFound(UNKNOWN[kind]);
    if (item.authorId === reporterId) throw badInput(OWN[kind]);
    const at = context.clock.now();
    const inserted = await queries.insertOpenReport(db, {
      id: newId(),
      reporterId,
      itemKind: kind,
      itemId: id,
      subjectId: item.authorId,
      reason,
      note,
      hidden: hide,
      createdAt: at,
    });
    if (!inserted) throw conflict(reportText.alreadyReported);
    // A group's post or comment now on the group's list of reports: its moderators hear of it
    // once, however many more report it while it waits.
    if (
      item.groupId &&
      item.postId &&
      (kind === 'post' || kind === 'comment') &&
      (await queries.firstAwaitingGroupReview(db, kind, id))
    ) {
      await groupItemReported(db, {
        groupId: item.groupId,
        postId: item.postId,
        commentId: kind === 'comment' ? id : null,
        authorId: item.authorId,
        reporterId,
        at,
      });
    }
  });
  return {
    message: reportText.thanks,
    support: reason === 'self_harm' ? context.config.crisisSupport : null,
  };
};

/** Hides an item the member reported from everything they see; only a reporter can. */
export const hideReportedItem = async (
  context: AppContext,
  reporterId: string,
  { kind, id }: ReportedItem,
) => {
  const hidden = isId(id) ? await queries.hideReported(context.db, reporterId, kind, id) : 0;
  if (hidden === 0) throw notFound(reportText.notReported);
  return { message: reportText.hidden };
};
