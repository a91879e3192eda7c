/**
 * The day a language's weeks start on, for calendars: the runtime's week data for the language
 * (`Intl.Locale.prototype.getWeekInfo()`, or the `weekInfo` getter older engines shipped), else
 * the usual one of each app language (a runtime without week data: Firefox, older Safari).
 */
import type { Day } from 'date-fns';
import { intlLocalesOf, type AppLanguage } from './languages';

interface WeekInfo {
  /** 1 = Monday … 7 = Sunday. */
  firstDay: number;
}

type LocaleWithWeekInfo = Intl.Locale & {
  getWeekInfo?: () => WeekInfo;
  weekInfo?: WeekInfo;
};

/** Where a runtime has no week data: 0 = Sunday … 6 = Saturday, as date-fns counts. */
export const WEEK_START_FALLBACK: Record<string, Day> = {
  en: 0,
  es: 1,
  fr: 1,
  ar: 6,
  'zh-Hans': 1,
};

/** The first day of the week in `language` (0 = Sunday … 6 = Saturday). */
export const weekStartOf = (language: string): Day => {
  const [tag = 'en'] = intlLocalesOf(language as AppLanguage);
  try {
    const locale = new Intl.Locale(tag) as LocaleWithWeekInfo;
    const info = typeof locale.getWeekInfo === 'function' ? locale.getWeekInfo() : locale.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return (info.firstDay % 7) as Day;
  } catch {
    // A tag the runtime does not know: the table below.
  }
  return WEEK_START_FALLBACK[tag] ?? WEEK_START_FALLBACK[language] ?? 0;
};
