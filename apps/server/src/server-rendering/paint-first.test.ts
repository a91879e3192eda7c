import { describe, expect, it } from 'vitest';
import { screenModuleFiles, withPaintFirst, withScreenModules } from './paint-first';
import type { Manifest } from './screen-stylesheets';

const PAGE =
  '<head><script type="module" crossorigin src="/assets/rolldown-runtime-r.js"></script>' +
  '<script type="module" crossorigin src="/assets/app-a.js"></script></head><body></body>';

const MANIFEST: Manifest = {
  '_rolldown-runtime-r.js': { file: 'assets/rolldown-runtime-r.js', name: 'rolldown-runtime' },
  '_app-a.css': { file: 'assets/app-a.css' },
  '_app-a.js': { file: 'assets/app-a.js', name: 'app', imports: ['_rolldown-runtime-r.js'] },
  '_signed-in-s.js': {
    file: 'assets/signed-in-s.js',
    name: 'signed-in',
    imports: ['_rolldown-runtime-r.js', '_app-a.js'],
  },
  'src/features/feed/index.ts': {
    file: 'assets/feed-f.js',
    name: 'index',
    imports: ['_rolldown-runtime-r.js', '_app-a.js', '_signed-in-s.js'],
  },
  'virtual:quad-catalog/fr/first': { file: 'assets/catalog-fr-first-1.js' },
  'virtual:quad-catalog/fr/pages': { file: 'assets/catalog-fr-pages-2.js' },
  'virtual:quad-catalog/fr/member': { file: 'assets/catalog-fr-3.js' },
  'virtual:quad-catalog/en/member': { file: 'assets/catalog-en-4.js' },
  'src/paint-first.ts': { file: 'assets/paint-first-p.js', name: 'paint-first' },
};

const PAINT_FIRST_HEAD =
  '<head><script type="module" crossorigin src="/assets/rolldown-runtime-r.js"></script>' +
  '<script type="module" crossorigin src="/assets/paint-first-p.js" data-app-entry="/assets/app-a.js"></script></head>';

describe("a drawn page's start of the app", () => {
  it("runs the paint-first script in place of the app's entry, which it names", () => {
    expect(withPaintFirst(PAGE, MANIFEST)).toBe(`${PAINT_FIRST_HEAD}<body></body>`);
  });

  it('leaves the page as the build wrote it without a manifest or a paint-first script', () => {
    expect(withPaintFirst(PAGE, undefined)).toBe(PAGE);
    const withoutScript = { ...MANIFEST };
    delete withoutScript['src/paint-first.ts'];
    expect(withPaintFirst(PAGE, withoutScript)).toBe(PAGE);
  });

  it("names the screen's chunks, those they import and the language's catalogs, each once", () => {
    const catalogsOf = (language: string) =>
      ['first', 'pages', 'member'].map((tier) => `virtual:quad-catalog/${language}/${tier}`);
    expect(screenModuleFiles(MANIFEST, 'src/features/feed/index.ts', catalogsOf('fr'))).toEqual([
      '/assets/feed-f.js',
      '/assets/rolldown-runtime-r.js',
      '/assets/app-a.js',
      '/assets/signed-in-s.js',
      '/assets/catalog-fr-first-1.js',
      '/assets/catalog-fr-pages-2.js',
      '/assets/catalog-fr-3.js',
    ]);
    // Modules the build lacks (a screen put into a shared chunk, a missing tier) add nothing.
    expect(screenModuleFiles(MANIFEST, 'src/features/post/index.ts', catalogsOf('en'))).toEqual([
      '/assets/catalog-en-4.js',
    ]);
  });

  it('writes those files on the paint-first script, for it to fetch once the page is painted', () => {
    expect(
      withScreenModules(PAINT_FIRST_HEAD, ['/assets/feed-f.js', '/assets/catalog-fr-3.js']),
    ).toBe(
      '<head><script type="module" crossorigin src="/assets/rolldown-runtime-r.js"></script>' +
        '<script type="module" crossorigin src="/assets/paint-first-p.js" data-app-entry="/assets/app-a.js"' +
        ' data-screen-modules="/assets/feed-f.js /assets/catalog-fr-3.js"></script></head>',
    );
    expect(withScreenModules(PAINT_FIRST_HEAD, [])).toBe(PAINT_FIRST_HEAD);
    expect(withScreenModules(PAGE, ['/assets/feed-f.js'])).toBe(PAGE);
  });
});
