import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventData, Post } from '@quad/contract';
import { useQuery } from '@tanstack/react-query';
import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameDay,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage, getEvents, postKeys } from '../../api';
import { weekStartOf } from '../../i18n/week-start';
import { Button, Spinner } from '../../ui';
import styles from './calendar-month.module.css';
import { dateLocalesOf, eventPath, timeOfDay } from '../events';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month of `?month=YYYY-MM`, or this one. */
const monthOf = (value: string | null) => {
  const match = MONTH.exec(value ?? '');
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, 1) : startOfMonth(new Date());
};

const monthKey = (date: Date) => format(date, 'yyyy-MM');

/**
 * The instants the month's grid asks for: the viewer's month, in their zone, with a day either
 * side, as an all-day event sits on its own zone's day; the grid keeps the month's days only.
 */
const rangeOf = (month: Date) => ({
  from: addDays(startOfMonth(month), -1).toISOString(),
  to: addDays(startOfMonth(addMonths(month, 1)), 1).toISOString(),
});
const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

/** A calendar date (YYYY-MM-DD) of an instant in `timeZone`. */
const dateIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

/** The dates from `first` to `last` (YYYY-MM-DD, inclusive), as calendar dates. */
const datesFrom = (first: string, last: string) => {
  const dates: string[] = [];
  for (
    let day = new Date(`${first}T12:00:00Z`);
    dates.length < MAX_SPAN_DAYS && day.toISOString().slice(0, 10) <= last;
    day = new Date(day.getTime() + 86_400_000)
  ) {
    dates.push(day.toISOString().slice(0, 10));
  }
  return dates;
};

/** The longest span the grid draws an occurrence over (longer ones stop there). */
const MAX_SPAN_DAYS = 62;

/**
 * The days an occurrence is on, from its start to its end (the end itself excluded: one that ends
 * at midnight is not on the next day): the viewer's days, but an all-day event's are its own
 * zone's.
 */
const daysOf = (start: string, event: EventData) => {
  const from = new Date(start);
  const length = event.ends_at ? Date.parse(event.ends_at) - Date.parse(event.starts_at) : 0;
  const last = new Date(from.getTime() + Math.max(length - 1, 0));
  return event.all_day
    ? datesFrom(dateIn(from, event.time_zone), dateIn(last, event.time_zone))
    : eachDayOfInterval({ start: from, end: last })
        .slice(0, MAX_SPAN_DAYS)
        .map((day) => dayKey(day));
};

interface Entry {
  post: Post;
  event: EventData;
  start: string;
  /** Which of the occurrence's days this is (1st = 1), and how many it spans. */
  day: number;
  days: number;
}

/** Each occurrence that was not cancelled, on every day it spans, soonest first. */
const entriesByDay = (posts: Post[]) => {
  const days = new Map<string, Entry[]>();
  for (const post of posts) {
    const { event } = post;
    if (!event) continue;
    const cancelled = new Set(event.cancelled_occurrences.map((start) => Date.parse(start)));
    for (const start of event.occurrences) {
      if (cancelled.has(Date.parse(start))) continue;
      const spanned = daysOf(start, event);
      spanned.forEach((key, index) => {
        const entry = { post, event, start, day: index + 1, days: spanned.length };
        days.set(key, [...(days.get(key) ?? []), entry]);
      });
    }
  }
  for (const entries of days.values()) entries.sort((a, b) => a.start.localeCompare(b.start));
  return days;
};

/** A date as the app's language writes it (`options` of Intl.DateTimeFormat). */
const dateText = (i18n: I18n, date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(dateLocalesOf(i18n), options).format(date);

/**
 * The month's weeks, from the language's first day of the week (Sunday in English, Monday in
 * French, Saturday in Arabic), with the days of the months around it.
 */
const weeksOf = (month: Date, language: string) => {
  const options = { weekStartsOn: weekStartOf(language) };
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), options),
    end: endOfWeek(endOfMonth(month), options),
  });
  const weeks: Date[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
};

function DayEvents({ entries }: { entries: Entry[] }) {
  const { i18n, t } = useLingui();
  return (
    <ul className={styles.entries}>
      {entries.map(({ post, event, start, day, days }) => (
        <li key={`${post._id}-${start}`}>
          <Link to={eventPath(post._id)} className={styles.entry}>
            {!event.all_day && day === 1 && (
              <time dateTime={start} className={styles.time}>
                {timeOfDay(i18n, new Date(start))}
              </time>
            )}{' '}
            <span dir="auto">{event.title}</span>
            {days > 1 && t` · day ${day} of ${days}`}
            {event.cancelled && t` · Cancelled`}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The Calendar tab: a month as a table of weeks, each day with its events' titles. */
export function CalendarMonth() {
  const [params, setParams] = useSearchParams();
  const month = monthOf(params.get('month'));
  const key = monthKey(month);
  const titleId = useId();
  const { i18n, t } = useLingui();
  const events = useQuery({
    queryKey: postKeys.events('calendar', key),
    queryFn: async () => (await getEvents('calendar', rangeOf(month))).items,
  });
  const days = entriesByDay(events.data ?? []);
  const today = new Date();
  const weeks = weeksOf(month, i18n.locale);
  const show = (next: Date) => setParams({ month: monthKey(next) });

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Button onClick={() => show(addMonths(month, -1))}>
          <Trans>Previous month</Trans>
        </Button>
        <h2 id={titleId} className={styles.title} aria-live="polite">
          {dateText(i18n, month, { month: 'long', year: 'numeric' })}
        </h2>
        <Button onClick={() => show(addMonths(month, 1))}>
          <Trans>Next month</Trans>
        </Button>
      </div>
      {!isSameMonth(month, today) && (
        <Button className={styles.thisMonth} onClick={() => show(today)}>
          <Trans>This month</Trans>
        </Button>
      )}
      {events.isPending && <Spinner size={28} label={t`Loading the month's events`} />}
      {events.isError && (
        <div className={styles.status}>
          <p role="alert">{errorMessage(events.error)}</p>
          <Button onClick={() => void events.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      <table className={styles.month} aria-labelledby={titleId}>
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th key={day.getDay()} scope="col">
                <abbr title={dateText(i18n, day, { weekday: 'long' })}>
                  {dateText(i18n, day, { weekday: 'short' })}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0] ?? month)}>
              {week.map((day) => {
                const isToday = isSameDay(day, today);
                const inMonth = isSameMonth(day, month);
                const entries = inMonth ? (days.get(dayKey(day)) ?? []) : [];
                const dayName = dateText(i18n, day, { month: 'long', day: 'numeric' });
                return (
                  <td
                    key={dayKey(day)}
                    aria-current={isToday ? 'date' : undefined}
                    className={[styles.day, !inMonth && styles.outside, isToday && styles.today]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    <span className={styles.dayNumber}>
                      <span aria-hidden="true">{dateText(i18n, day, { day: 'numeric' })}</span>
                      <span className="visually-hidden">
                        {isToday ? t`${dayName}, today` : dayName}
                      </span>
                    </span>
                    {entries.length > 0 && <DayEvents entries={entries} />}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
