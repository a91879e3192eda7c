/** A member's notifications: the page, the unread count, marking read, and pruning. */
import {
  EVENT_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  NOTIFICATION_TTL_DAYS,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
  type Notification,
  type NotificationCounts,
  type NotificationKind,
  type PageQuery,
  type RemovableItemKind,
} from '@quad/contract';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { viewerAt } from '../../db/visibility';
import { days } from '../../infra/clock';
import { notFound } from '../../infra/errors';
import { isId } from '../../infra/ids';
import { pageOf, parseCursor } from '../../infra/pagination';
import { incomingRequestCount } from '../friends/service';
import { toSummary } from '../users/summary';
import * as live from '../live/announce';
import * as queries from './queries';

const NO_SUCH_NOTIFICATION = 'This notification does not exist.';

const isEventKind = (kind: string) =>
  (EVENT_NOTIFICATION_KINDS as readonly string[]).includes(kind);

const toNotification = (row: queries.NotificationRow): Notification => ({
  _id: row.id,
  kind: row.kind as NotificationKind,
  actor: toSummary(row.actor),
  post_id: row.postId,
  others: row.others,
  removed_kind: row.removedKind as RemovableItemKind | null,
  reason: row.reason,
  group: row.group ? { _id: row.group.id, slug: row.group.slug, name: row.group.name } : null,
  role: row.role === 'admin' || row.role === 'moderator' ? row.role : null,
  reported_kind: row.kind === 'group_report' ? (row.commentId ? 'comment' : 'post') : null,
  mentioned_in: row.kind === 'mention' ? (row.commentId ? 'comment' : 'post') : null,
  event: isEventKind(row.kind) && row.eventTitle !== null ? { title: row.eventTitle } : null,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export const notificationsPage = async (
  context: AppContext,
  memberId: string,
  query: PageQuery,
) => {
  const rows = await queries.notificationPage(
    context.db,
    viewerAt(context, memberId),
    parseCursor(query.cursor),
    query.limit,
  );
  const page = pageOf(rows, query.limit);
  return { items: page.items.map(toNotification), next: page.next };
};

/** These notifications of the member, as far as shown to them now: what e-mails tell of. */
export const notificationsWithIds = async (
  context: { db: Queryable; clock: Clock },
  memberId: string,
  ids: string[],
) =>
  (await queries.notificationsWithIds(context.db, viewerAt(context, memberId), ids)).map(
    toNotification,
  );

export const unreadCount = (context: AppContext, memberId: string) =>
  queries.countUnread(context.db, viewerAt(context, memberId));

/** The bell's counts: unread notifications, and friend requests waiting for an answer. */
export const bellCounts = async (
  context: AppContext,
  memberId: string,
): Promise<NotificationCounts> => {
  const [unread, friendRequests] = await Promise.all([
    unreadCount(context, memberId),
    incomingRequestCount(context, memberId),
  ]);
  return { unread, friendRequests };
};

/** Someone else's notification answers as unknown, like one that does not exist. */
export const markRead = async (context: AppContext, memberId: string, id: string) => {
  if (!isId(id) || !(await queries.markRead(context.db, memberId, id, context.clock.now()))) {
    throw notFound(NO_SUCH_NOTIFICATION);
  }
  // The member's other tabs.
  await live.countsChanged(context.db, memberId);
};

export const markAllRead = async (context: AppContext, memberId: string) => {
  await queries.markAllRead(context.db, memberId, context.clock.now());
  await live.countsChanged(context.db, memberId);
};

/** Notifications are kept 90 days. */
export const pruneOldNotifications = (context: Pick<AppContext, 'db' | 'clock'>) =>
  queries.deleteOlderThan(
    context.db,
    new Date(context.clock.now().getTime() - days(NOTIFICATION_TTL_DAYS)),
  );

export const preferencesOf = async (
  context: Pick<AppContext, 'db'>,
  memberId: string,
): Promise<NotificationPreferences> => {
  const muted = new Set(await queries.mutedKindsOf(context.db, memberId));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, !muted.has(kind)]),
  ) as NotificationPreferences;
};

/** Notifications already received stay; only new ones of a kind turned off are not made. */
export const updatePreferences = async (
  context: AppContext,
  memberId: string,
  preferences: NotificationPreferencesUpdate,
) => {
  const current = await preferencesOf(context, memberId);
  const muted = NOTIFICATION_KINDS.filter((kind) => !(preferences[kind] ?? current[kind]));
  await context.db.transaction((tx) => queries.setMutedKinds(tx, memberId, muted));
  return preferencesOf(context, memberId);
};
