// Testing Library unmounts each test's tree by itself only where the runner has a global
// afterEach; Vitest runs here without globals, so the cleanup below is what does it.
/* eslint-disable testing-library/no-manual-cleanup */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';
import { activateLanguage } from '../i18n/languages';
import { useNotified } from '../session/notified-store';
import { useSession } from '../session/session-store';
import { useTheme } from '../session/theme-store';
import { stubApi } from './fetch-stub';
import { installObjectUrls, takeLiveObjectUrls } from './object-urls';
import { problems, reportProblem } from './problems';

// The CI machine has two cores; a first render can take a while there.
configure({ asyncUtilTimeout: 5000 });
installObjectUrls();

// Every test starts in English, as a browser the server sent no other language for.
await activateLanguage('en', 'signed-in');

// The code the app fetches when a screen or a dialog first shows, imported once before the tests:
// a test then waits for a lazy component a moment, not for its modules to be compiled. Not the
// profile: its tests replace a module that it imports (vi.mock), which only works for a module
// that the test file is the first to import.
await Promise.all([
  import('../features/activation'),
  import('../features/auth/finish-profile-page'),
  import('../features/auth/sign-up-modal'),
  import('../features/feed'),
  import('../features/friends'),
  import('../features/profile/photo-viewer'),
  import('../features/reset'),
  import('../features/saved'),
  import('../features/shell/app-header'),
  import('../features/support'),
]);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reportProblem(`console.error: ${format(...args)}`);
  });
  // jsdom does not scroll; the router's scroll restoration calls this.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // No test reaches the network: each one stubs the calls it expects.
  stubApi({});
});

afterEach(async () => {
  cleanup();
  for (const url of takeLiveObjectUrls()) reportProblem(`object URL never revoked: ${url}`);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  sessionStorage.clear();
  localStorage.clear();
  useNotified.setState({ notified: undefined });
  useSession.setState({ user: null });
  useTheme.setState({ theme: 'dark' });
  document.documentElement.dataset.theme = 'dark';
  document.title = '';
  await activateLanguage('en', 'signed-in');
  const found = problems.splice(0);
  if (found.length > 0) throw new Error(`Unexpected during the test:\n${found.join('\n')}`);
});
