import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme } from './theme-store';

afterEach(() => {
  vi.restoreAllMocks();
  for (const meta of document.head.querySelectorAll('meta[name="theme-color"]')) meta.remove();
  document.documentElement.dataset.theme = 'dark';
});

describe('applyTheme', () => {
  it('sets the palette and the browser bar’s colour without making the browser compute styles', () => {
    for (const media of ['(prefers-color-scheme: dark)', '(prefers-color-scheme: light)']) {
      const meta = document.createElement('meta');
      meta.name = 'theme-color';
      meta.media = media;
      document.head.append(meta);
    }
    const computed = vi.spyOn(window, 'getComputedStyle');

    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    const colours = () =>
      [...document.head.querySelectorAll('meta[name="theme-color"]')].map((meta) =>
        meta.getAttribute('content'),
      );
    expect(colours()).toEqual(['#ffffff', '#ffffff']);
    applyTheme('dark');
    expect(colours()).toEqual(['#242526', '#242526']);
    // A computed style read as the app starts would lay out the whole drawn page in its first task.
    expect(computed).not.toHaveBeenCalled();
  });
});
