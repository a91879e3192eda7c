/**
 * Events as iCalendar (RFC 5545) with ical-generator: one VEVENT per event (a repeat is its RRULE,
 * a cancelled occurrence, or one a member's feed leaves out, an EXDATE), its VTIMEZONE from timezones-ical-library, a stable UID, the
 * SEQUENCE of its edits and STATUS:CANCELLED once cancelled.
 */
import ical, { ICalEventRepeatingFreq, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Config } from '../../infra/config';
import { occurrencesOf, rruleOf, wallTimeOf } from './occurrences';
import type { EventRow } from './queries';
import { timesOf } from './times';

/** The VTIMEZONE block of an IANA zone, or none for a zone the library does not know. */
const vtimezone = (zone: string) => {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0] ? block[0] : null;
};

/** The UID an event keeps through every edit: its id at the community's host. */
export const uidOf = (config: Pick<Config, 'publicUrl'>, postId: string) =>
  `${postId}@${new URL(config.publicUrl).hostname}`;

/**
 * The calendar of these events. `leftOut` names, by event, the occurrences the reader does not
 * go to (a member's feed): an EXDATE each, as a cancelled one, and an event left out whole when
 * none is left.
 */
export const calendarOf = (
  config: Pick<Config, 'publicUrl' | 'productName'>,
  name: string,
  rows: EventRow[],
  leftOut: ReadonlyMap<string, Date[]> = new Map(),
) => {
  const calendar = ical({
    name,
    prodId: { company: config.productName, product: 'Events', language: 'EN' },
    timezone: { name: null, generator: vtimezone },
  });
  for (const row of rows) {
    const times = timesOf(row);
    const occurrences = occurrencesOf(times);
    const [first] = occurrences;
    if (!first) continue;
    const zone = row.time_zone;
    const repeat = rruleOf(times);
    const notThere = new Set((leftOut.get(row.post_id) ?? []).map((start) => start.getTime()));
    if (occurrences.every((each) => notThere.has(each.start.getTime()))) continue;
    const excluded = [
      ...new Set([
        ...row.cancelled_occurrences.map((start) => start.getTime()),
        ...(repeat ? notThere : []),
      ]),
    ]
      .sort((a, b) => a - b)
      .map((time) => new Date(time));
    calendar.createEvent({
      id: uidOf(config, row.post_id),
      // Wall times: ical-generator writes a date's UTC fields after the TZID.
      start: wallTimeOf(first.start, zone),
      end: wallTimeOf(first.end, zone),
      timezone: zone,
      allDay: row.all_day,
      summary: row.title,
      description: row.text ?? null,
      location: row.location || null,
      url: `${config.publicUrl}/events/${row.post_id}`,
      sequence: row.sequence,
      status: row.cancelled_at ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: row.updated_at,
      created: row.created_at,
      lastModified: row.updated_at,
      repeating: repeat
        ? {
            freq: ICalEventRepeatingFreq.WEEKLY,
            interval: repeat.interval,
            until: repeat.until,
            ...(excluded.length > 0
              ? {
                  exclude: excluded.map((start) => wallTimeOf(start, zone)),
                  excludeTimezone: zone,
                }
              : {}),
          }
        : null,
    });
  }
  return calendar.toString();
};
