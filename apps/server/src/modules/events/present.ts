/**
 * The event a post of type event carries (issue 19): the posts module calls attachEvents once per
 * page, which reads the page's events, their counts and the viewer's answers in three statements.
 */
import type { EventData, Post } from '@quad/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { Viewer } from '../../db/visibility';
import { occurrencesOf } from './occurrences';
import * as queries from './queries';
import { repeats, shownAnswerPlace, timesOf } from './times';

const NO_COUNTS: queries.Counts = { going: 0, interested: 0, waitlist: 0 };

/** The groups among these that the member moderates (admin or moderator). */
const moderatedGroups = async (db: Queryable, memberId: string, groupIds: string[]) => {
  if (groupIds.length === 0) return new Set<string>();
  const rows = await selectRows<{ group_id: string }>(
    db,
    sql`select group_id from group_members
      where user_id = ${memberId}::uuid and role in ('admin', 'moderator')
        and group_id = any(${`{${groupIds.join(',')}}`}::uuid[])`,
  );
  return new Set(rows.map((row) => row.group_id));
};

/** The next occurrence not cancelled that has not ended, at `now`. */
export const nextOccurrenceOf = (row: queries.EventRow, now: Date) => {
  const cancelled = new Set(row.cancelled_occurrences.map((date) => date.getTime()));
  return occurrencesOf(timesOf(row)).find(
    (occurrence) => occurrence.end > now && !cancelled.has(occurrence.start.getTime()),
  );
};

export const toEventData = (
  row: queries.EventRow,
  counts: queries.Counts,
  mine: queries.MyAnswerRow | undefined,
  now: Date,
  canManage: boolean,
  at: queries.AnswerAt,
): EventData => {
  const occurrences = occurrencesOf(timesOf(row));
  return {
    title: row.title,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at?.toISOString() ?? null,
    all_day: row.all_day,
    time_zone: row.time_zone,
    location: row.location,
    online_link: row.online_link,
    capacity: row.capacity,
    repeat: row.repeat,
    repeat_until: row.repeat_until,
    occurrences: occurrences.map((occurrence) => occurrence.start.toISOString()),
    cancelled_occurrences: row.cancelled_occurrences.map((date) => date.toISOString()),
    next_occurrence: row.cancelled_at
      ? null
      : (nextOccurrenceOf(row, now)?.start.toISOString() ?? null),
    audience: row.audience,
    host: {
      group:
        row.group_id && row.group_slug && row.group_name
          ? { _id: row.group_id, slug: row.group_slug, name: row.group_name }
          : null,
    },
    counts,
    mine: {
      answer: mine?.answer ?? null,
      position: mine?.position ?? null,
      // Only a repeating event has dates to answer one by one.
      ...(repeats(row) ? { series: mine?.series ?? null } : {}),
    },
    ...(at ? { occurrence: at.toISOString() } : {}),
    cancelled: row.cancelled_at !== null,
    can_manage: canManage,
    sequence: row.sequence,
  };
};

/** The events of these rows as the viewer sees them, by post id. */
export const eventDataOf = async (
  db: Queryable,
  viewer: Viewer,
  rows: queries.EventRow[],
): Promise<Map<string, EventData>> => {
  // Counts and answers are of the occurrence each card shows.
  const keys = rows.map((row) => ({ postId: row.post_id, at: shownAnswerPlace(row, viewer.now) }));
  const places = new Map(keys.map((key) => [key.postId, key.at]));
  const [counts, answers, moderated] = await Promise.all([
    queries.countsOf(db, viewer, keys),
    queries.answersOf(db, viewer.id, keys),
    moderatedGroups(
      db,
      viewer.id,
      rows.flatMap((row) => (row.group_id ? [row.group_id] : [])),
    ),
  ]);
  return new Map(
    rows.map((row) => [
      row.post_id,
      toEventData(
        row,
        counts.get(row.post_id) ?? NO_COUNTS,
        answers.get(row.post_id),
        viewer.now,
        row.user_id === viewer.id || (row.group_id !== null && moderated.has(row.group_id)),
        places.get(row.post_id) ?? null,
      ),
    ]),
  );
};

/**
 * The posts with their events: a post of type event carries `event`; one whose event the viewer
 * may not see (its audience leaves them out) is left out.
 */
export const attachEvents = async (
  context: Pick<AppContext, 'db'>,
  viewer: Viewer,
  posts: Post[],
): Promise<Post[]> => {
  const ids = posts.filter((post) => post.type === 'event').map((post) => post._id);
  if (ids.length === 0) return posts;
  const rows = await queries.eventsOfPosts(context.db, viewer, ids);
  const data = await eventDataOf(context.db, viewer, rows);
  return posts.flatMap((post) => {
    if (post.type !== 'event') return [post];
    const event = data.get(post._id);
    return event ? [{ ...post, event }] : [];
  });
};
