// The logger is server only (app/utils/log.server.ts): the browser build swaps it for an empty
// module, so a call of it left in code the browser runs throws while the page loads. A module in
// both builds (a route) calls logger() only inside its server code (loader, action and what only
// they call), which the browser build leaves out, never at load.
// Reads the browser build the test server serves (built by the global setup).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

function scriptsUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? scriptsUnder(path.join(dir, entry.name))
        : entry.name.endsWith('.js')
          ? [path.join(dir, entry.name)]
          : [],
    );
}

test('no browser script calls the server-only logger', () => {
  const scripts = scriptsUnder(path.join(process.cwd(), 'build/client'));
  expect(scripts.length).toBeGreaterThan(10);
  // esbuild writes a call of an imported function as `(0, ns.logger)(…)`.
  const calling = scripts.filter((file) => /\.logger\)\(/.test(fs.readFileSync(file, 'utf8')));
  expect(calling.map((file) => path.relative(process.cwd(), file))).toEqual([]);
});
