// The browser the journeys launch, and what a developer without one is told (the
// browser tests fail with a message saying how to get one).
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumAvailable, chromiumPath } from './browser';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const saved = process.env.CHROMIUM_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = saved;
});

describe('chromiumPath', () => {
  it('takes CHROMIUM_PATH over any installed build', () => {
    process.env.CHROMIUM_PATH = '/opt/chrome/chrome';
    expect(chromiumPath()).toBe('/opt/chrome/chrome');
    expect(chromiumAvailable()).toBe(false);
  });

  it("otherwise names one of Debian's builds", () => {
    delete process.env.CHROMIUM_PATH;
    expect(['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']).toContain(chromiumPath());
  });
});

describe('without a browser', () => {
  it('the Playwright run fails at once and says how to get one', () => {
    const run = spawnSync(
      path.join(repoRoot, 'node_modules/.bin/playwright'),
      ['test', 'tests/e2e/redirects.spec.ts', '--project=desktop', '--reporter=line'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        env: {
          ...process.env,
          CHROMIUM_PATH: '/nonexistent/chromium',
          // Nothing of this run lands beside the real runs' results.
          E2E_RESULTS_DIR: path.join(os.tmpdir(), `browser-missing-${process.pid}`),
        },
        timeout: 60_000,
      },
    );
    expect(run.status).not.toBe(0);
    const said = `${run.stdout}${run.stderr}`;
    expect(said).toContain('Chromium not found at /nonexistent/chromium');
    expect(said).toContain('apt-get install chromium');
    expect(said).toContain('CHROMIUM_PATH');
  }, 60_000);
});
