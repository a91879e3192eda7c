import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readBuildManifest,
  screenStylesheetsOf,
  stylesheetTexts,
  withStylesheets,
  type Manifest,
} from './screen-stylesheets';

let dist: string | undefined;
afterEach(async () => {
  if (dist) await rm(dist, { recursive: true, force: true });
});

/** The manifest as the server reads it from a build's folder. */
const manifestOfBuild = async (manifest: Manifest) => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'quad-web-manifest-'));
  await mkdir(path.join(dist, '.vite'));
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return readBuildManifest(dist);
};

describe('the stylesheets of the drawn screens', () => {
  it("are each screen's own and those of the chunks it imports, each once", async () => {
    const manifest = await manifestOfBuild({
      'index.html': { file: 'assets/index-a.js', css: ['assets/index-a.css'] },
      'src/features/feed/index.ts': { file: 'assets/feed-b.js', imports: ['_signed-in-c.js'] },
      'src/features/profile/index.ts': {
        file: 'assets/profile-d.js',
        css: ['assets/profile-d.css'],
        imports: ['_signed-in-c.js', 'index.html'],
      },
      '_signed-in-c.js': { file: 'assets/signed-in-c.js', css: ['assets/signed-in-c.css'] },
      'src/features/settings/index.ts': { file: 'assets/settings-e.js', css: ['settings-e.css'] },
    });
    const stylesheets = screenStylesheetsOf(manifest, [
      'src/features/feed/index.ts',
      'src/features/profile/index.ts',
    ]);
    expect(stylesheets.get('src/features/feed/index.ts')).toEqual(['/assets/signed-in-c.css']);
    expect(stylesheets.get('src/features/profile/index.ts')).toEqual([
      '/assets/profile-d.css',
      '/assets/signed-in-c.css',
      '/assets/index-a.css',
    ]);
  });

  it('are the shared chunks’ for a module the build put into a shared chunk', async () => {
    const manifest = await manifestOfBuild({
      'index.html': { file: 'assets/index-a.js', css: ['assets/index-a.css'] },
      '_signed-in-c.js': { file: 'assets/signed-in-c.js', css: ['assets/signed-in-c.css'] },
      '_framework-f.js': { file: 'assets/framework-f.js' },
    });
    expect(screenStylesheetsOf(manifest, ['src/features/post/index.ts'])).toEqual(
      new Map([['src/features/post/index.ts', ['/assets/signed-in-c.css']]]),
    );
  });

  it('are none without a manifest (a build without one, the tests’ small page)', async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'quad-web-manifest-'));
    expect(readBuildManifest(dist)).toBeUndefined();
    expect(screenStylesheetsOf(undefined, ['src/features/feed/index.ts']).size).toBe(0);
  });

  it('are written out in the head, where it links them and then at its end, each with a disabled link', () => {
    const head =
      '<html><head><link rel="stylesheet" crossorigin href="/assets/index-a.css"><title>Quad</title></head>';
    const texts: Record<string, string> = {
      '/assets/index-a.css': 'body{margin:0}',
      '/assets/b.css': '.b{color:red}',
    };
    expect(
      withStylesheets(head, ['/assets/index-a.css', '/assets/b.css'], (href) => texts[href]),
    ).toBe(
      '<html><head><style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-a.css" disabled>' +
        '<title>Quad</title>' +
        '<style>.b{color:red}</style><link rel="stylesheet" href="/assets/b.css" disabled></head>',
    );
  });

  it('are linked when their text is not at hand', () => {
    const head = '<html><head></head>';
    expect(withStylesheets(head, ['/assets/b.css'], () => undefined)).toBe(
      '<html><head><link rel="stylesheet" href="/assets/b.css"></head>',
    );
  });

  it('are read from the build once, and only from its assets', async () => {
    const webDist = await mkdtemp(path.join(os.tmpdir(), 'quad-web-build-'));
    dist = webDist;
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'assets', 'b.css'), '.b{color:red}');
    await writeFile(path.join(webDist, 'assets', 'c.css'), '.c{}</style><script>');
    await writeFile(path.join(webDist, 'secret.css'), '.secret{}');
    const textOf = stylesheetTexts(webDist);
    expect(textOf('/assets/b.css')).toBe('.b{color:red}');
    await writeFile(path.join(webDist, 'assets', 'b.css'), '.changed{}');
    expect(textOf('/assets/b.css')).toBe('.b{color:red}');
    expect(textOf('/assets/c.css')).toBeUndefined();
    expect(textOf('/assets/../secret.css')).toBeUndefined();
    expect(textOf('/assets/missing.css')).toBeUndefined();
  });
});
