/** Where the suite finds the built app and puts what it produces. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
export const SCREENSHOTS_DIR = path.join(ARTIFACTS_DIR, 'screenshots');

export const SERVER_BUNDLE = path.join(REPO_ROOT, 'apps/server/dist/server.js');
export const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
/** The web app's server entry (`vite build --ssr`), which draws a member's first screens. */
export const WEB_SERVER_ENTRY = path.join(REPO_ROOT, 'apps/web/dist/ssr/entry-server.js');

/** Debian's Chromium; Playwright's own browser downloads are never used. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Everything the journeys need before a server can start, as one clear error. */
export const assertPrerequisites = () => {
  const missing = [SERVER_BUNDLE, WEB_INDEX, WEB_SERVER_ENTRY].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The built app is missing (${missing.map((file) => path.relative(REPO_ROOT, file)).join(', ')}): run npm run build first.`,
    );
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: apt-get install -y chromium fonts-noto-color-emoji ` +
        '(the suite uses the system browser, not npx playwright install).',
    );
  }
};
