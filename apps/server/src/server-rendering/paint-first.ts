/**
 * A drawn page is painted before any of the app's code is fetched: its head runs the build's
 * small paint-first script (apps/web/src/paint-first.ts) in place of the app's entry, and that
 * script, once the first frame is painted, fetches the entry and every module the screen needs
 * (its chunks and the page language's catalogs) side by side, then starts the app.
 *
 * Fetched from the head, the entry (110 kB) took a phone's bandwidth from the page and its first
 * photo, and the screen's chunks came only after the entry had run and asked for them, one round
 * trip later. The visitor's page and the pages the app draws in the browser run the entry as the
 * build wrote it.
 */
import type { Manifest } from './screen-stylesheets';

/** The build's chunk of the app's entry, named by its group in apps/web/vite.config.ts. */
const APP_ENTRY_CHUNK = 'app';
const PAINT_FIRST_SOURCE = 'src/paint-first.ts';

const PAINT_FIRST_SCRIPT = /<script type="module"[^>]* data-app-entry="[^"]*"/;

/**
 * The page with the app's entry started by the paint-first script (`data-app-entry`); the page as
 * it is when the build has no such script or entry.
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
      `<script type="module"${crossorigin} src="/${paintFirst.file}" data-app-entry="/${appEntry.file}"></script>`,
  );
};

/**
 * The files of the build a screen needs, beside the app's entry: its module's chunk, those it
 * imports, and the catalogs' modules of the page's language (the server entry's catalogModulesOf).
 */
export const screenModuleFiles = (
  manifest: Manifest,
  screenModule: string,
  catalogModules: readonly string[],
) => {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(screenModule);
  catalogModules.forEach(visit);
  return [...files];
};

/** The head with the screen's modules named on its paint-first script, fetched with the entry. */
export const withScreenModules = (head: string, files: readonly string[]) =>
  files.length === 0
    ? head
    : head.replace(
        PAINT_FIRST_SCRIPT,
        (script) => `${script} data-screen-modules="${files.join(' ')}"`,
      );
