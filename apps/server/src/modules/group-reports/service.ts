/**
 * A group's reports (issue 18 §3): a report of a group's post or comment goes to the group's
 * admins and moderators as well as to the site's. They see the open ones here and act on them
 * with the group's removal (group-posts/service.ts: citing a rule, which closes the reports for
 * the site's moderators too) or dismiss them. A group's dismissal only takes the reports off the
 * group's list: the site's moderators still see them in their queue and decide for the whole
 * site, since a group's moderators answer for their group, not for the community's rules.
 * Site moderators see and act on every group's list. The reporters are never named here, nor in
 * the notification that tells the group's admins and moderators of an item new on their list
 * (reports/service.ts files it).
 */
import {
  GROUP_REPORT_EXCERPT_MAX,
  groupText,
  type GroupReport,
  type GroupReportItemKind,
  type PageQuery,
  type ReportReason,
} from '@quad/contract';
import type { AppContext } from '../../context';
import { viewerAt } from '../../db/visibility';
import { notFound } from '../../infra/errors';
import { isId } from '../../infra/ids';
import { pageOf, parseCursor, type Page } from '../../infra/pagination';
import { groupAccess, requireModeration } from '../groups/access';
import { logGroupAction } from '../group-posts/service';
import { groupReportSettled } from '../notifications/events';
import { groupAccessIn } from '../posts/service';
import { toSummary } from '../users/summary';
import * as queries from './queries';

const iso = (time: Date | string) => new Date(time).toISOString();

const excerptOf = (text: string) =>
  text.length > GROUP_REPORT_EXCERPT_MAX
    ? `${text.slice(0, GROUP_REPORT_EXCERPT_MAX - 1).trimEnd()}…`
    : text;

/** The reasons with how often each was given, the most given first. */
const reasonCounts = (reasons: string[]) => {
  const counts = new Map<ReportReason, number>();
  for (const reason of reasons) {
    counts.set(reason as ReportReason, (counts.get(reason as ReportReason) ?? 0) + 1);
  }
  return [...counts]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
};

/** The group's reported posts and comments, the latest reported first (admins and moderators). */
export const groupReports = async (
  context: AppContext,
  viewerId: string,
  slug: string,
  query: PageQuery,
): Promise<Page<GroupReport>> => {
  const access = requireModeration(await groupAccess(context, viewerId, slug));
  const page = pageOf(
    await queries.reportsPage(
      context.db,
      viewerAt(context, viewerId),
      access.group.id,
      parseCursor(query.cursor),
      query.limit,
      GROUP_REPORT_EXCERPT_MAX,
    ),
    query.limit,
  );
  return {
    items: page.items.map((row) => ({
      kind: row.kind,
      itemId: row.itemId,
      postId: row.postId,
      author: toSummary(row),
      excerpt: excerptOf(row.text),
      photoCount: row.photoCount,
      reportCount: row.reportCount,
      reasons: reasonCounts(row.reasons),
      lastReportedAt: iso(row.lastAt),
    })),
    next: page.next,
  };
};

/**
 * Takes the item's open reports off the group's list; the group's log keeps it, and the group's
 * moderators' notices of it are read.
 */
export const dismissGroupReports = (
  context: AppContext,
  actorId: string,
  slug: string,
  item: { kind: GroupReportItemKind; id: string },
) =>
  context.db.transaction(async (db) => {
    const access = requireModeration(await groupAccessIn(context, db, actorId, slug));
    const at = context.clock.now();
    const dismissed = isId(item.id)
      ? await queries.dismissInGroup(db, viewerAt(context, actorId), access.group.id, item, at)
      : [];
    const [first] = dismissed;
    if (!first) throw notFound(groupText.noOpenReports);
    await groupReportSettled(db, item, at);
    await logGroupAction(db, {
      groupId: access.group.id,
      actorId,
      action: 'dismiss_reports',
      subjectId: first.subjectId,
      itemId: item.id,
      reason: dismissed.length === 1 ? '1 report' : `${dismissed.length} reports`,
      at,
    });
    return groupText.reportsDismissed;
  });
