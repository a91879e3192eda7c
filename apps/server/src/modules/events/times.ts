/** The times of an event row, as occurrences.ts reads them. */
import type { EventTimes } from './occurrences';
import type { EventRow } from './queries';

export const timesOf = (row: EventRow): EventTimes => ({
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  allDay: row.all_day,
  timeZone: row.time_zone,
  repeat: row.repeat,
  repeatUntil: row.repeat_until,
});
