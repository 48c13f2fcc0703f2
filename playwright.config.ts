import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumAvailable, chromiumPath } from './tests/setup/browser';
import { testDataDir } from './tests/setup/paths';
import { freePort } from './tests/setup/server';

// Chosen once in the runner; the worker processes inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= path.join(testDataDir, `run-${process.pid}`);
// Per run, so two runs in one work tree never delete each other's traces and screenshots.
process.env.E2E_RESULTS_DIR ??= path.join(testDataDir, 'e2e-results', String(process.pid));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

const desktop = { viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_RESULTS_DIR,
  globalSetup: './tests/setup/playwright-global-setup.ts',
  fullyParallel: true,
  forbidOnly: true,
  // Two cores on the CI machine: two browsers plus the server is what it holds.
  workers: 2,
  retries: 0,
  // A journey visits several pages and runs axe on each: generous for a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: path.join(testDataDir, 'playwright.json') }]],
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Tags say where a journey applies, so no project runs a test only to skip it:
    // @js-only (in-place behaviour), @no-js-only (form posts), @desktop-only (keyboard, desktop
    // rules), @mobile-only (phone-only parts such as the filter drawer).
    {
      name: 'desktop',
      grepInvert: /@no-js-only|@mobile-only/,
      use: { ...devices['Desktop Chrome'], ...desktop },
    },
    {
      name: 'mobile',
      grepInvert: /@no-js-only|@desktop-only/,
      // A phone's Chrome (user agent, touch) at the spec's mobileMedium width.
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop-nojs',
      grepInvert: /@js-only|@mobile-only/,
      use: { ...devices['Desktop Chrome'], ...desktop, javaScriptEnabled: false },
    },
  ],
  // Without a browser there is nothing to serve: the global setup fails at once with the
  // install hint instead of after a build and a server start.
  webServer: chromiumAvailable()
    ? {
        command: 'node --import tsx tests/setup/e2e-server.ts',
        url: `${baseURL}/healthz`,
        reuseExistingServer: false,
        // Build, copy of the template and start; seeding only when the template is stale.
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      }
    : undefined,
});
