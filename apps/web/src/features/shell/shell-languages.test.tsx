/** The home's header and side columns in another language: its words, its plurals, its direction. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';

const user = makeSessionUser();

const trending = () =>
  stubApi({
    [route('getTrendingHashtags')]: () =>
      json(200, [
        { tag: 'finalsweek', members: 2 },
        { tag: 'beachday', members: 11 },
        { tag: 'robotics', members: 1 },
      ]),
    [route('getNotificationCounts')]: () => json(200, { unread: 3 }),
  });

const trendTexts = async (name: string) => {
  const panel = within(await screen.findByRole('complementary', { name }));
  const links = await panel.findAllByRole('link');
  return links.map((link) => link.textContent);
};

describe('the home in Arabic', () => {
  it('is right to left, with each count in its own plural form', async () => {
    trending();
    await activateLanguage('ar', 'signed-in');
    renderApp('/', { user });
    expect(await trendTexts('الرائج في الحرم الجامعي')).toEqual([
      '#finalsweekشخصان ينشران',
      '#beachday11 شخصًا ينشرون',
      '#roboticsشخص واحد ينشر',
    ]);
    expect(document.documentElement.dir).toBe('rtl');
    expect(
      await screen.findByRole('button', { name: 'الإشعارات، 3 غير مقروءة' }),
    ).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'الاختصارات' }));
    expect(menu.getByRole('link', { name: 'البحث عن أصدقاء' })).toHaveAttribute('href', '/friends');
  });
});

describe('the home in Spanish', () => {
  it('says the counts in Spanish, left to right', async () => {
    trending();
    await activateLanguage('es', 'signed-in');
    renderApp('/', { user });
    expect(await trendTexts('Tendencias en el campus')).toEqual([
      '#finalsweek2 personas publicando',
      '#beachday11 personas publicando',
      '#robotics1 persona publicando',
    ]);
    expect(document.documentElement.dir).toBe('ltr');
    expect(
      await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' }),
    ).toBeInTheDocument();
  });
});
