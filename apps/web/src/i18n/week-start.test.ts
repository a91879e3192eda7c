import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEEK_START_FALLBACK, weekStartOf } from './week-start';

afterEach(() => vi.unstubAllGlobals());

/** Intl with a Locale whose week data is `weekData` (a getWeekInfo, a weekInfo, or neither). */
const stubWeekData = (weekData: 'getWeekInfo' | 'weekInfo' | 'none', firstDay = 3) => {
  class Locale extends Intl.Locale {
    getWeekInfo = weekData === 'getWeekInfo' ? () => ({ firstDay }) : undefined;
    get weekInfo() {
      return weekData === 'weekInfo' ? { firstDay } : undefined;
    }
  }
  vi.stubGlobal('Intl', { ...Intl, Locale });
};

describe('the first day of the week', () => {
  it('is Sunday in English, Monday in Spanish, French and Chinese, Saturday in Arabic', () => {
    expect(['en', 'es', 'fr', 'zh-Hans', 'ar', 'pseudo'].map(weekStartOf)).toEqual([
      0, 1, 1, 1, 6, 0,
    ]);
  });

  it('comes from the runtime’s week data: getWeekInfo(), or the older weekInfo', () => {
    stubWeekData('getWeekInfo', 3);
    expect(weekStartOf('en')).toBe(3);
    stubWeekData('weekInfo', 7);
    expect(weekStartOf('fr')).toBe(0);
  });

  it('falls back to each language’s usual first day where the runtime has no week data', () => {
    stubWeekData('none');
    expect(['en', 'es', 'fr', 'zh-Hans', 'ar'].map(weekStartOf)).toEqual([0, 1, 1, 1, 6]);
    expect(WEEK_START_FALLBACK).toEqual({ en: 0, es: 1, fr: 1, ar: 6, 'zh-Hans': 1 });
  });
});
