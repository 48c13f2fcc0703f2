import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Three projects, so each kind of test pays only for what it needs:
// - unit: code beside its tests under app/ (and the harness's helpers), no server, no database;
// - data: the data layer on a fresh PGlite (and PostgreSQL when TEST_DATABASE_URL is set):
//   tests/data/ and the *.data.test.ts files beside their code under app/;
// - http: pages and API routes over real HTTP against one built server per run
//   (tests/setup/global-setup.ts), started on a copy of the seeded template database.
// `npx vitest run app/utils` therefore starts no server.
export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
  // No test is served public files; the app's own Vite settings (vite.config.ts, the Remix
  // plugin) are not loaded here: vitest reads this file instead.
  publicDir: false,
  test: {
    environment: 'node',
    // Vitest's default on two cores is one worker; unit files are CPU-light enough to share.
    maxWorkers: 2,
    // A worker keeps the modules it loaded from one file to the next instead of loading the app
    // again per file: the unit run takes half the time (55 → 29 s), the HTTP run 88 → 74 s.
    // It holds because no test mocks a module or leaves global state behind: env overrides go
    // through resetEnvForTests, msw servers close in afterAll, databases are per suite.
    isolate: false,
    projects: [
      // Without isolation vitest asks projects of different parallelism for an order of their own.
      {
        extends: true,
        // Beside the code, and the test harness's own helpers.
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'tests/setup/**/*.test.ts',
            'tests/*.test.ts',
            'scripts/**/*.test.ts',
            'server/**/*.test.ts',
          ],
          exclude: ['app/**/*.data.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'data',
          include: ['tests/data/**/*.test.ts', 'app/**/*.data.test.ts'],
          sequence: { groupOrder: 1 },
          // Each file opens and seeds its own databases: CPU-bound, so one file at a time.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'http',
          include: ['tests/http/**/*.test.ts'],
          sequence: { groupOrder: 2 },
          globalSetup: ['tests/setup/global-setup.ts'],
          // Files share one server (and its per-IP limits): one file at a time keeps them
          // from tripping over each other's rate limits and timing.
          fileParallelism: false,
          testTimeout: 15_000,
        },
      },
    ],
  },
});
