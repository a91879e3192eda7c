import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAINT_WAIT_MAX_MS, startAppAfterPaint } from './paint-first';

/** The head the server writes for a drawn page (server-rendering/paint-first.ts). */
const drawnPage = (screenModules?: string, visibility: DocumentVisibilityState = 'visible') => {
  const page = document.implementation.createHTMLDocument('drawn');
  vi.spyOn(page, 'visibilityState', 'get').mockReturnValue(visibility);
  const tag = page.createElement('script');
  tag.type = 'module';
  tag.setAttribute('crossorigin', '');
  tag.dataset.appEntry = '/assets/app-a.js';
  if (screenModules !== undefined) tag.dataset.screenModules = screenModules;
  page.head.append(tag);
  return page;
};

const preloadsOf = (page: Document) =>
  [...page.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the paint-first script of a drawn page', () => {
  it("fetches nothing before the page's first frame, then the screen's modules and the entry", () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const page = drawnPage('/assets/signed-in-s.js /assets/feed-f.js');
    const importEntry = vi.fn(() => Promise.resolve());

    startAppAfterPaint(page, importEntry);
    expect(importEntry).not.toHaveBeenCalled();
    expect(preloadsOf(page)).toEqual([]);

    vi.advanceTimersToNextFrame();
    // The frame's callback asks for the task after it: the frame has been painted by then.
    expect(importEntry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(importEntry).toHaveBeenCalledExactlyOnceWith('/assets/app-a.js');
    expect(preloadsOf(page)).toEqual([
      { href: '/assets/signed-in-s.js', crossOrigin: '' },
      { href: '/assets/feed-f.js', crossOrigin: '' },
    ]);

    vi.advanceTimersByTime(PAINT_WAIT_MAX_MS);
    expect(importEntry).toHaveBeenCalledOnce();
  });

  it('starts the app after at most 200 ms when no frame comes', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const page = drawnPage();
    const importEntry = vi.fn(() => Promise.resolve());

    startAppAfterPaint(page, importEntry);
    vi.advanceTimersByTime(PAINT_WAIT_MAX_MS - 1);
    expect(importEntry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(importEntry).toHaveBeenCalledExactlyOnceWith('/assets/app-a.js');
    expect(preloadsOf(page)).toEqual([]);
  });

  it('starts the app at once in a hidden page, which paints nothing', () => {
    const page = drawnPage('/assets/feed-f.js', 'hidden');
    const importEntry = vi.fn(() => Promise.resolve());

    startAppAfterPaint(page, importEntry);
    expect(importEntry).toHaveBeenCalledExactlyOnceWith('/assets/app-a.js');
    expect(preloadsOf(page)).toEqual([{ href: '/assets/feed-f.js', crossOrigin: '' }]);
  });

  it('does nothing on a page without its tag', () => {
    const page = document.implementation.createHTMLDocument('app page');
    const importEntry = vi.fn(() => Promise.resolve());
    startAppAfterPaint(page, importEntry);
    expect(importEntry).not.toHaveBeenCalled();
  });
});
