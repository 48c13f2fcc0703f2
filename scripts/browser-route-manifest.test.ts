// The browser's route manifest leaves out routes no page navigates, posts or fetches to. A page
// that linked one with <Link> would have the browser's router match the 404 splat instead, so
// this checks that no browser code names their addresses (pictures are only <img src>, which is
// no navigation, and are not checked).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { isBrowserlessRoute } from './browser-route-manifest.js';

const root = path.resolve(import.meta.dirname, '..');

function browserSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return browserSources(file);
    return /\.tsx$/.test(entry.name) && !/\.(server|test)\.tsx$/.test(entry.name) ? [file] : [];
  });
}

test('the routes only crawlers and the balancer ask for are out of the browser manifest; pages stay in', () => {
  for (const id of [
    'routes/healthz.ready',
    'routes/sitemap[.]xml',
    'routes/feeds.yandex[.]yml',
    'routes/api.cart',
  ])
    expect(isBrowserlessRoute(id), id).toBe(true);
  for (const id of ['routes/catalog.$', 'routes/resources.cart', 'routes/$', 'root'])
    expect(isBrowserlessRoute(id), id).toBe(false);
});

test('no browser code links, posts or fetches to those addresses', () => {
  const files = [
    ...browserSources(path.join(root, 'app/components')),
    ...browserSources(path.join(root, 'app/routes')),
  ];
  files.push(path.join(root, 'app/root.tsx'));
  expect(files.length).toBeGreaterThan(100);
  const naming = files.filter((file) =>
    /["'`]\/(healthz|sitemap\.xml|sitemaps\/|feeds\/|api\/)/.test(fs.readFileSync(file, 'utf8')),
  );
  expect(naming.map((file) => path.relative(root, file))).toEqual([]);
});
