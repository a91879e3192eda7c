/**
 * When an event happens: its occurrences as instants, computed in its IANA time zone so that a
 * weekly 7 PM stays 7 PM local across daylight-saving changes. rrule works on "floating" wall
 * times (dates whose UTC fields are the local time); @date-fns/tz turns them into instants.
 */
import { TZDate } from '@date-fns/tz';
import { EVENT_DEFAULT_HOURS, EVENT_OCCURRENCES_MAX, type EventRepeat } from '@quad/contract';
import rrule from 'rrule';
import { hours } from '../../infra/clock';

const { RRule } = rrule;

export interface EventTimes {
  startsAt: Date;
  endsAt: Date | null;
  allDay: boolean;
  timeZone: string;
  repeat: EventRepeat;
  /** YYYY-MM-DD in the event's zone, inclusive. */
  repeatUntil: string | null;
}

export interface Occurrence {
  start: Date;
  end: Date;
}

/** The instant as a floating wall time: a Date whose UTC fields are its local time in `zone`. */
export const wallTimeOf = (instant: Date, zone: string) => {
  const local = new TZDate(instant.getTime(), zone);
  return new Date(
    Date.UTC(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
      local.getSeconds(),
    ),
  );
};

/** The instant at which the wall time (UTC fields) happens in `zone`. */
export const instantOf = (wall: Date, zone: string) =>
  new Date(
    new TZDate(
      wall.getUTCFullYear(),
      wall.getUTCMonth(),
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
      0,
      zone,
    ).getTime(),
  );

/** Midnight starting the day `instant` falls on, in `zone`. */
export const startOfLocalDay = (instant: Date, zone: string) => {
  const wall = wallTimeOf(instant, zone);
  return instantOf(
    new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate())),
    zone,
  );
};

/** The local date (YYYY-MM-DD) of an instant in `zone`. */
export const localDateOf = (instant: Date, zone: string) =>
  wallTimeOf(instant, zone).toISOString().slice(0, 10);

const ruleOf = (times: EventTimes, count?: number) => {
  const [year, month, day] = (times.repeatUntil ?? '').split('-').map(Number);
  return new RRule({
    freq: RRule.WEEKLY,
    interval: times.repeat === 'biweekly' ? 2 : 1,
    dtstart: wallTimeOf(times.startsAt, times.timeZone),
    until: new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, 23, 59, 59)),
    ...(count ? { count } : {}),
  });
};

/** The wall-time starts of the occurrences (at most one more than allowed, to tell). */
const wallStarts = (times: EventTimes) =>
  times.repeat === 'none' || !times.repeatUntil
    ? [wallTimeOf(times.startsAt, times.timeZone)]
    : ruleOf(times, EVENT_OCCURRENCES_MAX + 1).all();

/** How many occurrences the times make (the form's limit is checked on it). */
export const occurrenceCount = (times: EventTimes) => wallStarts(times).length;

/** How long each occurrence lasts, in wall time (an hour change inside it changes nothing). */
const wallDuration = (times: EventTimes) => {
  if (!times.endsAt) return hours(times.allDay ? 24 : EVENT_DEFAULT_HOURS);
  return (
    wallTimeOf(times.endsAt, times.timeZone).getTime() -
    wallTimeOf(times.startsAt, times.timeZone).getTime()
  );
};

/** Every occurrence, in order, each with its end. */
export const occurrencesOf = (times: EventTimes): Occurrence[] => {
  const duration = wallDuration(times);
  return wallStarts(times)
    .slice(0, EVENT_OCCURRENCES_MAX)
    .map((wall) => ({
      start: instantOf(wall, times.timeZone),
      end: instantOf(new Date(wall.getTime() + duration), times.timeZone),
    }));
};

/** The RRULE of a repeating event, as rrule writes it (without DTSTART); null when it does not repeat. */
export const rruleOf = (times: EventTimes) => {
  if (times.repeat === 'none' || !times.repeatUntil) return null;
  const occurrences = occurrencesOf(times);
  const last = occurrences.at(-1);
  if (!last) return null;
  return {
    interval: times.repeat === 'biweekly' ? 2 : 1,
    until: last.start,
  };
};
