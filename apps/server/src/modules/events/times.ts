/** The times of an event row, as occurrences.ts reads them, and the occurrence its answers are shown of. */
import { occurrencesOf, type EventTimes } from './occurrences';
import type { AnswerAt, EventRow } from './queries';

export const timesOf = (row: EventRow): EventTimes => ({
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  allDay: row.all_day,
  timeZone: row.time_zone,
  repeat: row.repeat,
  repeatUntil: row.repeat_until,
});

/** Whether the event repeats: its answers may then be to one occurrence or to all of them. */
export const repeats = (row: EventRow) => row.repeat !== 'none' && row.repeat_until !== null;

/**
 * The occurrence whose answers a repeating event shows: the next one not cancelled that has not
 * ended, else its last. Null for an event that does not repeat.
 */
export const shownAnswerPlace = (row: EventRow, now: Date): AnswerAt => {
  if (!repeats(row)) return null;
  const cancelled = new Set(row.cancelled_occurrences.map((date) => date.getTime()));
  const all = occurrencesOf(timesOf(row));
  return (
    all.find((each) => each.end > now && !cancelled.has(each.start.getTime()))?.start ??
    all.at(-1)?.start ??
    row.starts_at
  );
};
