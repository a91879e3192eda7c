/**
 * Events (issue 19): posting, editing and cancelling them, answers with the waitlist, the guest
 * list, invitations, lists, calendars and feeds, and the check-in at the door. An event is a post
 * of type event: who may see it is the post's rule (db/visibility.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  CHECK_IN_OPENS_MINUTES_BEFORE,
  EVENT_CALENDAR_EVENTS_MAX,
  EVENT_GUESTS_SHOWN_MAX,
  EVENT_OCCURRENCES_MAX,
  eventText,
  type AnswerState,
  type CalendarFeed,
  type EventAnswer,
  type EventPreferences,
  type Post,
} from '@quad/contract';
import { sql } from 'drizzle-orm';
import type {
  createEventRequestSchema,
  eventListQuerySchema,
  updateEventRequestSchema,
} from '@quad/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { viewerAt, type Viewer } from '../../db/visibility';
import { days, minutes } from '../../infra/clock';
import { badField, badInput, conflict, forbidden, notFound } from '../../infra/errors';
import { isId, newId } from '../../infra/ids';
import { cursorOf, parseCursor, type Page } from '../../infra/pagination';
import { groupAccess } from '../groups/access';
import { posted } from '../live/announce';
import { eventNotice } from '../notifications/events';
import { postsById, publishedInGroup } from '../posts/service';
import { ownImages } from '../uploads/service';
import { toSummary } from '../users/summary';
import { codeFor, codeMatches, codePeriodOf, checkInUrl, qrSvgOf } from './check-in';
import { calendarOf } from './ics';
import {
  instantOf,
  occurrenceCount,
  occurrencesOf,
  startOfLocalDay,
  wallTimeOf,
  type EventTimes,
  type Occurrence,
} from './occurrences';
import * as queries from './queries';
import { repeats, shownAnswerPlace, timesOf } from './times';

type EventForm = z.output<typeof updateEventRequestSchema>;
type NewEventForm = z.output<typeof createEventRequestSchema>;

/** Feeds hold the events that ended less than this long ago, and everything after. */
const FEED_PAST_DAYS = 30;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** The event the viewer may see, or 404 (also for a malformed id). */
const requireEvent = async (db: Queryable, viewer: Viewer, postId: string, lock = false) => {
  const row = isId(postId) ? await queries.findEvent(db, viewer, postId, lock) : undefined;
  if (!row) throw notFound(eventText.unknownEvent);
  return row;
};

/**
 * Whether the member manages the event: its author, or an admin or moderator of its group (read
 * in the caller's transaction: groupAccess reads outside it).
 */
const manages = async (db: Queryable, memberId: string, row: queries.EventRow) =>
  row.user_id === memberId ||
  (row.group_id !== null && (await queries.moderatesGroup(db, memberId, row.group_id)));

const requireManager = async (db: Queryable, memberId: string, row: queries.EventRow) => {
  if (!(await manages(db, memberId, row))) throw forbidden(eventText.hostsOnly);
};

/** The form's times as stored: an all-day event runs from midnight to midnight, local time. */
const timesOfForm = (form: EventForm, timeZone: string): EventTimes => {
  const startsAt = new Date(form.starts_at);
  const endsAt = form.ends_at ? new Date(form.ends_at) : null;
  const repeatUntil = form.repeat === 'none' ? null : (form.repeat_until ?? null);
  if (form.repeat !== 'none' && !repeatUntil) {
    throw badField('repeat_until', eventText.repeatUntilRequired);
  }
  if (!form.all_day) {
    return { startsAt, endsAt, allDay: false, timeZone, repeat: form.repeat, repeatUntil };
  }
  const start = startOfLocalDay(startsAt, timeZone);
  const lastDay = wallTimeOf(startOfLocalDay(endsAt ?? startsAt, timeZone), timeZone);
  const end = instantOf(new Date(lastDay.getTime() + days(1)), timeZone);
  return { startsAt: start, endsAt: end, allDay: true, timeZone, repeat: form.repeat, repeatUntil };
};

/** Checks the times of a form and answers what the event row stores of them. */
const checkedTimes = (form: EventForm, timeZone: string) => {
  const times = timesOfForm(form, timeZone);
  if (times.endsAt && times.endsAt <= times.startsAt) {
    throw badField('ends_at', eventText.endBeforeStart);
  }
  if (
    times.repeatUntil &&
    times.repeatUntil < wallTimeOf(times.startsAt, timeZone).toISOString().slice(0, 10)
  ) {
    throw badField('repeat_until', eventText.repeatUntilBeforeStart);
  }
  if (occurrenceCount(times) > EVENT_OCCURRENCES_MAX) {
    throw badField('repeat_until', eventText.tooManyOccurrences);
  }
  const occurrences = occurrencesOf(times);
  const last = occurrences.at(-1) ?? { start: times.startsAt };
  return {
    times,
    columns: {
      startsAt: times.startsAt,
      endsAt: times.endsAt,
      allDay: times.allDay,
      timeZone,
      repeat: times.repeat,
      repeatUntil: times.repeatUntil,
      lastStartsAt: last.start,
    },
  };
};

const formFields = (form: EventForm) => ({
  title: form.title.trim(),
  location: form.location.trim(),
  onlineLink: form.online_link.trim(),
  capacity: form.capacity ?? null,
  audience: form.audience,
});

/** Who the event is for: a private or hidden group's event never leaves the group. */
const checkAudience = (form: EventForm, group: { privacy: string } | undefined) => {
  if (!group) {
    if (form.audience === 'group') throw badField('audience', eventText.groupAudienceNeedsGroup);
    return;
  }
  if (form.audience === 'friends') throw badField('audience', eventText.groupEventAudience);
  if (group.privacy !== 'public' && form.audience !== 'group') {
    throw badField('audience', eventText.groupEventStaysInGroup);
  }
};

export const createEvent = async (
  context: AppContext,
  memberId: string,
  form: NewEventForm,
): Promise<Post> => {
  const access = form.group
    ? await groupAccess(context, memberId, form.group, { by: 'id' })
    : undefined;
  if (access && access.role !== 'admin' && access.role !== 'moderator') {
    throw forbidden(eventText.hostNotModerator, undefined, 'group');
  }
  checkAudience(form, access?.group);
  const { columns } = checkedTimes(form, context.config.timeZone);
  const id = newId();
  const now = context.clock.now();
  await context.db.transaction(async (db) => {
    const cover = form.cover ? await ownImages(context, db, memberId, [form.cover]) : [];
    await queries.insertPost(db, {
      id,
      userId: memberId,
      type: 'event',
      text: form.description.trim() || null,
      createdAt: now,
      groupId: access?.group.id ?? null,
    });
    if (cover[0]) await queries.insertCover(db, id, cover[0].id);
    await queries.insertEvent(db, {
      postId: id,
      ...formFields(form),
      ...columns,
      groupId: access?.group.id ?? null,
      checkInKey: randomBytes(32).toString('base64url'),
      updatedAt: now,
    });
    // A group's event is a post of the group: its members' feeds and notifications as for any.
    if (access) {
      await publishedInGroup(db, {
        postId: id,
        authorId: memberId,
        groupId: access.group.id,
        byAdmin: access.role === 'admin',
        at: now,
      });
    } else {
      await posted(db, memberId, id);
    }
  });
  return onePost(context, memberId, id);
};

const onePost = async (
  context: AppContext,
  viewerId: string,
  postId: string,
  comments?: number,
) => {
  const [post] = await postsById(context, viewerId, [postId], comments);
  if (!post) throw notFound(eventText.unknownEvent);
  return post;
};

export const getEvent = async (
  context: AppContext,
  memberId: string,
  postId: string,
  comments?: number,
) => {
  await requireEvent(context.db, viewerAt(context, memberId), postId);
  return onePost(context, memberId, postId, comments);
};

/** What an edit changed that attendees hear of: the time or the place. */
const timeOrPlaceChanged = (
  row: queries.EventRow,
  next: ReturnType<typeof checkedTimes>['columns'],
  fields: ReturnType<typeof formFields>,
) =>
  row.starts_at.getTime() !== next.startsAt.getTime() ||
  (row.ends_at?.getTime() ?? null) !== (next.endsAt?.getTime() ?? null) ||
  row.all_day !== next.allDay ||
  row.repeat !== next.repeat ||
  row.repeat_until !== next.repeatUntil ||
  row.location !== fields.location ||
  row.online_link !== fields.onlineLink;

/**
 * Where each date of the event goes when its times change: the n-th date to the new n-th date
 * (every repeat steps whole weeks, so the 3rd session stays the 3rd); nowhere when the event no
 * longer repeats or has fewer dates.
 */
const newStartsOf = (before: EventTimes, after: EventTimes) => {
  const moves = new Map<number, Date>();
  if (after.repeat !== 'none' && after.repeatUntil) {
    const next = occurrencesOf(after);
    occurrencesOf(before).forEach((each, index) => {
      const to = next[index];
      if (to) moves.set(each.start.getTime(), to.start);
    });
  }
  return (start: Date) => moves.get(start.getTime());
};

/** The occurrence a request names by its start, or 400. */
const namedOccurrence = (row: queries.EventRow, occurrence: string) => {
  const start = Date.parse(occurrence);
  const found = occurrencesOf(timesOf(row)).find((each) => each.start.getTime() === start);
  if (!found) throw badInput(eventText.unknownOccurrence);
  return found;
};

/** The occurrences still to start that were not cancelled. */
const occurrencesToCome = (row: queries.EventRow, now: Date) => {
  const cancelled = new Set(row.cancelled_occurrences.map((date) => date.getTime()));
  return occurrencesOf(timesOf(row)).filter(
    (each) => each.start > now && !cancelled.has(each.start.getTime()),
  );
};

/** Where answers are counted for each occurrence to come: each one, or the event that does not repeat. */
const answerPlaces = (row: queries.EventRow, now: Date): queries.AnswerAt[] =>
  repeats(row) ? occurrencesToCome(row, now).map((each) => each.start) : [null];

/** The member's answer at one occurrence (`at`), or to the series (null). */
const setAnswer = (
  db: Queryable,
  row: queries.EventRow,
  memberId: string,
  at: queries.AnswerAt,
  answer: EventAnswer,
  now: Date,
  waitlistedAt: Date | null = null,
) =>
  at
    ? queries.saveOccurrenceAnswer(db, {
        postId: row.post_id,
        userId: memberId,
        occursAt: at,
        answer,
        at: now,
        waitlistedAt,
      })
    : queries.saveAnswer(db, {
        postId: row.post_id,
        userId: memberId,
        answer,
        at: now,
        waitlistedAt,
      });

/**
 * Seats freed at an occurrence (a leaver, a bigger capacity) go to the first on its waitlist;
 * answers the members promoted.
 */
const promoteAt = async (
  db: Queryable,
  row: queries.EventRow,
  capacity: number | null,
  at: queries.AnswerAt,
  now: Date,
) => {
  const promoted: string[] = [];
  for (;;) {
    if (capacity !== null && (await queries.goingCount(db, row.post_id, at)) >= capacity) break;
    const next = await queries.firstWaitlisted(db, row.post_id, at);
    if (!next) break;
    await setAnswer(db, row, next, at, 'going', now);
    promoted.push(next);
  }
  return promoted;
};

/** Those promoted to a seat are told. */
const tellPromoted = (context: AppContext, db: Queryable, row: queries.EventRow, ids: string[]) =>
  eventNotice(db, 'event_seat', {
    actorId: row.user_id,
    userIds: [...new Set(ids)],
    postId: row.post_id,
    at: context.clock.now(),
  });

/** Seats freed at every occurrence to come go to the first on each waitlist, who are told. */
const promoteWaitlisted = async (
  context: AppContext,
  db: Queryable,
  row: queries.EventRow,
  capacity: number | null,
) => {
  const now = context.clock.now();
  const promoted: string[] = [];
  for (const at of answerPlaces(row, now)) {
    promoted.push(...(await promoteAt(db, row, capacity, at, now)));
  }
  await tellPromoted(context, db, row, promoted);
};

export const updateEvent = async (
  context: AppContext,
  memberId: string,
  postId: string,
  form: EventForm,
) => {
  await context.db.transaction(async (db) => {
    const row = await requireEvent(db, viewerAt(context, memberId), postId, true);
    await requireManager(db, memberId, row);
    if (row.cancelled_at) throw conflict(eventText.cancelled);
    checkAudience(form, row.group_privacy ? { privacy: row.group_privacy } : undefined);
    const next = checkedTimes(form, row.time_zone);
    const fields = formFields(form);
    const now = context.clock.now();
    await queries.updateEvent(db, row.post_id, {
      ...fields,
      ...next.columns,
      sequence: row.sequence + 1,
      updatedAt: now,
    });
    await queries.updatePostText(db, row.post_id, form.description.trim() || null);
    if (repeats(row)) {
      const newStartOf = newStartsOf(timesOf(row), next.times);
      if (
        occurrencesOf(timesOf(row)).some(
          (each) => newStartOf(each.start)?.getTime() !== each.start.getTime(),
        )
      ) {
        await queries.moveOccurrences(db, row.post_id, newStartOf);
      }
    }
    await promoteWaitlisted(context, db, row, fields.capacity);
    if (timeOrPlaceChanged(row, next.columns, fields)) {
      await eventNotice(db, 'event_changed', {
        actorId: memberId,
        userIds: await queries.answeredMembers(db, row.post_id),
        postId: row.post_id,
        at: now,
      });
    }
  });
  return onePost(context, memberId, postId);
};

/** Cancels the event, or one occurrence of it (by its start); those who answered are told. */
export const cancelEvent = async (
  context: AppContext,
  memberId: string,
  postId: string,
  occurrence: string | null | undefined,
) => {
  await context.db.transaction(async (db) => {
    const row = await requireEvent(db, viewerAt(context, memberId), postId, true);
    await requireManager(db, memberId, row);
    if (row.cancelled_at) throw conflict(eventText.cancelled);
    const now = context.clock.now();
    if (occurrence) {
      const found = namedOccurrence(row, occurrence);
      await queries.cancelOccurrence(db, row.post_id, found.start);
      await queries.updateEvent(db, row.post_id, { sequence: row.sequence + 1, updatedAt: now });
      // Those who answered that date are told, not those who said they can't go to it.
      await eventNotice(db, 'event_cancelled', {
        actorId: memberId,
        userIds: await queries.answeredMembers(db, row.post_id, repeats(row) ? found.start : null),
        postId: row.post_id,
        at: now,
      });
      return;
    }
    await queries.updateEvent(db, row.post_id, {
      cancelledAt: now,
      sequence: row.sequence + 1,
      updatedAt: now,
    });
    await eventNotice(db, 'event_cancelled', {
      actorId: memberId,
      userIds: await queries.answeredMembers(db, row.post_id),
      postId: row.post_id,
      at: now,
    });
  });
  return onePost(context, memberId, postId);
};

const answerState = async (
  db: Queryable,
  viewer: Viewer,
  row: queries.EventRow,
  at: queries.AnswerAt,
): Promise<AnswerState> => {
  const keys = [{ postId: row.post_id, at }];
  const [counts, answers] = await Promise.all([
    queries.countsOf(db, viewer, keys),
    queries.answersOf(db, viewer.id, keys),
  ]);
  const mine = answers.get(row.post_id);
  return {
    mine: {
      answer: mine?.answer ?? null,
      position: mine?.position ?? null,
      ...(repeats(row) ? { series: mine?.series ?? null } : {}),
    },
    counts: counts.get(row.post_id) ?? { going: 0, interested: 0, waitlist: 0 },
    ...(at ? { occurrence: at.toISOString() } : {}),
  };
};

/**
 * When a newcomer joins an occurrence's waitlist: now, or just after the last one when the clock
 * has not moved since (taken under the event's lock, so the order is the order of arrival).
 */
const waitlistPlace = async (db: Queryable, postId: string, at: queries.AnswerAt, now: Date) => {
  const last = await queries.lastWaitlisted(db, postId, at);
  return last && last >= now ? new Date(last.getTime() + 1) : now;
};

type Choice = Exclude<EventAnswer, 'waitlist'>;

/**
 * The answer at one place (an occurrence, or the event that does not repeat): Going takes a seat
 * or, when all are taken, the last place on its waitlist; leaving a seat gives it to the first
 * waiting. Answers the members promoted.
 */
const answerAt = async (
  db: Queryable,
  row: queries.EventRow,
  memberId: string,
  at: queries.AnswerAt,
  choice: Choice,
  now: Date,
) => {
  const had = (await queries.findAnswer(db, row.post_id, memberId, at))?.answer;
  if (choice === 'going') {
    if (had === 'going' || had === 'waitlist') return [];
    const full =
      row.capacity !== null && (await queries.goingCount(db, row.post_id, at)) >= row.capacity;
    await setAnswer(
      db,
      row,
      memberId,
      at,
      full ? 'waitlist' : 'going',
      now,
      full ? await waitlistPlace(db, row.post_id, at, now) : null,
    );
    return [];
  }
  await setAnswer(db, row, memberId, at, choice, now);
  return had === 'going' ? promoteAt(db, row, row.capacity, at, now) : [];
};

/**
 * The answer to every occurrence of a repeating event ("All events"): it replaces the member's
 * answers to the occurrences to come (those past stay as they were). Going keeps the seats and
 * waitlist places they had and, where an occurrence is full, puts them on its waitlist; leaving
 * frees their seats for those waiting. Answers the members promoted.
 */
const answerSeries = async (
  db: Queryable,
  row: queries.EventRow,
  memberId: string,
  choice: Choice,
  now: Date,
) => {
  const places = occurrencesToCome(row, now).map((each) => each.start);
  const before = new Map<number, queries.StandingAnswer | undefined>();
  for (const at of places) {
    before.set(at.getTime(), await queries.findAnswer(db, row.post_id, memberId, at));
  }
  await queries.saveAnswer(db, {
    postId: row.post_id,
    userId: memberId,
    answer: choice,
    at: now,
    waitlistedAt: null,
  });
  await queries.deleteOccurrenceAnswers(db, row.post_id, memberId, places);
  const promoted: string[] = [];
  for (const at of places) {
    const had = before.get(at.getTime());
    if (choice !== 'going') {
      if (had?.answer === 'going')
        promoted.push(...(await promoteAt(db, row, row.capacity, at, now)));
      continue;
    }
    if (had?.answer === 'going') continue;
    if (had?.answer === 'waitlist') {
      await setAnswer(db, row, memberId, at, 'waitlist', now, had.waitlistedAt);
      continue;
    }
    // Counted with the member, who is Going by the series now.
    if (row.capacity !== null && (await queries.goingCount(db, row.post_id, at)) > row.capacity) {
      await setAnswer(
        db,
        row,
        memberId,
        at,
        'waitlist',
        now,
        await waitlistPlace(db, row.post_id, at, now),
      );
    }
  }
  return promoted;
};

/**
 * Going, Interested or Can't go, until the last occurrence starts: to one occurrence of a
 * repeating event ("This event", by its start) or to all of them ("All events", without an
 * occurrence, as before occurrences could be answered). An event that does not repeat has one
 * answer, whichever is sent. The event's row is locked for the transaction, so answers to one
 * event take their turn: two members asking for the last seat at once never both get it; the
 * second is put on the waitlist. Answers the state at the occurrence answered, or at the one shown.
 */
export const answerEvent = async (
  context: AppContext,
  memberId: string,
  postId: string,
  choice: Choice,
  occurrence?: string | null,
) => {
  const viewer = viewerAt(context, memberId);
  return context.db.transaction(async (db) => {
    const row = await requireEvent(db, viewer, postId, true);
    if (row.cancelled_at) throw conflict(eventText.cancelled);
    if (row.user_id === memberId) throw badInput(eventText.hostDoesNotAnswer);
    const now = context.clock.now();
    let at: queries.AnswerAt = null;
    if (occurrence) {
      const found = namedOccurrence(row, occurrence);
      const start = found.start.getTime();
      if (row.cancelled_occurrences.some((date) => date.getTime() === start)) {
        throw conflict(eventText.occurrenceCancelled);
      }
      if (found.start <= now) throw conflict(eventText.started);
      if (repeats(row)) at = found.start;
    }
    const upcoming = occurrencesOf(timesOf(row)).some((each) => each.start > now);
    if (!upcoming) throw conflict(eventText.started);
    const promoted =
      at || !repeats(row)
        ? await answerAt(db, row, memberId, at, choice, now)
        : await answerSeries(db, row, memberId, choice, now);
    await tellPromoted(context, db, row, promoted);
    return answerState(db, viewer, row, at ?? shownAnswerPlace(row, now));
  });
};

/** The occurrence a request names, checked, or the one shown; null for an event that does not repeat. */
const placeOf = (row: queries.EventRow, occurrence: string | undefined, now: Date) => {
  if (!repeats(row)) return null;
  if (occurrence === undefined) return shownAnswerPlace(row, now);
  return namedOccurrence(row, occurrence).start;
};

/** The guest list of an occurrence (the one shown unless one is named). */
export const guests = async (
  context: AppContext,
  memberId: string,
  postId: string,
  occurrence?: string,
) => {
  const viewer = viewerAt(context, memberId);
  const row = await requireEvent(context.db, viewer, postId);
  const at = placeOf(row, occurrence, viewer.now);
  const listOf = async (answer: EventAnswer) =>
    (
      await queries.guestsOf(context.db, viewer, row.post_id, at, answer, EVENT_GUESTS_SHOWN_MAX)
    ).map((guest) => ({
      user: toSummary({
        id: guest.id,
        username: guest.username,
        picture: guest.picture,
        firstName: guest.first_name,
        lastName: guest.last_name,
      }),
      answer: guest.answer,
      position: guest.position,
      friend: guest.friend,
    }));
  const [going, interested, waitlist, state] = await Promise.all([
    listOf('going'),
    listOf('interested'),
    listOf('waitlist'),
    answerState(context.db, viewer, row, at),
  ]);
  return {
    going,
    interested,
    waitlist,
    counts: state.counts,
    ...(state.occurrence ? { occurrence: state.occurrence } : {}),
  };
};

/** The host invites friends (or, for a group's event, its members) who may see the event. */
export const invite = async (
  context: AppContext,
  memberId: string,
  postId: string,
  memberIds: string[],
) => {
  const viewer = viewerAt(context, memberId);
  await context.db.transaction(async (db) => {
    const row = await requireEvent(db, viewer, postId);
    await requireManager(db, memberId, row);
    if (row.cancelled_at) throw conflict(eventText.cancelled);
    const wanted = [...new Set(memberIds)];
    if (!wanted.every(isId)) throw badInput(eventText.notInvitable);
    const invitable = await queries.invitableMembers(
      db,
      viewer,
      wanted,
      row.group_id,
      row.audience,
    );
    if (invitable.length !== wanted.length) throw badInput(eventText.notInvitable);
    await eventNotice(db, 'event_invitation', {
      actorId: memberId,
      userIds: invitable,
      postId: row.post_id,
      at: context.clock.now(),
    });
  });
};

const calendarName = (context: AppContext, what: string) =>
  `${context.config.productName} · ${what}`;

/** The event as an iCalendar file (Add to calendar). */
export const eventCalendar = async (context: AppContext, memberId: string, postId: string) => {
  const row = await requireEvent(context.db, viewerAt(context, memberId), postId);
  return calendarOf(context.config, calendarName(context, row.title), [row]);
};

/**
 * The cursor of a list ordered by next occurrence: the last event's tier (Upcoming only), the
 * time it was ordered by and its id, both in microseconds, then the instant the first page was
 * read at, in microseconds: every page counts the next occurrences at that instant, so an
 * occurrence that ends while the member reads moves no event from one page to another. A cursor
 * without that instant (made before it was added) counts them now.
 */
const RANKED_CURSOR = /^([0-3])_(\d{1,17})_([0-9a-f-]{36})(?:_(\d{1,17}))?$/i;
const SOONEST_CURSOR = /^(\d{1,17})_([0-9a-f-]{36})(?:_(\d{1,17}))?$/i;

const badCursor = () => badInput('The page cursor is not valid.');

const parseRankedCursor = (cursor: string | undefined): queries.EventPageKey | undefined => {
  if (cursor === undefined || cursor === '') return undefined;
  const match = RANKED_CURSOR.exec(cursor);
  if (!match?.[1] || !match[2] || !match[3] || !isId(match[3])) throw badCursor();
  return {
    rank: Number(match[1]),
    micros: match[2],
    id: match[3].toLowerCase(),
    ...(match[4] ? { asOf: match[4] } : {}),
  };
};

const parseSoonestCursor = (cursor: string | undefined): queries.EventPageKey | undefined => {
  if (cursor === undefined || cursor === '') return undefined;
  const match = SOONEST_CURSOR.exec(cursor);
  if (!match?.[1] || !match[2] || !isId(match[2])) throw badCursor();
  return {
    rank: 0,
    micros: match[1],
    id: match[2].toLowerCase(),
    ...(match[3] ? { asOf: match[3] } : {}),
  };
};

const soonestCursorOf = (key: queries.EventPageKey, ranked: boolean, asOf: Date) =>
  `${ranked ? `${key.rank}_` : ''}${key.micros}_${key.id}_${asOf.getTime() * 1000}`;

type EventListQuery = z.output<typeof eventListQuerySchema>;

/** The calendar's range: `from`–`to` as sent, else the month (YYYY-MM, this one by default). */
const calendarRange = (context: AppContext, query: EventListQuery, now: Date) => {
  if (query.from !== undefined && query.to !== undefined) {
    return { from: new Date(query.from), to: new Date(query.to) };
  }
  const month = query.month ?? wallTimeOf(now, context.config.timeZone).toISOString().slice(0, 7);
  const [year, monthNumber] = month.split('-').map(Number);
  const monthStart = (index: number) =>
    instantOf(new Date(Date.UTC(year ?? 0, index, 1)), context.config.timeZone);
  return { from: monthStart((monthNumber ?? 1) - 1), to: monthStart(monthNumber ?? 1) };
};

/**
 * The /events lists. Upcoming, Going, Hosting, Past and a group's events are keyset pages; the
 * calendar (a month in the community's zone, or the `from`–`to` range the viewer's own month
 * needs) is bounded and answered whole.
 */
export const listEvents = async (
  context: AppContext,
  memberId: string,
  query: EventListQuery,
): Promise<Page<Post>> => {
  const viewer = viewerAt(context, memberId);
  const now = viewer.now.toISOString();
  const me = sql`${memberId}::uuid`;
  const answered = (answers: readonly EventAnswer[]) => queries.answeredByMember(memberId, answers);
  const hosted = sql`(p.user_id = ${me} or e.group_id in (select group_id from group_members
    where user_id = ${me} and role in ('admin', 'moderator')))`;
  const upcoming = sql`e.last_starts_at >= ${now}::timestamptz and e.cancelled_at is null`;

  if (query.list === 'calendar') {
    const { from, to } = calendarRange(context, query, viewer.now);
    // An occurrence that starts before the range and ends inside it (a weekend, a night past
    // midnight) is in it too: the grid shows it on every day it spans.
    const since = from.toISOString();
    let where = sql`e.starts_at < ${to.toISOString()}::timestamptz
      and (e.last_starts_at >= ${since}::timestamptz
        or e.last_starts_at + (e.ends_at - e.starts_at) > ${since}::timestamptz)`;
    if (query.group !== undefined) where = sql`${where} and ${inGroup(query.group)}`;
    const ids = await queries.listEventIds(
      context.db,
      viewer,
      where,
      sql`e.starts_at, e.post_id`,
      EVENT_CALENDAR_EVENTS_MAX,
    );
    return { items: await postsById(context, memberId, ids, 0) };
  }

  // Every list but Past is soonest first by next occurrence (a repeating event by the one to
  // come, not by its first); the cursor keeps the instant those are counted at.
  const soonestList = query.list !== 'past';
  const ranked = soonestList && query.list === 'upcoming' && query.group === undefined;
  const after = !soonestList
    ? plainKey(query.cursor)
    : ranked
      ? parseRankedCursor(query.cursor)
      : parseSoonestCursor(query.cursor);
  const asOf = after?.asOf ? new Date(Number(after.asOf) / 1000) : viewer.now;
  const soonest: queries.EventPageOrder = { time: queries.nextStartsAt(asOf) };
  let where;
  let order = soonest;
  switch (query.list) {
    case 'going':
      where = sql`${upcoming} and ${answered(['going', 'waitlist'])}`;
      break;
    case 'hosting':
      where = sql`e.last_starts_at >= ${now}::timestamptz and ${hosted}`;
      break;
    case 'past':
      // Read from the member's own events (answered or hosted), not from every past event.
      where = sql`e.last_starts_at < ${now}::timestamptz and e.post_id in (
        select a.post_id from event_answers a
          where a.user_id = ${me} and a.answer in ('going', 'interested', 'waitlist')
        union select o.post_id from event_occurrence_answers o
          where o.user_id = ${me} and o.answer in ('going', 'interested', 'waitlist')
        union select mine.id from posts mine where mine.user_id = ${me} and mine.type = 'event'
        union select hosted.post_id from events hosted where hosted.group_id in (
          select group_id from group_members
          where user_id = ${me} and role in ('admin', 'moderator')))`;
      order = { time: sql`e.last_starts_at`, latest: true };
      break;
    default:
      // The member's own and answered events first, then friends', their groups', the rest;
      // soonest first in each tier.
      where = upcoming;
      order = {
        ...soonest,
        rank: sql`case
          when ${hosted} or ${answered(['going', 'interested', 'waitlist'])} then 0
          when exists (select 1 from friendships f where f.user_id = ${me} and f.friend_id = p.user_id) then 1
          when e.group_id in (select group_id from group_members where user_id = ${me}) then 2
          else 3 end`,
      };
  }
  if (query.group !== undefined) {
    // One group's events: what the viewer may see of them, soonest first (Past: latest first).
    where = sql`${where} and ${inGroup(query.group)}`;
    if (query.list !== 'past') order = soonest;
  }
  const rows = await queries.pageOfEventIds(
    context.db,
    viewer,
    where,
    order,
    after,
    query.limit + 1,
  );
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  const next =
    rows.length > query.limit && last
      ? soonestList
        ? soonestCursorOf(last, ranked, asOf)
        : cursorOf(last)
      : undefined;
  const items = await postsById(
    context,
    memberId,
    shown.map((row) => row.post_id),
    0,
  );
  return { items, next };
};

const inGroup = (slug: string) =>
  sql`e.group_id = (select id from groups where slug = ${slug.toLowerCase()})`;

/** A (time, id) cursor of the lists of one tier. */
const plainKey = (cursor: string | undefined): queries.EventPageKey | undefined => {
  const key = parseCursor(cursor);
  return key ? { rank: 0, ...key } : undefined;
};

/* ---- Check-in ---- */

/** The occurrence whose check-in is open at `now`: from an hour before its start to its end. */
const checkInOccurrence = (row: queries.EventRow, now: Date): Occurrence => {
  const cancelled = new Set(row.cancelled_occurrences.map((date) => date.getTime()));
  const open = occurrencesOf(timesOf(row)).find(
    (each) =>
      !cancelled.has(each.start.getTime()) &&
      now.getTime() >= each.start.getTime() - minutes(CHECK_IN_OPENS_MINUTES_BEFORE) &&
      now < each.end,
  );
  if (!open || row.cancelled_at) throw conflict(eventText.checkInClosed);
  return open;
};

export const checkInCode = async (context: AppContext, memberId: string, postId: string) => {
  const row = await requireEvent(context.db, viewerAt(context, memberId), postId);
  await requireManager(context.db, memberId, row);
  const now = context.clock.now();
  const occurrence = checkInOccurrence(row, now);
  const period = codePeriodOf(now);
  const code = codeFor(row.check_in_key, occurrence.start, period.index);
  const url = checkInUrl(context.config, row.post_id, code);
  return {
    code,
    changes_at: period.endsAt.toISOString(),
    url,
    qr_svg: await qrSvgOf(url),
    occurrence: occurrence.start.toISOString(),
  };
};

/** The caller checks in, with a code shown at the door less than a minute ago. */
export const checkIn = async (
  context: AppContext,
  memberId: string,
  postId: string,
  code: string,
) => {
  const viewer = viewerAt(context, memberId);
  return context.db.transaction(async (db) => {
    const row = await requireEvent(db, viewer, postId);
    const occurrence = checkInOccurrence(row, viewer.now);
    // Going to that occurrence: by the answer to it, else by the answer to the series.
    const answer = await queries.findAnswer(
      db,
      row.post_id,
      memberId,
      repeats(row) ? occurrence.start : null,
    );
    if (answer?.answer !== 'going') throw forbidden(eventText.checkInNotGoing);
    if (!codeMatches(row.check_in_key, occurrence.start, viewer.now, code)) {
      throw badInput(eventText.checkInCodeWrong);
    }
    await queries.insertCheckIn(db, {
      postId: row.post_id,
      userId: memberId,
      occursAt: occurrence.start,
      at: viewer.now,
    });
    return { attended: true as const, occurrence: occurrence.start.toISOString() };
  });
};

export const attendance = async (context: AppContext, memberId: string, postId: string) => {
  const row = await requireEvent(context.db, viewerAt(context, memberId), postId);
  await requireManager(context.db, memberId, row);
  const rows = await queries.attendanceOf(context.db, row.post_id);
  return rows.map((each) => ({
    user: toSummary({
      id: each.id,
      username: each.username,
      picture: each.picture,
      firstName: each.first_name,
      lastName: each.last_name,
    }),
    occurrence: new Date(each.occurs_at).toISOString(),
    checked_in_at: new Date(each.checked_in_at).toISOString(),
  }));
};

/** A CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
const csvField = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export const attendanceCsv = async (context: AppContext, memberId: string, postId: string) => {
  const rows = await attendance(context, memberId, postId);
  const lines = [
    ['Name', 'Username', 'Occurrence', 'Checked in at'],
    ...rows.map((each) => [
      `${each.user.first_name} ${each.user.last_name}`,
      each.user.username,
      each.occurrence,
      each.checked_in_at,
    ]),
  ];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
};

/* ---- Calendar feeds and settings ---- */

const feedUrl = (context: AppContext, secret: string) =>
  `${context.config.publicUrl.replace(/^https?:\/\//, 'webcal://')}/calendar/${secret}.ics`;

export const calendarFeedOf = async (
  context: AppContext,
  memberId: string,
): Promise<CalendarFeed> => {
  const settings = await queries.settingsOf(context.db, memberId);
  return {
    active: Boolean(settings?.feedHash),
    created_at: settings?.feedHash ? (settings.feedCreatedAt?.toISOString() ?? null) : null,
    url: null,
  };
};

/** A new secret replaces the old one, whose address answers 404 from then on. */
export const resetCalendarFeed = async (
  context: AppContext,
  memberId: string,
): Promise<CalendarFeed> => {
  const secret = randomBytes(32).toString('base64url');
  const now = context.clock.now();
  await queries.saveSettings(context.db, memberId, {
    feedHash: hashOf(secret),
    feedCreatedAt: now,
  });
  return { active: true, created_at: now.toISOString(), url: feedUrl(context, secret) };
};

export const revokeCalendarFeed = async (context: AppContext, memberId: string) => {
  await queries.saveSettings(context.db, memberId, { feedHash: null, feedCreatedAt: null });
  return calendarFeedOf(context, memberId);
};

export interface CalendarDocument {
  body: string;
  lastModified: Date;
}

const documentOf = (
  context: AppContext,
  name: string,
  rows: queries.EventRow[],
  since: Date,
  leftOut?: ReadonlyMap<string, Date[]>,
): CalendarDocument => ({
  body: calendarOf(context.config, name, rows, leftOut),
  lastModified: new Date(Math.max(since.getTime(), ...rows.map((row) => row.updated_at.getTime()))),
});

/**
 * The occurrences of each event a member's feed leaves out: those they answered Can't go (to the
 * date, or to every date without answering that one otherwise), and those they did not answer
 * of an event that is in the feed only for another date they answered. What they host and what
 * their groups hold unanswered stays.
 */
const datesLeftOut = async (context: AppContext, memberId: string, rows: queries.EventRow[]) => {
  const ids = rows.map((row) => row.post_id);
  const [answers, roles] = await Promise.all([
    queries.memberAnswersOf(context.db, memberId, ids),
    queries.feedRolesOf(context.db, memberId, ids),
  ]);
  const leftOut = new Map<string, Date[]>();
  for (const row of rows) {
    const role = roles.get(row.post_id);
    if (role?.hosts) continue;
    const mine = answers.filter((answer) => answer.postId === row.post_id);
    const series = mine.find((answer) => answer.occursAt === null)?.answer;
    const byDate = new Map(
      mine.flatMap((answer) =>
        answer.occursAt && repeats(row) ? [[answer.occursAt.getTime(), answer.answer]] : [],
      ),
    );
    const out = occurrencesOf(timesOf(row))
      .filter((each) => {
        const answer = byDate.get(each.start.getTime()) ?? series;
        return answer === undefined ? !role?.inGroup : answer === 'cant_go';
      })
      .map((each) => each.start);
    if (out.length > 0) leftOut.set(row.post_id, out);
  }
  return leftOut;
};

/**
 * The member's feed: what they may see of their answered events and their groups' events, each
 * with the dates they go to (datesLeftOut).
 */
export const memberFeed = async (context: AppContext, secret: string) => {
  const memberId = await queries.memberOfFeed(context.db, hashOf(secret));
  if (!memberId) throw notFound(eventText.noCalendarFeed);
  const viewer = viewerAt(context, memberId);
  const since = new Date(viewer.now.getTime() - days(FEED_PAST_DAYS));
  const ids = await queries.feedEventIds(context.db, viewer, since);
  const settings = await queries.settingsOf(context.db, memberId);
  const rows = await queries.eventsByIds(context.db, ids);
  return documentOf(
    context,
    calendarName(context, 'Events'),
    rows,
    settings?.feedCreatedAt ?? new Date(0),
    await datesLeftOut(context, memberId, rows),
  );
};

/** A public group's feed: its public events. Any other group is unknown here. */
export const groupFeed = async (context: AppContext, slug: string) => {
  const group = await queries.publicGroup(context.db, slug);
  if (!group) throw notFound(eventText.noCalendarFeed);
  const since = new Date(context.clock.now().getTime() - days(FEED_PAST_DAYS));
  const ids = await queries.groupFeedEventIds(context.db, group.id, since);
  return documentOf(
    context,
    calendarName(context, group.name),
    await queries.eventsByIds(context.db, ids),
    new Date(0),
  );
};

export const preferencesOf = async (
  context: AppContext,
  memberId: string,
): Promise<EventPreferences> => {
  const settings = await queries.settingsOf(context.db, memberId);
  return { remind_interested: settings?.remindInterested ?? true };
};

export const updatePreferences = async (
  context: AppContext,
  memberId: string,
  preferences: EventPreferences,
) => {
  await queries.saveSettings(context.db, memberId, {
    remindInterested: preferences.remind_interested,
  });
  return preferencesOf(context, memberId);
};
