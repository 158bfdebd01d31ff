// Playwright journeys in Chromium against the real server: embedded PostgreSQL in a fresh data
// directory, the built SPA, the development mailbox. `npm test` finds Chromium and sets CHROMIUM_PATH.
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/chromium-args.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.E2E_PORT ?? 8190);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const DEMO_PASSWORD = 'demo-password-e2e';
export const E2E_POSTGRES_PORT = Number(process.env.E2E_POSTGRES_PORT ?? 8191);

// Made once by the runner's main process; its workers inherit the variable. The postgres system user
// (used when running as root) must be able to enter it, hence the mode.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'rueda-e2e-'));
  chmodSync(process.env.E2E_DATA_DIR, 0o755);
}

/**
 * The journeys that move the server's one clock (POST /api/test/clock): they run alone, once every other
 * journey has ended, since a moved clock would reach the journeys beside them (decision 061).
 */
const CLOCK_JOURNEYS = ['alerts.spec.ts', 'online-booking.spec.ts', 'subscription.spec.ts'];

/**
 * The journeys that change the demo workshop, or check its screens closely while it might change: one after
 * another, since one's writes reach another's screens live (a card dragged while the board redraws for a
 * repair made beside it). Those that only sign in to it and move around run beside them.
 */
const DEMO_JOURNEYS = [
  'accessibility.spec.ts',
  'customers.spec.ts',
  'photos.spec.ts',
  'repairs.spec.ts',
  'repairs-board-drags.spec.ts',
  'security-headers.spec.ts',
  'suspensions.spec.ts',
];

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two at a time: the demo workshop's journeys beside those with workshops of their own, then the clock's.
  // One at a time left a core idle for half the run (decision 061).
  workers: 2,
  // A journey that fails is run once more, and if it then passes `npm test` still names it (decision 047).
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  use: {
    baseURL: BASE_URL,
    // A trace is recorded for a failed journey's second run only: recording every journey's (to keep the failed
    // ones) made them a third slower (decision 061), and a journey that fails is run again anyway (decision 047).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'es-ES',
    // The staff app's service worker (decision 076) would take a journey's later pages and requests, out of reach of
    // page.route(), and download the whole app beside each journey: only the journeys about it let it run, with
    // `test.use({ serviceWorkers: 'allow' })` (app-install.spec.ts, the offline journeys).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'demo', testMatch: DEMO_JOURNEYS, workers: 1, use: DESKTOP },
    { name: 'own', testIgnore: [...DEMO_JOURNEYS, ...CLOCK_JOURNEYS], workers: 1, use: DESKTOP },
    { name: 'clock', testMatch: CLOCK_JOURNEYS, workers: 1, dependencies: ['demo', 'own'], use: DESKTOP },
  ],
  webServer: {
    // Built from the sources, then run, as `npm start` does (scripts/lib.mjs): the journeys never meet an old build (decision 062).
    command: `node ${path.join(ROOT, 'apps', 'server', 'scripts', 'build.mjs')} main && node --enable-source-maps ${path.join(ROOT, 'apps', 'server', 'dist', 'main.mjs')}`,
    cwd: ROOT,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DEMO_PASSWORD,
      EMBEDDED_POSTGRES_PORT: String(E2E_POSTGRES_PORT),
      LOG_LEVEL: 'warn',
      // Every journey registers from 127.0.0.1; the per-address limit has its own server test.
      AUTH_REQUESTS_PER_HOUR_PER_IP: '1000',
      SIGN_INS_PER_15_MINUTES_PER_IP: '1000',
      // The subscription journey moves the server's clock (POST /api/test/clock), which production refuses.
      NODE_ENV: 'test',
      RUEDA_TEST_CLOCK: '1',
    },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
