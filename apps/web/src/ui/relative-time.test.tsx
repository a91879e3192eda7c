import { i18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, screen, waitFor } from '@testing-library/react';
import { formatDistanceStrict } from 'date-fns';
import { Profiler } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nFor } from '../i18n/server-catalogs';
import { RenderedPageContext } from '../session/rendered-page';
import { startClockAt } from './clock';
import { RelativeTime, relativeTime } from './relative-time';

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe('RelativeTime on a page the server drew', () => {
  it('is hydrated as drawn and not drawn again at once, with its title added', async () => {
    const drawnAt = Date.UTC(2030, 0, 1, 12);
    const iso = new Date(drawnAt - 5 * 60_000).toISOString();
    let commits = 0;
    const page = (
      <RenderedPageContext.Provider value={{ now: drawnAt, seed: 1 }}>
        <I18nProvider i18n={i18n}>
          <Profiler id="times" onRender={() => (commits += 1)}>
            <p>
              <RelativeTime iso={iso} />
            </p>
          </Profiler>
        </I18nProvider>
      </RenderedPageContext.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    commits = 0;

    // The browser starts a few seconds after the server drew the page.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(drawnAt + 20_000);
    startClockAt(drawnAt);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });

    expect(container.textContent).toBe('5 minutes ago');
    // One commit, the hydration's: a clock read later, or a title added by a render, would make
    // React draw every time on the page again at once, in the middle of its hydration.
    expect(commits).toBe(1);
    // The title comes once the page is idle.
    await waitFor(() =>
      expect(screen.getByText('5 minutes ago')).toHaveAttribute(
        'title',
        new Date(iso).toLocaleString(),
      ),
    );
    act(() => root?.unmount());
  });
});

describe('relativeTime in the app language', () => {
  const at = Date.UTC(2030, 5, 15, 12);
  const MINUTE = 60_000;
  const DAY = 24 * 60 * MINUTE;
  const distances = [
    MINUTE,
    5 * MINUTE,
    59 * MINUTE + 59_000,
    60 * MINUTE,
    23 * 60 * MINUTE,
    DAY,
    3 * DAY,
    29 * DAY,
    45 * DAY,
    200 * DAY,
    364 * DAY,
    400 * DAY,
    3 * 365 * DAY,
  ];

  it('says in English exactly what date-fns says', () => {
    const english = setupI18n({ locale: 'en', locales: ['en'], messages: { en: {} } });
    for (const distance of distances) {
      const date = new Date(at - distance);
      expect(relativeTime(date, at, english)).toBe(
        formatDistanceStrict(date, at, { addSuffix: true, roundingMethod: 'floor' }),
      );
    }
    expect(relativeTime(new Date(at - 30_000), at, english)).toBe('Just now');
  });

  it('speaks the language of the app; the pseudo-locale counts in English', () => {
    const spanish = i18nFor('es');
    expect(relativeTime(new Date(at - 30_000), at, spanish)).toBe('Justo ahora');
    expect(relativeTime(new Date(at - 5 * MINUTE), at, spanish)).toBe('hace 5 minutos');
    expect(relativeTime(new Date(at - 3 * DAY), at, i18nFor('fr'))).toBe('il y a 3 jours');
    expect(relativeTime(new Date(at - 2 * 60 * MINUTE), at, i18nFor('zh-Hans'))).toBe('2小时前');
    expect(relativeTime(new Date(at - 5 * MINUTE), at, i18nFor('ar'))).toBe(
      new Intl.RelativeTimeFormat('ar').format(-5, 'minute'),
    );
    expect(relativeTime(new Date(at - 5 * MINUTE), at, i18nFor('pseudo'))).toBe('5 minutes ago');
  });
});
