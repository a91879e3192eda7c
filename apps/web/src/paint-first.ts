/**
 * The script a page drawn by the server runs in place of the app's entry (the server's
 * server-rendering/paint-first.ts writes it so). The page is painted first, with nothing of the
 * app's code fetched yet; then the entry and the screen's modules (named on this script's tag)
 * are fetched side by side, and the entry, once run, hydrates the page. On a phone, the entry's
 * download took the bandwidth the page and its first photo needed, and its run kept the page off
 * the screen.
 */

/** Past this, the app starts even if no frame came (a browser that paints seldom). */
export const PAINT_WAIT_MAX_MS = 200;

/** Fetches a module without running it; the app's own import of it then finds it fetched. */
const preloadModule = (document: Document, href: string, crossOrigin: string | null) => {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  if (crossOrigin !== null) link.setAttribute('crossorigin', crossOrigin);
  document.head.append(link);
};

/** Starts the app of the page's paint-first script once the page is painted. */
export const startAppAfterPaint = (
  document: Document,
  importEntry: (href: string) => Promise<unknown>,
) => {
  const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
  const entry = tag?.dataset.appEntry;
  if (!tag || !entry) return;
  let started = false;
  const startApp = () => {
    if (started) return;
    started = true;
    for (const href of (tag.dataset.screenModules ?? '').split(' ').filter(Boolean)) {
      preloadModule(document, href, tag.getAttribute('crossorigin'));
    }
    void importEntry(entry);
  };
  // A hidden page paints nothing: its app starts at once.
  if (document.visibilityState === 'hidden') return startApp();
  // After the next frame's callbacks, in the task that follows: once that frame is painted.
  requestAnimationFrame(() => setTimeout(startApp, 0));
  setTimeout(startApp, PAINT_WAIT_MAX_MS);
};

startAppAfterPaint(document, (href) => import(/* @vite-ignore */ href));
