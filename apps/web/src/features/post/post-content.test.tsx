import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { makePost } from '../../test/factories';
import { PostContent, showsPicture } from './post-content';

/** Answers give a background as an absolute URL; the page asks for the app's own file. */
const onBackground = makePost({
  text: 'Game night!',
  background: 'https://quad.test/backgrounds/7.svg',
});

/** The HTML the server writes for an element (a string render leaves its preloads out). */
const drawn = async (element: ReactElement) => {
  const view = await renderToReadableStream(<I18nProvider i18n={i18n}>{element}</I18nProvider>);
  await view.allReady;
  return new Response(view).text();
};

const imagePreloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload"[^>]* as="image"[^>]*>/g)].map(([link]) => link);

describe('post content', () => {
  it('preloads its background picture, first, when it is the first screen’s picture', async () => {
    const html = await drawn(<PostContent post={onBackground} onFirstScreen />);
    expect(imagePreloadsOf(html)).toEqual([
      '<link rel="preload" href="/backgrounds/7.svg" as="image" fetchPriority="high"/>',
    ]);
    expect(html).toContain('background-image:url(&quot;/backgrounds/7.svg&quot;)');
  });

  it('preloads nothing further down the page', async () => {
    const html = await drawn(<PostContent post={onBackground} />);
    expect(imagePreloadsOf(html)).toEqual([]);
  });

  it('counts photos and backgrounds as pictures, text alone not', () => {
    expect(showsPicture(onBackground)).toBe(true);
    expect(showsPicture(makePost({ images: [{ url: 'https://quad.test/media/a.jpg' }] }))).toBe(
      true,
    );
    expect(showsPicture(makePost({ text: 'Words only' }))).toBe(false);
    // Only the app's presets are drawn, so only they are pictures.
    expect(showsPicture(makePost({ background: 'https://elsewhere.test/x.svg' }))).toBe(false);
  });
});
