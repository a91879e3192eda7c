/** SQL of events: the event rows, answers and the waitlist, lists, check-ins, feeds, reminders. */
import {
  EVENT_DEFAULT_HOURS,
  EVENT_OCCURRENCES_MAX,
  type EventAnswer,
  type EventAudience,
  type EventRepeat,
} from '@quad/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/rows';
import {
  eventAnswers,
  eventCancellations,
  eventCheckIns,
  eventOccurrenceAnswers,
  events,
  eventSettings,
  postImages,
  posts,
} from '../../db/schema';
import { memberVisibleTo, postRefs, postVisibleTo, type Viewer } from '../../db/visibility';
import { microsOf } from '../../infra/pagination';

export type NewEvent = typeof events.$inferInsert;

export interface EventRow {
  post_id: string;
  user_id: string;
  text: string | null;
  title: string;
  starts_at: Date;
  ends_at: Date | null;
  all_day: boolean;
  time_zone: string;
  location: string;
  online_link: string;
  capacity: number | null;
  repeat: EventRepeat;
  repeat_until: string | null;
  audience: EventAudience;
  group_id: string | null;
  group_slug: string | null;
  group_name: string | null;
  group_privacy: string | null;
  sequence: number;
  cancelled_at: Date | null;
  check_in_key: string;
  updated_at: Date;
  created_at: Date;
  cancelled_occurrences: Date[];
}

/** A row as raw SQL answers it: timestamps as Dates or strings, the cancelled starts as JSON. */
type RawEventRow = Omit<EventRow, 'cancelled_occurrences'> & {
  cancelled_occurrences: string[] | string;
};

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: Date | string | null) => (value === null ? null : toDate(value));

/** PGlite and node-postgres answer timestamps of raw SQL differently: Dates either way. */
const normalized = (row: RawEventRow): EventRow => ({
  ...row,
  starts_at: toDate(row.starts_at),
  ends_at: toDateOrNull(row.ends_at),
  cancelled_at: toDateOrNull(row.cancelled_at),
  updated_at: toDate(row.updated_at),
  created_at: toDate(row.created_at),
  cancelled_occurrences: (typeof row.cancelled_occurrences === 'string'
    ? (JSON.parse(row.cancelled_occurrences) as string[])
    : row.cancelled_occurrences
  ).map(toDate),
});

const eventColumns = sql`
  e.post_id, p.user_id, p.text, p.created_at, e.title, e.starts_at, e.ends_at, e.all_day,
  e.time_zone, e.location, e.online_link, e.capacity, e.repeat, e.repeat_until, e.audience,
  e.group_id, g.slug as group_slug, g.name as group_name, g.privacy as group_privacy,
  e.sequence, e.cancelled_at, e.check_in_key, e.updated_at,
  coalesce((select json_agg(c.occurs_at order by c.occurs_at) from event_cancellations c
    where c.post_id = e.post_id), '[]'::json) as cancelled_occurrences`;

const fromEvents = sql`events e join posts p on p.id = e.post_id left join groups g on g.id = e.group_id`;

/**
 * The event as the viewer may see it (the post's rules), or undefined. `lock` holds the event's
 * row for the transaction: answers, edits and check-ins on one event take their turn.
 */
export const findEvent = async (
  db: Queryable,
  viewer: Viewer,
  postId: string,
  lock = false,
): Promise<EventRow | undefined> => {
  const [row] = await selectRows<RawEventRow>(
    db,
    sql`select ${eventColumns} from ${fromEvents}
      where e.post_id = ${postId}::uuid and ${postVisibleTo(viewer, postRefs('p'))}
      ${lock ? sql`for update of e` : sql``}`,
  );
  return row ? normalized(row) : undefined;
};

/** The events of these posts that the viewer may see. */
export const eventsOfPosts = async (db: Queryable, viewer: Viewer, postIds: string[]) => {
  if (postIds.length === 0) return [];
  const rows = await selectRows<RawEventRow>(
    db,
    sql`select ${eventColumns} from ${fromEvents}
      where e.post_id = any(${`{${postIds.join(',')}}`}::uuid[])
        and ${postVisibleTo(viewer, postRefs('p'))}`,
  );
  return rows.map(normalized);
};

export const insertPost = (db: Queryable, row: typeof posts.$inferInsert) =>
  db.insert(posts).values(row);

export const insertCover = (db: Queryable, postId: string, mediaId: string) =>
  db.insert(postImages).values({ postId, position: 0, mediaId });

export const insertEvent = (db: Queryable, row: NewEvent) => db.insert(events).values(row);

export const updateEvent = (db: Queryable, postId: string, change: Partial<NewEvent>) =>
  db.update(events).set(change).where(eq(events.postId, postId));

export const updatePostText = (db: Queryable, postId: string, text: string | null) =>
  db.update(posts).set({ text }).where(eq(posts.id, postId));

/**
 * Carries what is kept per date (members' answers to one date, cancelled dates) to each date's
 * new start after an edit of the times; what was kept for a date that has no new start goes.
 * Rows are read, deleted and written again, since two dates may swap starts.
 */
export const moveOccurrences = async (
  db: Queryable,
  postId: string,
  newStartOf: (start: Date) => Date | undefined,
) => {
  const answers = await db
    .delete(eventOccurrenceAnswers)
    .where(eq(eventOccurrenceAnswers.postId, postId))
    .returning();
  const cancellations = await db
    .delete(eventCancellations)
    .where(eq(eventCancellations.postId, postId))
    .returning();
  const moved = <Row extends { occursAt: Date }>(rows: Row[]) =>
    rows.flatMap((row) => {
      const occursAt = newStartOf(row.occursAt);
      return occursAt ? [{ ...row, occursAt }] : [];
    });
  const movedAnswers = moved(answers);
  const movedCancellations = moved(cancellations);
  if (movedAnswers.length > 0) await db.insert(eventOccurrenceAnswers).values(movedAnswers);
  if (movedCancellations.length > 0) {
    await db.insert(eventCancellations).values(movedCancellations);
  }
};

export const cancelOccurrence = (db: Queryable, postId: string, occursAt: Date) =>
  db.insert(eventCancellations).values({ postId, occursAt }).onConflictDoNothing();

/**
 * Where an answer counts: the start of one occurrence of a repeating event, or null for an event
 * that does not repeat (its answers are the series ones).
 */
export type AnswerAt = Date | null;

const atParam = (at: AnswerAt) =>
  at ? sql`${at.toISOString()}::timestamptz` : sql`null::timestamptz`;

/**
 * The answers that stand at one occurrence: each member's answer to that occurrence, else their
 * answer to the series. `post` and `at` are SQL (a parameter, or a column of an outer query).
 */
const answersAtSql = (post: SQL, at: SQL) => sql`(
  select o.user_id, o.answer, o.answered_at, o.waitlisted_at from event_occurrence_answers o
    where o.post_id = ${post} and o.occurs_at = ${at}
  union all
  select s.user_id, s.answer, s.answered_at, s.waitlisted_at from event_answers s
    where s.post_id = ${post} and not exists (select 1 from event_occurrence_answers x
      where x.post_id = s.post_id and x.user_id = s.user_id and x.occurs_at = ${at}))`;

const answersAt = (postId: string, at: AnswerAt) => answersAtSql(sql`${postId}::uuid`, atParam(at));

/** Events with the occurrence each is read at, as unnest() rows k(post_id, occurs_at). */
export interface EventAt {
  postId: string;
  at: AnswerAt;
}

const keysOf = (keys: EventAt[]) =>
  sql`unnest(${`{${keys.map((key) => key.postId).join(',')}}`}::uuid[],
    ${`{${keys.map((key) => key.at?.toISOString() ?? 'NULL').join(',')}}`}::timestamptz[])
    as k(post_id, occurs_at)`;

export interface Counts {
  going: number;
  interested: number;
  waitlist: number;
}

/** How many answered Going, Interested and are on the waitlist, by event, at its occurrence. */
export const countsOf = async (db: Queryable, viewer: Viewer, keys: EventAt[]) => {
  if (keys.length === 0) return new Map<string, Counts>();
  const rows = await selectRows<{ post_id: string; answer: EventAnswer; count: number }>(
    db,
    sql`select k.post_id, a.answer, count(*)::int as count from ${keysOf(keys)}
      cross join lateral ${answersAtSql(sql`k.post_id`, sql`k.occurs_at`)} a
      where a.answer in ('going', 'interested', 'waitlist')
        and ${memberVisibleTo(viewer, sql`a.user_id`)}
      group by k.post_id, a.answer`,
  );
  const counts = new Map<string, Counts>();
  for (const row of rows) {
    const each = counts.get(row.post_id) ?? { going: 0, interested: 0, waitlist: 0 };
    each[row.answer as keyof Counts] = row.count;
    counts.set(row.post_id, each);
  }
  return counts;
};

/** The seats taken at the occurrence: every Going answer, whoever may see whom. */
export const goingCount = async (db: Queryable, postId: string, at: AnswerAt) => {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${answersAt(postId, at)} a where a.answer = 'going'`,
  );
  return row?.count ?? 0;
};

export interface MyAnswerRow {
  post_id: string;
  /** The answer that stands at the occurrence. */
  answer: EventAnswer | null;
  position: number | null;
  /** The answer to the whole series. */
  series: EventAnswer | null;
}

/**
 * The member's answers to these events at their occurrences, with their place on that
 * occurrence's waitlist, and their answers to the series.
 */
export const answersOf = async (db: Queryable, memberId: string, keys: EventAt[]) => {
  if (keys.length === 0) return new Map<string, MyAnswerRow>();
  const rows = await selectRows<MyAnswerRow>(
    db,
    sql`select k.post_id, coalesce(o.answer, s.answer) as answer, s.answer as series,
        case when coalesce(o.answer, s.answer) = 'waitlist' then (
          select count(*)::int from ${answersAtSql(sql`k.post_id`, sql`k.occurs_at`)} w
          where w.answer = 'waitlist'
            and (w.waitlisted_at, w.user_id) <=
              (case when o.answer is null then s.waitlisted_at else o.waitlisted_at end,
               ${memberId}::uuid)) end as position
      from ${keysOf(keys)}
      left join event_answers s on s.post_id = k.post_id and s.user_id = ${memberId}::uuid
      left join event_occurrence_answers o on o.post_id = k.post_id
        and o.user_id = ${memberId}::uuid and o.occurs_at = k.occurs_at
      where o.answer is not null or s.answer is not null`,
  );
  return new Map(rows.map((row) => [row.post_id, row]));
};

export interface StandingAnswer {
  answer: EventAnswer;
  waitlistedAt: Date | null;
}

/** The member's answer that stands at the occurrence, if any. */
export const findAnswer = async (
  db: Queryable,
  postId: string,
  memberId: string,
  at: AnswerAt,
): Promise<StandingAnswer | undefined> => {
  const [row] = await selectRows<{ answer: EventAnswer; waitlisted_at: Date | string | null }>(
    db,
    sql`select a.answer, a.waitlisted_at from ${answersAt(postId, at)} a
      where a.user_id = ${memberId}::uuid`,
  );
  return row ? { answer: row.answer, waitlistedAt: toDateOrNull(row.waitlisted_at) } : undefined;
};

/** The member's answer to the whole series. */
export const saveAnswer = (
  db: Queryable,
  row: { postId: string; userId: string; answer: EventAnswer; at: Date; waitlistedAt: Date | null },
) =>
  db
    .insert(eventAnswers)
    .values({
      postId: row.postId,
      userId: row.userId,
      answer: row.answer,
      answeredAt: row.at,
      waitlistedAt: row.waitlistedAt,
    })
    .onConflictDoUpdate({
      target: [eventAnswers.postId, eventAnswers.userId],
      set: { answer: row.answer, answeredAt: row.at, waitlistedAt: row.waitlistedAt },
    });

/** The member's answer to one occurrence of a repeating event. */
export const saveOccurrenceAnswer = (
  db: Queryable,
  row: {
    postId: string;
    userId: string;
    occursAt: Date;
    answer: EventAnswer;
    at: Date;
    waitlistedAt: Date | null;
  },
) =>
  db
    .insert(eventOccurrenceAnswers)
    .values({
      postId: row.postId,
      userId: row.userId,
      occursAt: row.occursAt,
      answer: row.answer,
      answeredAt: row.at,
      waitlistedAt: row.waitlistedAt,
    })
    .onConflictDoUpdate({
      target: [
        eventOccurrenceAnswers.postId,
        eventOccurrenceAnswers.occursAt,
        eventOccurrenceAnswers.userId,
      ],
      set: { answer: row.answer, answeredAt: row.at, waitlistedAt: row.waitlistedAt },
    });

/** Forgets the member's answers to these occurrences (the series answer stands there again). */
export const deleteOccurrenceAnswers = async (
  db: Queryable,
  postId: string,
  memberId: string,
  starts: Date[],
) => {
  if (starts.length === 0) return;
  await db.execute(sql`delete from event_occurrence_answers
    where post_id = ${postId}::uuid and user_id = ${memberId}::uuid
      and occurs_at = any(${`{${starts.map((start) => start.toISOString()).join(',')}}`}::timestamptz[])`);
};

/** When the last one joined the occurrence's waitlist, if anyone is on it. */
export const lastWaitlisted = async (db: Queryable, postId: string, at: AnswerAt) => {
  const [row] = await selectRows<{ at: Date | string | null }>(
    db,
    sql`select max(a.waitlisted_at) as at from ${answersAt(postId, at)} a
      where a.answer = 'waitlist'`,
  );
  return row?.at ? toDate(row.at) : undefined;
};

/** The first on the occurrence's waitlist, if anyone. */
export const firstWaitlisted = async (db: Queryable, postId: string, at: AnswerAt) => {
  const [row] = await selectRows<{ user_id: string }>(
    db,
    sql`select a.user_id from ${answersAt(postId, at)} a where a.answer = 'waitlist'
      order by a.waitlisted_at, a.user_id limit 1`,
  );
  return row?.user_id;
};

/**
 * Those who answered Going, Interested or are waiting, the people told of a change: at one
 * occurrence, or (`at` undefined) at any, to the series or to one of its dates.
 */
export const answeredMembers = async (db: Queryable, postId: string, at?: AnswerAt) =>
  (
    await selectRows<{ user_id: string }>(
      db,
      at === undefined
        ? sql`select user_id from event_answers
            where post_id = ${postId}::uuid and answer in ('going', 'interested', 'waitlist')
          union select user_id from event_occurrence_answers
            where post_id = ${postId}::uuid and answer in ('going', 'interested', 'waitlist')`
        : sql`select a.user_id from ${answersAt(postId, at)} a
            where a.answer in ('going', 'interested', 'waitlist')`,
    )
  ).map((row) => row.user_id);

/**
 * Events where the member has one of these answers, to the series or to one occurrence: SQL of
 * `e.post_id in (…)` for the lists.
 */
export const answeredByMember = (memberId: string, answers: readonly EventAnswer[]) => {
  const list = sql.join(
    answers.map((answer) => sql`${answer}`),
    sql`, `,
  );
  return sql`e.post_id in (
    select a.post_id from event_answers a where a.user_id = ${memberId}::uuid and a.answer in (${list})
    union select o.post_id from event_occurrence_answers o
      where o.user_id = ${memberId}::uuid and o.answer in (${list}))`;
};

/** The member's answers to these events: to each series, and to its occurrences. */
export const memberAnswersOf = async (db: Queryable, memberId: string, postIds: string[]) => {
  if (postIds.length === 0) return [];
  const rows = await selectRows<{
    post_id: string;
    occurs_at: Date | string | null;
    answer: EventAnswer;
  }>(
    db,
    sql`select post_id, null::timestamptz as occurs_at, answer from event_answers
        where user_id = ${memberId}::uuid and post_id = any(${`{${postIds.join(',')}}`}::uuid[])
      union all
      select post_id, occurs_at, answer from event_occurrence_answers
        where user_id = ${memberId}::uuid and post_id = any(${`{${postIds.join(',')}}`}::uuid[])`,
  );
  return rows.map((row) => ({
    postId: row.post_id,
    occursAt: toDateOrNull(row.occurs_at),
    answer: row.answer,
  }));
};

/** Of these events, those the member hosts (theirs, or their group's as its admin or moderator) and those of their groups. */
export const feedRolesOf = async (db: Queryable, memberId: string, postIds: string[]) => {
  if (postIds.length === 0) return new Map<string, { hosts: boolean; inGroup: boolean }>();
  const rows = await selectRows<{ post_id: string; hosts: boolean; in_group: boolean }>(
    db,
    sql`select e.post_id,
        (p.user_id = ${memberId}::uuid or exists (select 1 from group_members m
          where m.group_id = e.group_id and m.user_id = ${memberId}::uuid
            and m.role in ('admin', 'moderator'))) as hosts,
        exists (select 1 from group_members m
          where m.group_id = e.group_id and m.user_id = ${memberId}::uuid) as in_group
      from events e join posts p on p.id = e.post_id
      where e.post_id = any(${`{${postIds.join(',')}}`}::uuid[])`,
  );
  return new Map(rows.map((row) => [row.post_id, { hosts: row.hosts, inGroup: row.in_group }]));
};

export interface GuestRow {
  id: string;
  username: string;
  picture: string;
  first_name: string;
  last_name: string;
  answer: EventAnswer;
  friend: boolean;
  position: number | null;
}

/** The guests of one answer at the occurrence, the viewer's friends first, then by time of answering. */
export const guestsOf = (
  db: Queryable,
  viewer: Viewer,
  postId: string,
  at: AnswerAt,
  answer: EventAnswer,
  limit: number,
) =>
  selectRows<GuestRow>(
    db,
    sql`select u.id, u.username, u.picture, u.first_name, u.last_name, a.answer,
        exists (select 1 from friendships f
          where f.user_id = ${viewer.id}::uuid and f.friend_id = u.id) as friend,
        case when a.answer = 'waitlist' then
          row_number() over (order by a.waitlisted_at, a.user_id)::int end as position
      from ${answersAt(postId, at)} a join users u on u.id = a.user_id
      where a.answer = ${answer}
        and ${memberVisibleTo(viewer, sql`a.user_id`)}
      order by ${answer === 'waitlist' ? sql`a.waitlisted_at, a.user_id` : sql`friend desc, a.answered_at, a.user_id`}
      limit ${limit}`,
  );

/** Ids of events for the lists of /events, read by the viewer's rules. */
export const listEventIds = async (
  db: Queryable,
  viewer: Viewer,
  where: SQL,
  order: SQL,
  limit: number,
) =>
  (
    await selectRows<{ post_id: string }>(
      db,
      sql`select e.post_id from events e join posts p on p.id = e.post_id
        where ${postVisibleTo(viewer, postRefs('p'))} and ${where}
        order by ${order} limit ${limit}`,
    )
  ).map((row) => row.post_id);

/**
 * Where a list's page ends: its rank (the upcoming list's tier; 0 in the others), the time it is
 * ordered by in microseconds, and the event's id.
 */
export interface EventPageKey {
  rank: number;
  micros: string;
  id: string;
  /** The instant (microseconds) the next occurrences were counted at, for the next page. */
  asOf?: string;
}

/**
 * The start of the event's next occurrence that has not ended at `asOf` and was not cancelled
 * (its last, once none is left), as occurrences.ts counts them: whole weeks stepped in the event's
 * wall time, so a repeat keeps its local hour across daylight-saving changes. Only an event with
 * cancelled dates steps past them, one week at a time.
 */
export const nextStartsAt = (asOf: Date) => {
  const wall = (instant: SQL) => sql`(${instant} at time zone e.time_zone)`;
  const first = wall(sql`e.starts_at`);
  const length = sql`coalesce(${wall(sql`e.ends_at`)} - ${first},
    make_interval(hours => case when e.all_day then 24 else ${EVENT_DEFAULT_HOURS} end))`;
  const stepDays = sql`(case when e.repeat = 'biweekly' then 14 else 7 end)`;
  const steps = sql`greatest(0, floor(extract(epoch from
    (${wall(sql`${asOf.toISOString()}::timestamptz`)} - ${first} - ${length}))
    / (${stepDays} * 86400)) + 1)::int`;
  const startAt = (step: SQL) =>
    sql`((${first} + make_interval(days => ${step} * ${stepDays})) at time zone e.time_zone)`;
  const notCancelled = sql`(select min(${startAt(sql`k`)}) from generate_series(${steps},
    ${steps} + ${EVENT_OCCURRENCES_MAX}) k
    where ${startAt(sql`k`)} <= e.last_starts_at
      and not exists (select 1 from ${eventCancellations} c
        where c.post_id = e.post_id and c.occurs_at = ${startAt(sql`k`)}))`;
  return sql`(case when e.repeat = 'none' then e.starts_at
    when not exists (select 1 from ${eventCancellations} c where c.post_id = e.post_id)
      then least(e.last_starts_at, ${startAt(steps)})
    else coalesce(${notCancelled}, e.last_starts_at) end)`;
};

export interface EventPageOrder {
  /** The tier the list puts first (0) to last; a constant for lists of one tier. */
  rank?: SQL | undefined;
  /** The start the list is ordered by: the next occurrence's (nextStartsAt) or `e.last_starts_at`. */
  time: SQL;
  /** Latest first (Past); else soonest first. */
  latest?: boolean;
}

/**
 * A page of a list of /events as the viewer may see it, keyset-paged on (rank, time, id): the
 * page after `after` starts strictly after its key, so neither repeats nor gaps. `take` is one
 * more than shown to tell whether a next page exists.
 */
export const pageOfEventIds = (
  db: Queryable,
  viewer: Viewer,
  where: SQL,
  order: EventPageOrder,
  after: EventPageKey | undefined,
  take: number,
) => {
  const direction = order.latest ? sql.raw('desc') : sql.raw('asc');
  const comparison = order.latest ? sql.raw('<') : sql.raw('>');
  const keyTime = (key: EventPageKey) =>
    sql`timestamptz 'epoch' + ${key.micros}::bigint * interval '1 microsecond'`;
  // Without a rank the key compares only (time, id), which an index on the time can answer.
  const afterKey = !after
    ? sql``
    : order.rank
      ? sql`where (k.rank, k.t, k.post_id) ${comparison} (${after.rank}::int, ${keyTime(after)}, ${after.id}::uuid)`
      : sql`where (k.t, k.post_id) ${comparison} (${keyTime(after)}, ${after.id}::uuid)`;
  return selectRows<EventPageKey & { post_id: string }>(
    db,
    sql`select k.post_id, k.post_id as id, k.rank, ${microsOf(sql`k.t`)} as micros from (
        select e.post_id, ${order.rank ?? sql`0`}::int as rank, ${order.time} as t
        from events e join posts p on p.id = e.post_id
        where ${postVisibleTo(viewer, postRefs('p'))} and ${where}) k
      ${afterKey}
      order by k.rank ${direction}, k.t ${direction}, k.post_id ${direction}
      limit ${take}`,
  );
};

/**
 * The events of a member's calendar feed: answered Going or Interested (to the series or to one
 * occurrence), hosted, or in their groups.
 */
export const feedEventIds = async (db: Queryable, viewer: Viewer, since: Date) =>
  listEventIds(
    db,
    viewer,
    sql`e.last_starts_at >= ${since.toISOString()}::timestamptz and (
      ${answeredByMember(viewer.id, ['going', 'interested', 'waitlist'])}
      or p.user_id = ${viewer.id}::uuid
      or e.group_id in (select group_id from group_members where user_id = ${viewer.id}::uuid))`,
    sql`e.starts_at, e.post_id`,
    500,
  );

/** A public group's events that are public, for its feed. */
export const groupFeedEventIds = async (db: Queryable, groupId: string, since: Date) =>
  (
    await selectRows<{ post_id: string }>(
      db,
      sql`select e.post_id from events e join groups g on g.id = e.group_id
        where e.group_id = ${groupId}::uuid and g.privacy = 'public' and e.audience = 'public'
          and e.last_starts_at >= ${since.toISOString()}::timestamptz
        order by e.starts_at, e.post_id limit 500`,
    )
  ).map((row) => row.post_id);

/** Events by id whoever may see them (feeds: their caller chose them). */
export const eventsByIds = async (db: Queryable, postIds: string[]) => {
  if (postIds.length === 0) return [];
  const rows = await selectRows<RawEventRow>(
    db,
    sql`select ${eventColumns} from ${fromEvents}
      where e.post_id = any(${`{${postIds.join(',')}}`}::uuid[])
      order by e.starts_at, e.post_id`,
  );
  return rows.map(normalized);
};

export const insertCheckIn = (
  db: Queryable,
  row: { postId: string; userId: string; occursAt: Date; at: Date },
) =>
  db
    .insert(eventCheckIns)
    .values({
      postId: row.postId,
      userId: row.userId,
      occursAt: row.occursAt,
      checkedInAt: row.at,
    })
    .onConflictDoNothing();

export interface AttendanceRow {
  id: string;
  username: string;
  picture: string;
  first_name: string;
  last_name: string;
  occurs_at: Date | string;
  checked_in_at: Date | string;
}

export const attendanceOf = (db: Queryable, postId: string) =>
  selectRows<AttendanceRow>(
    db,
    sql`select u.id, u.username, u.picture, u.first_name, u.last_name, c.occurs_at, c.checked_in_at
      from event_check_ins c join users u on u.id = c.user_id
      where c.post_id = ${postId}::uuid
      order by c.occurs_at, c.checked_in_at, u.id`,
  );

export const settingsOf = async (db: Queryable, memberId: string) => {
  const [row] = await db.select().from(eventSettings).where(eq(eventSettings.userId, memberId));
  return row;
};

export const saveSettings = (
  db: Queryable,
  memberId: string,
  change: Partial<typeof eventSettings.$inferInsert>,
) =>
  db
    .insert(eventSettings)
    .values({ userId: memberId, ...change })
    .onConflictDoUpdate({ target: eventSettings.userId, set: change });

export const memberOfFeed = async (db: Queryable, feedHash: string) => {
  const [row] = await db
    .select({ userId: eventSettings.userId })
    .from(eventSettings)
    .where(eq(eventSettings.feedHash, feedHash));
  return row?.userId;
};

/**
 * Which of these members the host may invite to an event of this audience: their friends, or the
 * host group's members, who may see it.
 */
export const invitableMembers = async (
  db: Queryable,
  viewer: Viewer,
  memberIds: string[],
  groupId: string | null,
  audience: EventAudience,
) => {
  const friend = sql`exists (select 1 from friendships f
    where f.user_id = ${viewer.id}::uuid and f.friend_id = u.id)`;
  const groupMember = groupId
    ? sql`exists (select 1 from group_members m
        where m.group_id = ${groupId}::uuid and m.user_id = u.id)`
    : sql`false`;
  const allowed =
    audience === 'friends'
      ? friend
      : audience === 'group'
        ? groupMember
        : sql`(${friend} or ${groupMember})`;
  return (
    await selectRows<{ id: string }>(
      db,
      sql`select u.id from users u
        where u.id = any(${`{${memberIds.join(',')}}`}::uuid[])
          and u.id <> ${viewer.id}::uuid
          and ${memberVisibleTo(viewer, sql`u.id`)} and ${allowed}`,
    )
  ).map((row) => row.id);
};

/** A public group by its address, for its calendar feed. */
export const publicGroup = async (db: Queryable, slug: string) => {
  const [row] = await selectRows<{ id: string; name: string }>(
    db,
    sql`select id, name from groups where slug = ${slug.toLowerCase()} and privacy = 'public'`,
  );
  return row;
};

/** Events not cancelled with an occurrence starting between `from` and `to` (or later ones). */
export const eventsToRemind = async (db: Queryable, from: Date, to: Date) => {
  const rows = await selectRows<RawEventRow>(
    db,
    sql`select ${eventColumns} from ${fromEvents}
      where e.cancelled_at is null
        and e.last_starts_at > ${from.toISOString()}::timestamptz
        and e.starts_at <= ${to.toISOString()}::timestamptz`,
  );
  return rows.map(normalized);
};

export interface Recipient {
  user_id: string;
  email: string;
  first_name: string;
  /** The language the member chose (null: none). */
  language: string | null;
}

/**
 * Who is reminded of the occurrence starting at `start` (answers counted at `at`): Going, or
 * Interested unless they turned those reminders off, and not yet sent this kind for it.
 */
export const toRemind = (db: Queryable, postId: string, at: AnswerAt, start: Date, kind: string) =>
  selectRows<Recipient>(
    db,
    sql`select u.id as user_id, u.email, u.first_name, u.language
      from ${answersAt(postId, at)} a join users u on u.id = a.user_id
      left join event_settings s on s.user_id = a.user_id
      where (a.answer = 'going'
          or (a.answer = 'interested' and coalesce(s.remind_interested, true)))
        and not exists (select 1 from event_reminders_sent r
          where r.post_id = ${postId}::uuid and r.user_id = a.user_id
            and r.occurs_at = ${start.toISOString()}::timestamptz
            and r.kind = ${kind})`,
  );

/** Whether the member is an admin or moderator of the group. */
export const moderatesGroup = async (db: Queryable, memberId: string, groupId: string) => {
  const [row] = await selectRows<{ role: string }>(
    db,
    sql`select role from group_members
      where group_id = ${groupId}::uuid and user_id = ${memberId}::uuid
        and role in ('admin', 'moderator')`,
  );
  return row !== undefined;
};
