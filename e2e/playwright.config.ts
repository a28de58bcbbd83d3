/**
 * Browser journeys in Debian's Chromium, headless, against a server started by scripts/e2e.mjs
 * (E2E_BASE_URL). Run through `npm run test:e2e`, which also builds the app and provides the database.
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
/** Debian's headless-only Chromium when installed (what scripts/e2e.mjs picks), else the full one. */
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

const AFTER_JOURNEYS = /aggregation\.spec\.ts$/;

export default defineConfig({
  testDir: '.',
  // Screenshots for people to look at (*.shot.ts) run only when asked: E2E_SCREENSHOTS=1.
  testMatch: process.env.E2E_SCREENSHOTS ? ['*.spec.ts', '*.shot.ts'] : '*.spec.ts',
  outputDir: './test-results',
  fullyParallel: false,
  // Three browsers on two cores: while one waits for the server (one embedded database connection, or
  // the worker's email), the others render. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: 0,
  // Only a hang should fail on time: on a busy 2-core machine (the server, its database and the browsers
  // share it with whatever else runs) a journey that takes 20 s alone can take several times as long.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  projects: [
    { name: 'journeys', testIgnore: AFTER_JOURNEYS },
    // The aggregation journey writes last month of the demo manager's organization from the ShelterLuv
    // fake: it runs once every other journey is done, so none of them meets that month changed.
    { name: 'after-journeys', testMatch: AFTER_JOURNEYS, dependencies: ['journeys'] },
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    headless: true,
    viewport: { width: 1360, height: 860 },
    // Dialogs, menus and toasts open without their transitions (the theme respects reduced motion): a
    // click never lands on a dialog still scaling in, which a busy machine showed as a lost click.
    reducedMotion: 'reduce',
    // A failed journey keeps its trace, without the page snapshots unless E2E_TRACE=full: recording a
    // snapshot of the page at every step doubled the time of the journeys that fill a whole month.
    trace: { mode: 'retain-on-failure', snapshots: process.env.E2E_TRACE === 'full', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
});
