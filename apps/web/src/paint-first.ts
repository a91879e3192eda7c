/**
 * The script a page drawn by the server runs in place of the app's entry (the server's
 * rendered-page.ts writes it so): the page is painted first, then the app's code, which the head
 * preloads, is evaluated and hydrates it. Evaluating React and the app is a long task on a phone;
 * run before the first paint, it kept the drawn page off the screen all that time.
 */

/** Past this, the app starts even if no frame came (a browser that paints seldom). */
const PAINT_WAIT_MAX_MS = 200;

const appEntry = document.querySelector<HTMLLinkElement>(
  'link[rel="modulepreload"][data-app-entry]',
);
let started = false;
const startApp = () => {
  if (started || !appEntry) return;
  started = true;
  void import(/* @vite-ignore */ appEntry.href);
};

// A hidden page paints nothing: its app starts at once.
if (document.visibilityState === 'hidden') startApp();
else {
  // After the next frame's callbacks, in the task that follows: once that frame is painted.
  requestAnimationFrame(() => setTimeout(startApp, 0));
  setTimeout(startApp, PAINT_WAIT_MAX_MS);
}
