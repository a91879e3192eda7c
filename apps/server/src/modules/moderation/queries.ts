/** SQL of moderation: moderators, suspensions, the queue of open reports and the audit log. */
import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/rows';
import {
  comments,
  moderationActions,
  moderators,
  reports,
  suspensions,
  users,
} from '../../db/schema';
import { beforeKey, microsOf, type PageKey } from '../../infra/pagination';
import { summaryColumns, type SummaryRow } from '../users/summary';

export const findMemberByEmail = async (db: Queryable, email: string) => {
  const [row] = await db
    .select({ ...summaryColumns, email: users.email })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  return row;
};

export const findMember = async (db: Queryable, id: string) => {
  const [row] = await db
    .select({ ...summaryColumns, email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

/**
 * Whether the member (a uuid expression) is a site moderator, as one condition for the caller's
 * statement: named in the moderators table, or their e-mail among `emails` (MODERATOR_EMAILS,
 * lower case, as e-mails are kept).
 */
export const moderatorCondition = (memberId: SQL, emails: readonly string[]): SQL => {
  const inTable = sql`exists (select 1 from moderators where moderators.user_id = ${memberId})`;
  if (emails.length === 0) return inTable;
  return sql`(${inTable} or exists (
    select 1 from users where users.id = ${memberId} and users.email = any(${sql.param([...emails])}::text[])))`;
};

export const isModerator = async (db: Queryable, userId: string, emails: readonly string[]) => {
  const [row] = await selectRows<{ moderator: boolean }>(
    db,
    sql`select ${moderatorCondition(sql`${userId}::uuid`, emails)} as moderator`,
  );
  return row?.moderator === true;
};

/** Answers whether a row was added (false: they were one already). */
export const insertModerator = async (db: Queryable, userId: string, at: Date) =>
  (
    await db
      .insert(moderators)
      .values({ userId, createdAt: at })
      .onConflictDoNothing()
      .returning({ userId: moderators.userId })
  ).length > 0;

export const deleteModerator = async (db: Queryable, userId: string) =>
  (
    await db
      .delete(moderators)
      .where(eq(moderators.userId, userId))
      .returning({ userId: moderators.userId })
  ).length > 0;

export const moderatorsInTable = (db: Queryable) =>
  db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(moderators)
    .innerJoin(users, eq(users.id, moderators.userId))
    .orderBy(users.email);

/** Suspensions neither lifted nor over at `now`. */
const inForce = (now: Date) =>
  and(isNull(suspensions.liftedAt), or(isNull(suspensions.endsAt), gt(suspensions.endsAt, now)));

/** The member's suspension in force at `now`, the longest if several. */
export const suspensionInForce = async (db: Queryable, userId: string, now: Date) => {
  const [row] = await db
    .select({
      id: suspensions.id,
      reason: suspensions.reason,
      endsAt: suspensions.endsAt,
      createdAt: suspensions.createdAt,
    })
    .from(suspensions)
    .where(and(eq(suspensions.userId, userId), inForce(now)))
    .orderBy(sql`${suspensions.endsAt} desc nulls first`)
    .limit(1);
  return row;
};

export type SuspensionRow = NonNullable<Awaited<ReturnType<typeof suspensionInForce>>>;

/** The suspensions in force of these members, by member. */
export const suspensionsInForce = async (db: Queryable, userIds: string[], now: Date) => {
  if (userIds.length === 0) return new Map<string, SuspensionRow>();
  const rows = await db
    .select({
      userId: suspensions.userId,
      id: suspensions.id,
      reason: suspensions.reason,
      endsAt: suspensions.endsAt,
      createdAt: suspensions.createdAt,
    })
    .from(suspensions)
    .where(and(inArray(suspensions.userId, [...new Set(userIds)]), inForce(now)))
    .orderBy(sql`${suspensions.endsAt} asc nulls last`);
  // The longest comes last and wins.
  return new Map(rows.map((row) => [row.userId, row]));
};

export const insertSuspension = (db: Queryable, row: typeof suspensions.$inferInsert) =>
  db.insert(suspensions).values(row);

/** Lifts the member's suspensions in force; answers how many there were. */
export const liftSuspensions = async (db: Queryable, userId: string, by: string, at: Date) =>
  (
    await db
      .update(suspensions)
      .set({ liftedAt: at, liftedBy: by })
      .where(and(eq(suspensions.userId, userId), inForce(at)))
      .returning({ id: suspensions.id })
  ).length;

export interface QueueKey {
  count: number;
  micros: string;
  id: string;
}

export interface QueueGroupRow {
  itemKind: string;
  itemId: string;
  subjectId: string;
  count: number;
  firstAt: string;
  micros: string;
}

/**
 * A page of items with open reports: the most reported first, then the one reported earliest,
 * then by id; each with its count and its member (the subject of its newest report).
 */
export const queuePage = (db: Queryable, key: QueueKey | undefined, limit: number) =>
  selectRows<QueueGroupRow>(
    db,
    sql`
      with open_groups as (
        select item_kind, item_id, count(*)::int as count, min(created_at) as first_at,
               (array_agg(subject_id order by created_at desc))[1] as subject_id
        from ${reports}
        where resolved_at is null
        group by item_kind, item_id
      )
      select item_kind as "itemKind", item_id as "itemId", subject_id as "subjectId", count,
             first_at as "firstAt", ${microsOf(sql`first_at`)} as micros
      from open_groups
      ${
        key
          ? sql`where count < ${key.count} or (count = ${key.count} and (first_at, item_id) > (timestamptz 'epoch' + ${key.micros}::bigint * interval '1 microsecond', ${key.id}::uuid))`
          : sql``
      }
      order by count desc, first_at asc, item_id asc
      limit ${limit + 1}`,
  );

/** The open reports of these items, oldest first, with their reporters. */
export const openReportsOf = (db: Queryable, itemIds: string[]) =>
  itemIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          itemKind: reports.itemKind,
          itemId: reports.itemId,
          reason: reports.reason,
          note: reports.note,
          createdAt: reports.createdAt,
          reporter: summaryColumns,
        })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.reporterId))
        .where(and(inArray(reports.itemId, itemIds), isNull(reports.resolvedAt)))
        .orderBy(reports.createdAt, reports.id);

export const membersByIds = async (db: Queryable, ids: string[]) => {
  if (ids.length === 0) return new Map<string, SummaryRow>();
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
};

export interface ContentRow {
  id: string;
  authorId: string;
  text: string;
  postId: string | null;
  createdAt: string;
  keys: string[];
}

/** What the reported posts, comments and messages show now (unsent messages are gone). */
export const contentOf = async (
  db: Queryable,
  items: { kind: string; id: string }[],
): Promise<Map<string, ContentRow>> => {
  const idsOf = (kind: string) => items.filter((item) => item.kind === kind).map((item) => item.id);
  const uuids = (ids: string[]) =>
    sql`array[${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]::uuid[]`;
  const parts: Promise<ContentRow[]>[] = [];
  const postIds = idsOf('post');
  if (postIds.length > 0) {
    parts.push(
      selectRows<ContentRow>(
        db,
        sql`select p.id, p.user_id as "authorId", coalesce(p.text, '') as text, null as "postId",
                   p.created_at as "createdAt",
                   coalesce(array(select m.key from post_images pi join media m on m.id = pi.media_id
                                  where pi.post_id = p.id order by pi.position), '{}') as keys
            from posts p where p.id = any(${uuids(postIds)})`,
      ),
    );
  }
  const commentIds = idsOf('comment');
  if (commentIds.length > 0) {
    parts.push(
      selectRows<ContentRow>(
        db,
        sql`select c.id, c.user_id as "authorId", c.text, c.post_id as "postId",
                   c.created_at as "createdAt",
                   case when m.key is null then '{}'::text[] else array[m.key] end as keys
            from comments c left join media m on m.id = c.media_id
            where c.id = any(${uuids(commentIds)})`,
      ),
    );
  }
  const messageIds = idsOf('message');
  if (messageIds.length > 0) {
    parts.push(
      selectRows<ContentRow>(
        db,
        sql`select d.id, d.sender_id as "authorId", d.text, null as "postId",
                   d.created_at as "createdAt",
                   case when m.key is null then '{}'::text[] else array[m.key] end as keys
            from direct_messages d left join media m on m.id = d.media_id
            where d.id = any(${uuids(messageIds)}) and d.unsent_at is null`,
      ),
    );
  }
  const rows = (await Promise.all(parts)).flat();
  return new Map(rows.map((row) => [row.id, row]));
};

/** Resolves the item's open reports; answers how many there were. */
export const resolveReports = async (
  db: Queryable,
  item: { kind: string; id: string },
  resolution: 'dismissed' | 'removed',
  by: string,
  at: Date,
) =>
  await db
    .update(reports)
    .set({ resolution, resolvedAt: at, resolvedBy: by })
    .where(
      and(eq(reports.itemKind, item.kind), eq(reports.itemId, item.id), isNull(reports.resolvedAt)),
    )
    .returning({ id: reports.id, subjectId: reports.subjectId });

/**
 * Resolves the open reports of the post's comments, which go with the post; answers how many
 * there were. Run before the post is deleted.
 */
export const resolveCommentReportsOfPost = async (
  db: Queryable,
  postId: string,
  by: string,
  at: Date,
) =>
  (
    await db
      .update(reports)
      .set({ resolution: 'removed', resolvedAt: at, resolvedBy: by })
      .where(
        and(
          eq(reports.itemKind, 'comment'),
          isNull(reports.resolvedAt),
          inArray(
            reports.itemId,
            db.select({ id: comments.id }).from(comments).where(eq(comments.postId, postId)),
          ),
        ),
      )
      .returning({ id: reports.id })
  ).length;

export interface MemberRecord {
  removed: number;
  suspended: number;
}

/** How many items of each member moderators removed, and how often they suspended them. */
export const recordsOf = async (db: Queryable, memberIds: string[]) => {
  const records = new Map<string, MemberRecord>();
  if (memberIds.length === 0) return records;
  const rows = await db
    .select({
      subjectId: moderationActions.subjectId,
      removed: sql<number>`count(*) filter (where ${moderationActions.action} = 'remove')::int`,
      suspended: sql<number>`count(*) filter (where ${moderationActions.action} = 'suspend')::int`,
    })
    .from(moderationActions)
    .where(
      and(
        inArray(moderationActions.subjectId, [...new Set(memberIds)]),
        inArray(moderationActions.action, ['remove', 'suspend']),
      ),
    )
    .groupBy(moderationActions.subjectId);
  for (const row of rows) {
    if (row.subjectId)
      records.set(row.subjectId, { removed: row.removed, suspended: row.suspended });
  }
  return records;
};

export const insertAction = (db: Queryable, row: typeof moderationActions.$inferInsert) =>
  db.insert(moderationActions).values(row);

export const logPage = (db: Queryable, key: PageKey | undefined, limit: number) =>
  db
    .select({
      id: moderationActions.id,
      moderatorId: moderationActions.moderatorId,
      moderatorName: moderationActions.moderatorName,
      action: moderationActions.action,
      itemKind: moderationActions.itemKind,
      itemId: moderationActions.itemId,
      subjectId: moderationActions.subjectId,
      subjectName: moderationActions.subjectName,
      reason: moderationActions.reason,
      details: moderationActions.details,
      createdAt: moderationActions.createdAt,
      micros: microsOf(moderationActions.createdAt),
    })
    .from(moderationActions)
    .where(beforeKey(moderationActions.createdAt, moderationActions.id, key))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit + 1);
