/**
 * How an event's time reads: in the event's own zone, and also in the viewer's when that reads
 * differently ("Sat, Nov 14, 7:00 PM EST (your time: 4:00 PM PST)").
 */
import type { I18n } from '@lingui/core';
import { msg, selectOrdinal } from '@lingui/core/macro';
import { CHECK_IN_OPENS_MINUTES_BEFORE, EVENT_DEFAULT_HOURS, type EventData } from '@quad/contract';
import { intlLocalesOf, type AppLanguage } from '../../i18n/languages';
import { REPEAT_LABELS } from './words';

export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The locales Intl writes the app's language's dates in. */
export const dateLocalesOf = (i18n: I18n) => intlLocalesOf(i18n.locale as AppLanguage);

// ICU puts a narrow no-break space before AM/PM; a plain one reads and searches the same.
const plain = (text: string) => text.replace(/\u202f/g, ' ');

const dayOf = (date: Date, timeZone: string, locales: string[]) =>
  plain(
    new Intl.DateTimeFormat(locales, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone,
    }).format(date),
  );

const clockOf = (date: Date, timeZone: string, named: boolean, locales: string[]) =>
  plain(
    new Intl.DateTimeFormat(locales, {
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

/** A time of day, "7:05 PM", in the viewer's zone unless another is given. */
export const timeOfDay = (i18n: I18n, date: Date, timeZone?: string) =>
  plain(
    new Intl.DateTimeFormat(dateLocalesOf(i18n), {
      hour: 'numeric',
      minute: '2-digit',
      ...(timeZone && { timeZone }),
    }).format(date),
  );

/** A day and a time of it: "Sat, Nov 14, 7:00 PM". */
const dayAndTime = (i18n: I18n, day: string, time: string) => i18n._(msg`${day}, ${time}`);

/** "7:00 PM – 9:00 PM EST", or "7:00 PM – Sun, Nov 15, 1:00 AM EST" past midnight. */
const clockSpan = (i18n: I18n, from: Date, to: Date | null, timeZone: string, named: boolean) => {
  const locales = dateLocalesOf(i18n);
  if (!to) return clockOf(from, timeZone, named, locales);
  const end =
    dayOf(to, timeZone, locales) === dayOf(from, timeZone, locales)
      ? clockOf(to, timeZone, named, locales)
      : dayAndTime(i18n, dayOf(to, timeZone, locales), clockOf(to, timeZone, named, locales));
  return `${clockOf(from, timeZone, false, locales)} – ${end}`;
};

/** The date badge of an occurrence, in the event's zone: "NOV" and "14". */
export const dateBadgeOf = (i18n: I18n, event: EventData) => {
  const date = new Date(shownOccurrence(event));
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(dateLocalesOf(i18n), { ...options, timeZone: event.time_zone }).format(
      date,
    );
  return { month: part({ month: 'short' }).toUpperCase(), day: part({ day: 'numeric' }) };
};

/**
 * When the shown occurrence happens. An all-day event keeps its days wherever one is; a timed
 * one names both zones when the viewer's clock reads differently from the event's.
 */
export const eventWhenText = (i18n: I18n, event: EventData, viewerZone = viewerTimeZone()) => {
  const { from, to } = spanOf(event, shownOccurrence(event));
  const zone = event.time_zone;
  const locales = dateLocalesOf(i18n);
  const day = dayOf(from, zone, locales);
  if (event.all_day) {
    const last = to ? dayOf(new Date(to.getTime() - 1), zone, locales) : day;
    return day === last ? i18n._(msg`${day} · All day`) : i18n._(msg`${day} – ${last} · All day`);
  }
  const there = clockSpan(i18n, from, to, zone, true);
  const here = clockSpan(i18n, from, to, viewerZone, true);
  const yourDay = dayOf(from, viewerZone, locales);
  if (here === there && yourDay === day) {
    return dayAndTime(i18n, day, clockSpan(i18n, from, to, zone, false));
  }
  return yourDay === day
    ? i18n._(msg`${day}, ${there} (your time: ${here})`)
    : i18n._(msg`${day}, ${there} (your time: ${yourDay}, ${here})`);
};

/** "Weekly until Sat, Dec 19", or null for an event that does not repeat. */
export const repeatText = (i18n: I18n, event: EventData) => {
  if (event.repeat === 'none') return null;
  if (!event.repeat_until) return i18n._(REPEAT_LABELS[event.repeat]);
  // A calendar date: read at noon UTC, it is the same day everywhere it is printed.
  const date = dayOf(new Date(`${event.repeat_until}T12:00:00Z`), 'UTC', dateLocalesOf(i18n));
  return event.repeat === 'weekly'
    ? i18n._(msg`Weekly until ${date}`)
    : i18n._(msg`Every 2 weeks until ${date}`);
};

/** A place on the waitlist: "Waitlist · 1st", "Waitlist · 2nd"… */
export const waitlistPlace = (i18n: I18n, position: number) =>
  i18n._(
    msg`Waitlist · ${selectOrdinal(position, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`,
  );
