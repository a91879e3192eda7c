import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createQueryClient, feedQuery } from './api';
import { App } from './app/app';
import { readFirstScreenData } from './app/first-screen';
import { activateLanguage, startLanguage } from './i18n/languages';
import { routes } from './app/routes';
import { connectApiClient } from './app/setup';
import { useSession } from './session/session-store';
import { applyTheme, useTheme } from './session/theme-store';
import { startClockAt } from './ui/clock';
import { yieldToBrowser } from './lib/yield-to-browser';
import { warmUpNumberFormatting } from './i18n/warm-up';
import './styles/global.css';

// Before the first paint, so a light-mode member never sees a dark flash.
applyTheme(useTheme.getState().theme);

// Evaluating the app's modules was one task; the browser's number data, the router and the
// page's data, and the language's catalog each start one of their own (a phone counts each task
// past 50 ms as time it could not answer a tap).
await yieldToBrowser();
warmUpNumberFormatting(document.documentElement.lang);
await yieldToBrowser();

const queryClient = createQueryClient();
const router = createBrowserRouter(routes);
connectApiClient(router, queryClient);

// A page the server rendered carries its first page of data: the app starts from it.
const firstScreen = readFirstScreenData();
if (firstScreen) {
  hydrate(queryClient, firstScreen.state);
  startClockAt(firstScreen.page.now);
}

// A member opening the home feed: the screen's code and the feed's first page are asked for now,
// together, rather than the page only once the code has arrived and rendered.
if (location.pathname === '/' && useSession.getState().user) {
  void import('./features/feed');
  void queryClient.prefetchInfiniteQuery(feedQuery);
}

// The service worker (app-shell.config.ts), once the page has loaded: the start-up yields to the
// browser above, so the page may have loaded already.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const registerServiceWorker = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' });
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker, { once: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The page's language's catalog comes before the first render (a drawn page's, for hydration).
await yieldToBrowser();
await activateLanguage(await startLanguage(firstScreen?.page.language));
await yieldToBrowser();

// In a transition, React renders the first screen in slices between which the browser stays
// responsive (a slow phone would otherwise be blocked for the whole render); whatever index.html
// painted stays on view until it is done.
startTransition(() => {
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} renderedPage={firstScreen?.page} />
    </StrictMode>
  );
  if (firstScreen) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
