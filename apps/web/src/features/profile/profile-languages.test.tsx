/** The profile in other languages: counts by the language's plural rules, and right to left. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/languages';
import { makeMembers, makeProfile } from '../../test/factories';
import { json, route, stubApi } from '../../test/fetch-stub';
import { makeSessionUser, renderApp } from '../../test/render-app';
import { picturePost } from './picture-test-kit';

const user = makeSessionUser();

/** An Intro line by its whole text. */
const line = (text: string) => (_content: string, element: Element | null) =>
  element?.tagName === 'LI' && element.textContent === text;

const openBob = async (overrides: Parameters<typeof makeProfile>[0]) => {
  stubApi({
    [route('getProfile', '/user/getProfile/bobsmith')]: () =>
      json(200, makeProfile({ username: 'bobsmith', first_name: 'Bob', ...overrides })),
  });
  const view = renderApp('/profile/bobsmith', { user });
  await screen.findByRole('heading', { level: 1 });
  return view;
};

describe('the profile in other languages', () => {
  it("counts friends by Arabic's plural forms", async () => {
    await activateLanguage('ar', 'signed-in');
    for (const [count, said] of [
      [1, 'صديق واحد'],
      [2, 'صديقان'],
      [3, '3 أصدقاء'],
      [11, '11 صديقًا'],
    ] as const) {
      const { unmount } = await openBob({ friends: makeMembers(count) });
      // Under the name, and in the Friends card.
      expect(await screen.findAllByText(said, { selector: 'p' })).toHaveLength(2);
      unmount();
    }
  });

  it('says the intro in Spanish, with what the member wrote in its own direction', async () => {
    await activateLanguage('es', 'signed-in');
    await openBob({ details: { college: 'كلية العلوم', hometown: 'Conway' } });
    const intro = screen.getByRole('region', { name: 'Presentación' });
    expect(within(intro).getByText(line('Estudia en كلية العلوم'))).toBeInTheDocument();
    expect(within(intro).getByText('كلية العلوم').tagName).toBe('BDI');
    expect(within(intro).getByText(line('De Conway'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bob');
  });

  it('goes through the photos the other way with the arrow keys, right to left', async () => {
    await activateLanguage('ar', 'signed-in');
    const urls = ['/media/bob/a.jpg', '/media/bob/b.jpg', '/media/bob/c.jpg'];
    const { events } = await openBob({
      posts: [{ ...picturePost(null, '', 'Photos'), images: urls.map((url) => ({ url })) }],
    });
    expect(document.documentElement.dir).toBe('rtl');
    const card = screen.getByRole('region', { name: 'الصور الأخيرة' });
    await events.click(within(card).getAllByRole('button')[0]!);
    expect(await screen.findByRole('dialog', { name: 'الصورة 1 من 3' })).toBeInTheDocument();
    await events.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'الصورة 2 من 3' })).toBeInTheDocument();
    await events.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'الصورة 1 من 3' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'الصورة التالية' }));
    expect(screen.getByRole('dialog', { name: 'الصورة 2 من 3' })).toBeInTheDocument();
  });
});
