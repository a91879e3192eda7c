/**
 * A drawn page starts the app once it is painted: its head preloads the app's entry instead of
 * running it, and runs the build's paint-first script (apps/web/src/paint-first.ts), which imports
 * that entry after the next frame. Evaluating React and the app is a long task on a phone; run
 * before the first paint, it kept the drawn page off the screen all that time. The visitor's page
 * and the pages the app draws in the browser run the entry as the build wrote it.
 */
import type { Manifest } from './screen-stylesheets';

/** The build's chunk of the app's entry, named by its group in apps/web/vite.config.ts. */
const APP_ENTRY_CHUNK = 'app';
const PAINT_FIRST_SOURCE = 'src/paint-first.ts';

/**
 * The page with the app's entry preloaded and started by the paint-first script; the page as it
 * is when the build has no such script or entry.
 */
export const withPaintFirst = (page: string, manifest: Manifest | undefined) => {
  const chunks = Object.values(manifest ?? {});
  const appEntry = chunks.find(
    (chunk) => chunk.name === APP_ENTRY_CHUNK && chunk.file.endsWith('.js'),
  );
  const paintFirst = manifest?.[PAINT_FIRST_SOURCE];
  if (!appEntry || !paintFirst) return page;
  const entryScript = new RegExp(
    `<script type="module"( crossorigin)? src="/${appEntry.file}"></script>`,
  );
  return page.replace(
    entryScript,
    (_script, crossorigin = '') =>
      `<link rel="modulepreload"${crossorigin} href="/${appEntry.file}" data-app-entry>` +
      `<script type="module"${crossorigin} src="/${paintFirst.file}"></script>`,
  );
};
