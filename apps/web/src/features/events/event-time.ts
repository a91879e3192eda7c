/**
 * How an event's time reads: in the event's own zone, and also in the viewer's when that reads
 * differently ("Sat, Nov 14, 7:00 PM EST (your time: 4:00 PM PST)").
 */
import {
  CHECK_IN_OPENS_MINUTES_BEFORE,
  EVENT_DEFAULT_HOURS,
  EVENT_REPEAT_LABELS,
  type EventData,
} from '@quad/contract';

export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

// ICU puts a narrow no-break space before AM/PM; a plain one reads and searches the same.
const plain = (text: string) => text.replace(/\u202f/g, ' ');

const dayOf = (date: Date, timeZone: string) =>
  plain(
    new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone,
    }).format(date),
  );

const clockOf = (date: Date, timeZone: string, named: boolean) =>
  plain(
    new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      ...(named && { timeZoneName: 'short' }),
    }).format(date),
  );

/** The occurrence a card shows: the next one still to come, else the last one. */
export const shownOccurrence = (event: EventData) =>
  event.next_occurrence ?? event.occurrences.at(-1) ?? event.starts_at;

/** The start and end (if any) of the occurrence starting at `start`. */
const spanOf = (event: EventData, start: string) => {
  const from = new Date(start);
  const to = event.ends_at
    ? new Date(from.getTime() + Date.parse(event.ends_at) - Date.parse(event.starts_at))
    : null;
  return { from, to };
};

/**
 * Check-in of the next occurrence is open: from an hour before it starts until it ends (an
 * occurrence without an end lasts EVENT_DEFAULT_HOURS, or its day), as the server counts it.
 */
export const checkInIsOpen = (event: EventData, now = Date.now()) => {
  if (event.cancelled || !event.next_occurrence) return false;
  const { from, to } = spanOf(event, event.next_occurrence);
  const hours = event.all_day ? 24 : EVENT_DEFAULT_HOURS;
  const end = to ? to.getTime() : from.getTime() + hours * 3_600_000;
  return now >= from.getTime() - CHECK_IN_OPENS_MINUTES_BEFORE * 60_000 && now < end;
};

/** "7:00 PM – 9:00 PM EST", or "7:00 PM – Sun, Nov 15, 1:00 AM EST" past midnight. */
const clockSpan = (from: Date, to: Date | null, timeZone: string, named: boolean) => {
  if (!to) return clockOf(from, timeZone, named);
  const end =
    dayOf(to, timeZone) === dayOf(from, timeZone)
      ? clockOf(to, timeZone, named)
      : `${dayOf(to, timeZone)}, ${clockOf(to, timeZone, named)}`;
  return `${clockOf(from, timeZone, false)} – ${end}`;
};

/** The date badge of an occurrence, in the event's zone: "NOV" and "14". */
export const dateBadgeOf = (event: EventData) => {
  const date = new Date(shownOccurrence(event));
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...options, timeZone: event.time_zone }).format(date);
  return { month: part({ month: 'short' }).toUpperCase(), day: part({ day: 'numeric' }) };
};

/**
 * When the shown occurrence happens. An all-day event keeps its days wherever one is; a timed
 * one names both zones when the viewer's clock reads differently from the event's.
 */
export const eventWhenText = (event: EventData, viewerZone = viewerTimeZone()) => {
  const { from, to } = spanOf(event, shownOccurrence(event));
  const zone = event.time_zone;
  if (event.all_day) {
    const first = dayOf(from, zone);
    const last = to ? dayOf(new Date(to.getTime() - 1), zone) : first;
    return `${first === last ? first : `${first} – ${last}`} · All day`;
  }
  const there = clockSpan(from, to, zone, true);
  const here = clockSpan(from, to, viewerZone, true);
  if (here === there && dayOf(from, viewerZone) === dayOf(from, zone)) {
    return `${dayOf(from, zone)}, ${clockSpan(from, to, zone, false)}`;
  }
  const yourDay =
    dayOf(from, viewerZone) === dayOf(from, zone) ? '' : `${dayOf(from, viewerZone)}, `;
  return `${dayOf(from, zone)}, ${there} (your time: ${yourDay}${here})`;
};

/** "Weekly until Sat, Dec 19", or null for an event that does not repeat. */
export const repeatText = (event: EventData) => {
  if (event.repeat === 'none') return null;
  const label = EVENT_REPEAT_LABELS[event.repeat];
  if (!event.repeat_until) return label;
  // A calendar date: read at noon UTC, it is the same day everywhere it is printed.
  return `${label} until ${dayOf(new Date(`${event.repeat_until}T12:00:00Z`), 'UTC')}`;
};

const ORDINAL_SUFFIXES: Partial<Record<Intl.LDMLPluralRule, string>> = {
  one: 'st',
  two: 'nd',
  few: 'rd',
};
const ordinalRules = new Intl.PluralRules('en-US', { type: 'ordinal' });

/** 1st, 2nd, 3rd, 4th, 11th, 21st… */
export const ordinal = (count: number) =>
  `${count}${ORDINAL_SUFFIXES[ordinalRules.select(count)] ?? 'th'}`;
