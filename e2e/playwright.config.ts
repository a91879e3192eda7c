import { defineConfig } from '@playwright/test';
import { ENV_BASE_URL } from './support/env';
import { ARTIFACTS_DIR, CHROMIUM_ARGS, CHROMIUM_PATH } from './support/paths';

/** The account journeys against the built server; see support/global-setup.ts. */
export default defineConfig({
  testDir: './tests',
  outputDir: `${ARTIFACTS_DIR}/test-results`,
  globalSetup: './support/global-setup.ts',
  // One server and one data directory: the journeys run one after another.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: `${ARTIFACTS_DIR}/report`, open: 'never' }]],
  use: {
    // Set by global setup before the workers start.
    baseURL: process.env[ENV_BASE_URL],
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    screenshot: 'only-on-failure',
    // A trace costs a fifth of a journey's time; CI keeps the failure's screenshots and page
    // snapshot, and a journey run here keeps its trace when it fails.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
});
