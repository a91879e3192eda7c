import { describe, expect, it } from 'vitest';
import { withPaintFirst } from './paint-first';
import type { Manifest } from './screen-stylesheets';

const PAGE =
  '<head><script type="module" crossorigin src="/assets/rolldown-runtime-r.js"></script>' +
  '<script type="module" crossorigin src="/assets/app-a.js"></script></head><body></body>';

const MANIFEST: Manifest = {
  '_rolldown-runtime-r.js': { file: 'assets/rolldown-runtime-r.js', name: 'rolldown-runtime' },
  '_app-a.css': { file: 'assets/app-a.css' },
  '_app-a.js': { file: 'assets/app-a.js', name: 'app', imports: ['_rolldown-runtime-r.js'] },
  'src/paint-first.ts': { file: 'assets/paint-first-p.js', name: 'paint-first' },
};

describe("a drawn page's start of the app", () => {
  it("preloads the app's entry and runs the paint-first script in its place", () => {
    expect(withPaintFirst(PAGE, MANIFEST)).toBe(
      '<head><script type="module" crossorigin src="/assets/rolldown-runtime-r.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/app-a.js" data-app-entry>' +
        '<script type="module" crossorigin src="/assets/paint-first-p.js"></script></head><body></body>',
    );
  });

  it('leaves the page as the build wrote it without a manifest or a paint-first script', () => {
    expect(withPaintFirst(PAGE, undefined)).toBe(PAGE);
    const withoutScript = { ...MANIFEST };
    delete withoutScript['src/paint-first.ts'];
    expect(withPaintFirst(PAGE, withoutScript)).toBe(PAGE);
  });
});
