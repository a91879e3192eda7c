/** SQL of the digest: whose digest is due, claiming a period, and what it tells of. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/rows';
import { memberVisibleTo, postRefs, postVisibleTo, type Viewer } from '../../db/visibility';

const time = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const timeOrNull = (value: Date | string | null) => (value === null ? null : time(value));

export interface DigestCandidate {
  id: string;
  email: string;
  first_name: string;
  /** The language the member chose (null: none). */
  language: string | null;
  last_seen_at: Date | null;
  last_digest_at: Date | null;
}

/**
 * Verified members on this frequency whose digest of the period starting at `slot` is not decided
 * yet, not paused at `now`, and who joined before it.
 */
export const digestCandidates = async (
  db: Queryable,
  frequency: 'daily' | 'weekly',
  slot: Date,
  now: Date,
  limit: number,
): Promise<DigestCandidate[]> => {
  const rows = await selectRows<{
    id: string;
    email: string;
    first_name: string;
    language: string | null;
    last_seen_at: Date | string | null;
    last_digest_at: Date | string | null;
  }>(
    db,
    sql`
    select u.id, u.email, u.first_name, u.language, u.last_seen_at, s.last_digest_at
    from users u left join delivery_settings s on s.user_id = u.id
    where u.verified
      and coalesce(s.digest, 'weekly') = ${frequency}
      and (s.digest_period_at is null or s.digest_period_at < ${slot.toISOString()}::timestamptz)
      and (s.paused_until is null or s.paused_until <= ${now.toISOString()}::timestamptz)
      and u.created_at < ${slot.toISOString()}::timestamptz
    order by u.id
    limit ${limit}`,
  );
  return rows.map((row) => ({
    ...row,
    last_seen_at: timeOrNull(row.last_seen_at),
    last_digest_at: timeOrNull(row.last_digest_at),
  }));
};

/**
 * Claims the period starting at `slot` for these members: answers those whose period this call
 * decided. A conditional upsert, so that of two processes one only gets each member.
 */
export const claimDigestPeriod = async (db: Queryable, memberIds: string[], slot: Date) => {
  if (memberIds.length === 0) return new Set<string>();
  const at = slot.toISOString();
  const rows = await selectRows<{ user_id: string }>(
    db,
    sql`
    insert into delivery_settings (user_id, digest_period_at)
    values ${sql.join(
      memberIds.map((id) => sql`(${id}::uuid, ${at}::timestamptz)`),
      sql`, `,
    )}
    on conflict (user_id) do update set digest_period_at = excluded.digest_period_at
    where delivery_settings.digest_period_at is null
      or delivery_settings.digest_period_at < excluded.digest_period_at
    returning user_id`,
  );
  return new Set(rows.map((row) => row.user_id));
};

export const markDigestSent = (db: Queryable, memberId: string, at: Date) =>
  db.execute(sql`
    update delivery_settings set last_digest_at = ${at.toISOString()}::timestamptz
    where user_id = ${memberId}::uuid`);

/**
 * The ids of the member's unread notifications made after `since`, of these kinds, newest first;
 * of `onceKinds` only those no e-mail carried yet.
 */
export const unreadNotificationIds = async (
  db: Queryable,
  memberId: string,
  since: Date,
  kinds: { all: string[]; once: string[] },
  limit: number,
) => {
  if (kinds.all.length === 0 && kinds.once.length === 0) return [];
  const list = (values: string[]) =>
    values.length === 0
      ? sql`null`
      : sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        );
  const rows = await selectRows<{ id: string }>(
    db,
    sql`
    select id from notifications
    where user_id = ${memberId}::uuid and read_at is null
      and created_at > ${since.toISOString()}::timestamptz
      and (kind in (${list(kinds.all)})
        or (kind in (${list(kinds.once)}) and (emailed_at is null or emailed_at < created_at)))
    order by created_at desc, id desc
    limit ${limit}`,
  );
  return rows.map((row) => row.id);
};

/** The member's conversations with an unread message received after `since`, and how far e-mails told. */
export const unreadConversations = async (db: Queryable, memberId: string, since: Date) =>
  (
    await selectRows<{ conversation_id: string; email_checked_through: Date | string | null }>(
      db,
      sql`
      select conversation_id, email_checked_through from conversation_members
      where user_id = ${memberId}::uuid
        and last_received_at > coalesce(last_read_at, '-infinity'::timestamptz)
        and last_received_at > ${since.toISOString()}::timestamptz`,
    )
  ).map((row) => ({
    conversationId: row.conversation_id,
    checkedThrough: timeOrNull(row.email_checked_through),
  }));

export interface WaitingRequest {
  username: string;
  first_name: string;
  last_name: string;
}

/** Friend requests waiting for the member's answer, newest first, from members shown to them. */
export const waitingRequests = async (db: Queryable, viewer: Viewer, limit: number) => {
  const rows = await selectRows<WaitingRequest & { total: number }>(
    db,
    sql`
    select u.username, u.first_name, u.last_name, count(*) over ()::int as total
    from friend_requests r join users u on u.id = r.sender_id
    where r.receiver_id = ${viewer.id}::uuid and ${memberVisibleTo(viewer, sql`r.sender_id`)}
    order by r.created_at desc
    limit ${limit}`,
  );
  return { requests: rows, total: rows[0]?.total ?? 0 };
};

export interface UpcomingEventRow {
  post_id: string;
  title: string;
  starts_at: Date;
  ends_at: Date | null;
  all_day: boolean;
  time_zone: string;
  repeat: string;
  repeat_until: string | null;
  location: string;
  answered: boolean;
}

/**
 * Events the member answered Going or Interested, or of their groups, not cancelled, with an
 * occurrence that may start between `from` and `to`, as far as shown to them.
 */
export const upcomingEvents = async (
  db: Queryable,
  viewer: Viewer,
  window: { from: Date; to: Date },
  limit: number,
) => {
  const me = sql`${viewer.id}::uuid`;
  const rows = await selectRows<
    Omit<UpcomingEventRow, 'starts_at' | 'ends_at'> & {
      starts_at: Date | string;
      ends_at: Date | string | null;
    }
  >(
    db,
    sql`
    select e.post_id, e.title, e.starts_at, e.ends_at, e.all_day, e.time_zone, e.repeat,
      e.repeat_until, e.location,
      exists (select 1 from event_answers a where a.post_id = e.post_id and a.user_id = ${me}
        and a.answer in ('going', 'interested')) as answered
    from events e join posts p on p.id = e.post_id
    where e.cancelled_at is null
      and e.last_starts_at >= ${window.from.toISOString()}::timestamptz
      and e.starts_at <= ${window.to.toISOString()}::timestamptz
      and p.user_id <> ${me}
      and (exists (select 1 from event_answers a where a.post_id = e.post_id and a.user_id = ${me}
          and a.answer in ('going', 'interested'))
        or e.group_id in (select group_id from group_members where user_id = ${me}))
      and ${postVisibleTo(viewer, postRefs('p'))}
    order by e.starts_at
    limit ${limit}`,
  );
  return rows.map((row): UpcomingEventRow => ({
    ...row,
    starts_at: time(row.starts_at),
    ends_at: timeOrNull(row.ends_at),
  }));
};

export interface PopularPost {
  id: string;
  text: string | null;
  type: string | null;
  author_first_name: string;
  author_last_name: string;
  group_name: string | null;
  reactions: number;
}

/**
 * The most reacted posts made after `since` by the member's friends or in their groups (not
 * their own), as far as shown to them.
 */
export const popularPosts = async (db: Queryable, viewer: Viewer, since: Date, limit: number) =>
  (
    await selectRows<PopularPost>(
      db,
      sql`
      select p.id, p.text, p.type, u.first_name as author_first_name,
        u.last_name as author_last_name, g.name as group_name, counted.reactions
      from posts p
      join users u on u.id = p.user_id
      left join groups g on g.id = p.group_id
      cross join lateral (
        select count(*)::int as reactions from reactions r where r.post_id = p.id
      ) counted
      where p.created_at > ${since.toISOString()}::timestamptz
        and p.user_id <> ${viewer.id}::uuid
        and not p.pending
        and (
          (p.group_id is null and p.user_id in (
            select friend_id from friendships where user_id = ${viewer.id}::uuid))
          or p.group_id in (select group_id from group_members where user_id = ${viewer.id}::uuid)
        )
        and counted.reactions > 0
        and ${postVisibleTo(viewer, postRefs('p'))}
      order by counted.reactions desc, p.created_at desc
      limit ${limit}`,
    )
  ).map((row) => ({ ...row, reactions: Number(row.reactions) }));
