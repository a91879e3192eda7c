/**
 * "5 minutes ago", kept fresh every 30 s by one clock shared by every time on screen, in the app's
 * language: date-fns chooses the unit and the count, Intl words them.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { formatDistanceStrict, type FormatDistanceToken } from 'date-fns';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { whenIdle } from '../lib/when-idle';
import { useRenderedPage } from '../session/rendered-page';
import { clockNow, subscribeToClock } from './clock';

/** The clock; a page the server rendered is first hydrated at the moment it was rendered. */
const useNow = () => {
  const renderedAt = useRenderedPage()?.now;
  return useSyncExternalStore(subscribeToClock, clockNow, () => renderedAt ?? clockNow());
};

const UNITS: Partial<Record<FormatDistanceToken, Intl.RelativeTimeFormatUnit>> = {
  xSeconds: 'second',
  xMinutes: 'minute',
  xHours: 'hour',
  xDays: 'day',
  xMonths: 'month',
  xYears: 'year',
};

/** The app's Intl locales (the pseudo-locale's are English's). */
const localesOf = (i18n: I18n) => i18n.locales ?? i18n.locale;

/** One formatter per language and kind: making one is slow, and a page shows a hundred times. */
const formatterOf = <T,>(make: (locales: string | string[]) => T) => {
  const made = new Map<string, T>();
  return (locales: string | string[]) => {
    const key = String(locales);
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(locales);
      made.set(key, formatter);
    }
    return formatter;
  };
};

const wordingOf = formatterOf(
  (locales) => new Intl.RelativeTimeFormat(locales, { numeric: 'always' }),
);

/** A date and time as `toLocaleString` words them. */
const fullDateOf = formatterOf(
  (locales) =>
    new Intl.DateTimeFormat(locales, {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
);

const JUST_NOW = msg`Just now`;

export const relativeTime = (date: Date, at: number, i18n: I18n) => {
  if (at - date.getTime() < 60_000) return i18n._(JUST_NOW);
  const wording = wordingOf(localesOf(i18n));
  return formatDistanceStrict(date, at, {
    addSuffix: true,
    roundingMethod: 'floor',
    locale: {
      formatDistance: (token, count, options) => {
        const future = (options?.comparison ?? 0) > 0;
        return wording.format(future ? count : -count, UNITS[token] ?? 'second');
      },
    },
  });
};

/** "5 minutes ago" for `iso`, kept fresh like <RelativeTime> (for a name that includes it). */
export const useRelativeTime = (iso: string) => {
  const { i18n } = useLingui();
  return relativeTime(new Date(iso), useNow(), i18n);
};

export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useLingui();
  const text = useRelativeTime(iso);
  const ref = useRef<HTMLTimeElement>(null);
  const locales = localesOf(i18n);
  // The title is in the reader's own time zone, which the server does not know. Written once
  // mounted (or hydrated), not rendered: a second render of every time on screen just for it
  // would come at once, in the middle of a hydration. And once the page is idle: a hundred times
  // on a page made a phone's hydration effects 18 ms longer, for a title nobody reads yet.
  useEffect(
    () =>
      whenIdle(() => {
        ref.current?.setAttribute('title', fullDateOf(locales).format(new Date(iso)));
      }),
    [iso, locales],
  );
  return (
    <time ref={ref} dateTime={iso} className={className}>
      {text}
    </time>
  );
}
