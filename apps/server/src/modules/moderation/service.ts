/**
 * The moderators' work: the queue of reported items, dismissing and removing them, suspending
 * members and lifting suspensions. Each action writes the audit log in its own transaction.
 */
import {
  hashtagText,
  moderationText,
  SUSPENSION_DURATION_DAYS,
  type ModerationAction,
  type ModerationLogEntry,
  type PageQuery,
  type RemovableItemKind,
  type ReportGroup,
  type ReportItemKind,
  type ReportReason,
  type Suspension,
  type SuspensionDuration,
} from '@quad/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { addMs, days } from '../../infra/clock';
import { badInput, conflict, forbidden, notFound } from '../../infra/errors';
import { isId, newId } from '../../infra/ids';
import { cursorOf, parseCursor, type Page } from '../../infra/pagination';
import { endSessions } from '../auth/sessions';
import { deleteCommentIn, findCommentForUpdate } from '../comments/service';
import { hashtagsForModerators, requireTag, setHiddenIn } from '../hashtags/service';
import { findMessageForRemoval, removeMessageIn } from '../messages/service';
import { contentRemoved, groupReportSettled } from '../notifications/events';
import { deletePostIn, findPostForRemoval } from '../posts/service';
import { removeFiles } from '../uploads/service';
import { toSummary } from '../users/summary';
import type { MailMessage } from '../../infra/mail';
import { contentRemovedEmail, suspendedEmail } from './emails';
import { suspensionNotice } from './suspensions';
import { isModerator, requireModerator } from './moderators';
import * as queries from './queries';

type Moderator = Awaited<ReturnType<typeof requireModerator>>;

const iso = (time: Date | string) => new Date(time).toISOString();

const toSuspension = (row: queries.SuspensionRow): Suspension => ({
  ends_at: row.endsAt ? row.endsAt.toISOString() : null,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

export const access = async (context: AppContext, memberId: string) => ({
  moderator: await isModerator(context, memberId),
});

/** The queue's cursor: the last item's report count, first report time and id. */
const QUEUE_CURSOR = /^(\d{1,9})_(\d{1,17})_([0-9a-f-]{36})$/i;

const parseQueueCursor = (cursor: string | undefined): queries.QueueKey | undefined => {
  if (!cursor) return undefined;
  const match = QUEUE_CURSOR.exec(cursor);
  if (!match?.[1] || !match[2] || !match[3] || !isId(match[3])) {
    throw badInput('The page cursor is not valid.');
  }
  return { count: Number(match[1]), micros: match[2], id: match[3].toLowerCase() };
};

export const reportQueue = async (
  context: AppContext,
  memberId: string,
  query: PageQuery,
): Promise<Page<ReportGroup>> => {
  await requireModerator(context, memberId);
  const rows = await queries.queuePage(context.db, parseQueueCursor(query.cursor), query.limit);
  const groups = rows.slice(0, query.limit);
  const last = groups.at(-1);
  const next =
    rows.length > query.limit && last ? `${last.count}_${last.micros}_${last.itemId}` : undefined;

  const items = groups.map((group) => ({ kind: group.itemKind, id: group.itemId }));
  const [reports, contents] = await Promise.all([
    queries.openReportsOf(
      context.db,
      groups.map((group) => group.itemId),
    ),
    queries.contentOf(context.db, items),
  ]);
  const authorIds = groups.map((group) => contents.get(group.itemId)?.authorId ?? group.subjectId);
  const [authors, suspensions, records] = await Promise.all([
    queries.membersByIds(context.db, authorIds),
    queries.suspensionsInForce(context.db, authorIds, context.clock.now()),
    queries.recordsOf(context.db, authorIds),
  ]);

  const answer: ReportGroup[] = [];
  groups.forEach((group, index) => {
    const authorId = authorIds[index] ?? group.subjectId;
    const author = authors.get(authorId);
    // The member's account went since: their reports went with it (ON DELETE CASCADE).
    if (!author) return;
    const own = reports.filter(
      (report) => report.itemKind === group.itemKind && report.itemId === group.itemId,
    );
    const counts = new Map<string, number>();
    for (const report of own) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
    const content = contents.get(group.itemId);
    const suspension = suspensions.get(authorId);
    answer.push({
      item_kind: group.itemKind as ReportItemKind,
      item_id: group.itemId,
      content: content
        ? {
            text: content.text,
            images: content.keys.map((key) => context.media.urlOf(key)),
            post_id: content.postId,
            createdAt: iso(content.createdAt),
          }
        : null,
      gone: group.itemKind !== 'member' && !content,
      author: toSummary(author),
      suspension: suspension ? toSuspension(suspension) : null,
      author_record: records.get(authorId) ?? { removed: 0, suspended: 0 },
      report_count: group.count,
      first_reported_at: iso(group.firstAt),
      reasons: [...counts]
        .map(([reason, count]) => ({ reason: reason as ReportReason, count }))
        .sort((a, b) => b.count - a.count),
      notes: own
        .filter((report) => report.note.trim() !== '')
        .map((report) => ({
          reporter: toSummary(report.reporter),
          reason: report.reason as ReportReason,
          note: report.note,
          createdAt: report.createdAt.toISOString(),
        })),
    });
  });
  return { items: answer, next };
};

const writeLog = (
  db: Queryable,
  moderator: Moderator,
  entry: {
    action: ModerationAction;
    itemKind: ReportItemKind | 'hashtag';
    itemId: string;
    subject: { id: string; firstName: string; lastName: string } | undefined;
    reason?: string;
    details?: Record<string, unknown>;
    at: Date;
  },
) =>
  queries.insertAction(db, {
    id: newId(),
    moderatorId: moderator.id,
    moderatorName: moderator.name,
    action: entry.action,
    itemKind: entry.itemKind,
    itemId: entry.itemId,
    subjectId: entry.subject?.id ?? null,
    subjectName: entry.subject ? `${entry.subject.firstName} ${entry.subject.lastName}` : '',
    reason: entry.reason ?? '',
    details: entry.details ?? {},
    createdAt: entry.at,
  });

/**
 * The item stays; its open reports are closed as dismissed (the reason, if any, is logged), and a
 * group's moderators' notices of them are read.
 */
export const dismissReports = async (
  context: AppContext,
  memberId: string,
  item: { kind: ReportItemKind; id: string },
  reason = '',
) => {
  const moderator = await requireModerator(context, memberId);
  if (!isId(item.id)) throw notFound(moderationText.noOpenReports);
  const at = context.clock.now();
  await context.db.transaction(async (db) => {
    const resolved = await queries.resolveReports(db, item, 'dismissed', moderator.id, at);
    const [first] = resolved;
    if (!first) throw notFound(moderationText.noOpenReports);
    if (item.kind === 'post' || item.kind === 'comment') {
      await groupReportSettled(db, { kind: item.kind, id: item.id }, at);
    }
    await writeLog(db, moderator, {
      action: 'dismiss',
      itemKind: item.kind,
      itemId: item.id,
      subject: await queries.findMember(db, first.subjectId),
      reason,
      details: { reports: resolved.length },
      at,
    });
  });
  return moderationText.dismissed;
};

/**
 * Closes as removed the open reports of a post or comment another module removes (a group's
 * moderators do), and those of a post's comments, which go with it; run before the deletion.
 * Answers how many reports were closed.
 */
export const closeReportsOfRemoved = async (
  db: Queryable,
  item: { kind: 'post' | 'comment'; id: string },
  by: string,
  at: Date,
) => {
  const ofComments =
    item.kind === 'post' ? await queries.resolveCommentReportsOfPost(db, item.id, by, at) : 0;
  const own = await queries.resolveReports(db, item, 'removed', by, at);
  return ofComments + own.length;
};

/** Deletes the item through its own module, inside `db`; answers its author, text and files. */
const deleteItem = async (
  context: AppContext,
  db: Queryable,
  kind: RemovableItemKind,
  id: string,
) => {
  switch (kind) {
    case 'post': {
      const post = await findPostForRemoval(db, id);
      if (!post) throw notFound(moderationText.itemGone);
      const files = await deletePostIn(context, db, post.id);
      return { authorId: post.userId, text: post.text ?? '', files };
    }
    case 'comment': {
      const comment = await findCommentForUpdate(db, id);
      if (!comment) throw notFound(moderationText.itemGone);
      const files = await deleteCommentIn(context, db, comment);
      return { authorId: comment.userId, text: comment.text, files };
    }
    case 'message': {
      const message = await findMessageForRemoval(db, id);
      if (!message) throw notFound(moderationText.itemGone);
      const files = await removeMessageIn(context, db, message);
      return { authorId: message.senderId, text: message.text, files };
    }
  }
};

/**
 * The post, comment or message is deleted everywhere with its photos, its open reports are
 * closed as removed, and its author is told why (a notification now, an e-mail after).
 */
export const removeItem = async (
  context: AppContext,
  memberId: string,
  item: { kind: RemovableItemKind | 'member'; id: string },
  reason: string,
) => {
  const moderator = await requireModerator(context, memberId);
  if (item.kind === 'member') throw badInput(moderationText.memberCannotBeRemoved);
  const kind = item.kind;
  const at = context.clock.now();
  const removed = await context.db.transaction(async (db) => {
    const commentReports =
      kind === 'post'
        ? await queries.resolveCommentReportsOfPost(db, item.id, moderator.id, at)
        : 0;
    const deleted = await deleteItem(context, db, kind, item.id);
    await queries.resolveReports(db, { kind, id: item.id }, 'removed', moderator.id, at);
    await contentRemoved(db, { userId: deleted.authorId, removedKind: kind, reason, at });
    const author = await queries.findMember(db, deleted.authorId);
    await writeLog(db, moderator, {
      action: 'remove',
      itemKind: kind,
      itemId: item.id,
      subject: author,
      reason,
      details:
        commentReports > 0
          ? { text: deleted.text, comment_reports: commentReports }
          : { text: deleted.text },
      at,
    });
    return { ...deleted, author };
  });
  await removeFiles(context, removed.files);
  if (removed.author) {
    await tellByMail(
      context,
      contentRemovedEmail(context.config, removed.author, { kind, text: removed.text, reason }),
    );
  }
  return moderationText.removed;
};

/** The action is done either way: a mail that fails is logged, not answered. */
const tellByMail = async (context: AppContext, message: MailMessage) => {
  try {
    await context.mailer.send(message);
  } catch (error) {
    context.log.error({ err: error, to: message.to }, 'mail failed');
  }
};

/** The member a moderator acts on: 404 for nobody. */
const requireMember = async (db: Queryable, id: string) => {
  const member = isId(id) ? await queries.findMember(db, id) : undefined;
  if (!member) throw notFound(moderationText.unknownMember);
  return member;
};

/**
 * Suspends the member (replacing a suspension they are under): every session ends on every
 * server process, sign-in refuses them until it ends, and their content is hidden meanwhile.
 */
export const suspendMember = async (
  context: AppContext,
  memberId: string,
  targetId: string,
  duration: SuspensionDuration,
  reason: string,
) => {
  const moderator = await requireModerator(context, memberId);
  const target = await requireMember(context.db, targetId);
  if (target.id === moderator.id) throw badInput(moderationText.notYourself);
  if (await isModerator(context, target.id)) throw forbidden(moderationText.notAModerator);
  const at = context.clock.now();
  const length = SUSPENSION_DURATION_DAYS[duration];
  const endsAt = length === null ? null : addMs(at, days(length));
  const ended = await context.db.transaction(async (db) => {
    await queries.liftSuspensions(db, target.id, moderator.id, at);
    await queries.insertSuspension(db, {
      id: newId(),
      userId: target.id,
      reason,
      endsAt,
      createdAt: at,
      createdBy: moderator.id,
    });
    await writeLog(db, moderator, {
      action: 'suspend',
      itemKind: 'member',
      itemId: target.id,
      subject: target,
      reason,
      details: { duration, ends_at: endsAt?.toISOString() ?? null },
      at,
    });
    return endSessions(context, db, target.id);
  });
  ended.afterCommit();
  const notice = suspensionNotice(endsAt?.toISOString() ?? null, reason);
  await tellByMail(context, suspendedEmail(context.config, target, notice));
  return {
    message: notice.message,
    suspension: { ends_at: endsAt?.toISOString() ?? null, reason, createdAt: at.toISOString() },
  };
};

export const liftSuspension = async (
  context: AppContext,
  memberId: string,
  targetId: string,
  reason = '',
) => {
  const moderator = await requireModerator(context, memberId);
  const target = await requireMember(context.db, targetId);
  const at = context.clock.now();
  await context.db.transaction(async (db) => {
    if ((await queries.liftSuspensions(db, target.id, moderator.id, at)) === 0) {
      throw conflict(moderationText.notSuspended);
    }
    await writeLog(db, moderator, {
      action: 'lift_suspension',
      itemKind: 'member',
      itemId: target.id,
      subject: target,
      reason,
      at,
    });
  });
  return moderationText.lifted;
};

/** The hashtags moderators look after: the campus's trending ones and the hidden ones. */
export const moderationHashtags = async (context: AppContext, memberId: string) => {
  await requireModerator(context, memberId);
  return hashtagsForModerators(context);
};

/**
 * Hides a hashtag from Trending on campus (`hidden`), or shows it there again, for a reason the
 * log keeps; its posts and its page stay as they are.
 */
export const setHashtagHidden = async (
  context: AppContext,
  memberId: string,
  rawTag: string,
  hidden: boolean,
  reason = '',
) => {
  const moderator = await requireModerator(context, memberId);
  const tag = requireTag(rawTag);
  const at = context.clock.now();
  await context.db.transaction(async (db) => {
    const id = await setHiddenIn(db, tag, hidden, at);
    if (!id) throw conflict(hidden ? hashtagText.alreadyHidden : hashtagText.notHidden);
    await writeLog(db, moderator, {
      action: hidden ? 'hide_hashtag' : 'unhide_hashtag',
      itemKind: 'hashtag',
      itemId: id,
      subject: undefined,
      reason,
      details: { hashtag: tag },
      at,
    });
  });
  return hidden ? hashtagText.hidden : hashtagText.shown;
};

export const moderationLog = async (
  context: AppContext,
  memberId: string,
  query: PageQuery,
): Promise<Page<ModerationLogEntry>> => {
  await requireModerator(context, memberId);
  const rows = await queries.logPage(context.db, parseCursor(query.cursor), query.limit);
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => ({
      _id: row.id,
      moderator: { _id: row.moderatorId, name: row.moderatorName },
      action: row.action as ModerationAction,
      item_kind: row.itemKind as ReportItemKind | 'hashtag',
      item_id: row.itemId,
      subject: { _id: row.subjectId, name: row.subjectName },
      reason: row.reason,
      ends_at: typeof row.details.ends_at === 'string' ? row.details.ends_at : null,
      hashtag: typeof row.details.hashtag === 'string' ? row.details.hashtag : null,
      createdAt: row.createdAt.toISOString(),
    })),
    next: rows.length > query.limit && last ? cursorOf(last) : undefined,
  };
};
