/**
 * The HTML a set of pages renders, written to a folder, so that a change meant to cost less CPU
 * can be proven to change nothing a shopper gets: run it on the build before the change and on
 * the build after, then compare the folders (`--compare`). The built server runs on a copy of
 * the seeded template with the page cache off, so every page is rendered; each page is fetched as
 * a first visit (no cookies) and as a returning shopper (scripts/returning-shopper.ts: a guest
 * with a city, a basket and recently viewed products). What differs between two runs by design
 * is blanked: CSP nonces, the server's port, the build's chunk file names, and the guest's device
 * id (a new UUID each run, handed to the page's scripts).
 *
 *   npx tsx scripts/page-snapshots.ts --out .cache/pages-before [--no-build]
 *   npx tsx scripts/page-snapshots.ts --out .cache/pages-after --compare .cache/pages-before
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, startServer } from '../tests/setup/server';
import { BROWSER_UA, returningCookies } from './returning-shopper';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: '.cache/pages' },
    compare: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});

const CATALOGUE = '/catalog/man/obuv/krossovki/';
/** The pages compared: listings (filtered, sorted, more pages), a product, home, basket, search, content. */
const PAGES = [
  CATALOGUE,
  `${CATALOGUE}?sort=price-asc`,
  `${CATALOGUE}?brand=nike`,
  '/catalog/woman/',
  `${CATALOGUE}?shown=2`,
  '/',
  '/cart/',
  '/search/?q=кроссовки',
  '/about/shops/',
];

/** What two runs of one build differ in by design, blanked. */
function blanked(html: string, port: string): string {
  return (
    html
      .replace(/nonce="[^"]*"/g, 'nonce=""')
      .replace(/'nonce-[^']*'/g, "'nonce-'")
      .replaceAll(`:${port}`, ':PORT')
      .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css)/g, '$1-HASH.$2')
      // The guest's device id (mbDeviceUUID), new with every run.
      .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g, 'UUID')
  );
}

async function main(): Promise<void> {
  if (!args['no-build']) buildApp();
  const out = path.resolve(args.out);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const server = await startServer({ env: { PAGE_CACHE_BYTES: '0' } });
  try {
    const port = new URL(server.baseUrl).port;
    const listing = await (await fetch(`${server.baseUrl}${CATALOGUE}`)).text();
    const product = /href="(\/product\/[^"]+)"/.exec(listing)?.[1];
    if (!product) throw new Error(`no product link on ${CATALOGUE}`);
    const cookie = await returningCookies(server.baseUrl, product);
    const shoppers = { first: {}, returning: { Cookie: cookie, 'User-Agent': BROWSER_UA } };
    for (const [shopper, headers] of Object.entries(shoppers)) {
      for (const page of [...PAGES, product]) {
        const answer = await fetch(`${server.baseUrl}${page}`, { headers, redirect: 'manual' });
        const html = blanked(await answer.text(), port);
        const name = `${shopper}${page.replace(/[^\wа-я]+/gi, '_')}.html`;
        fs.writeFileSync(path.join(out, name), `<!-- ${answer.status} ${page} -->\n${html}`);
      }
    }
  } finally {
    await server.stop();
  }
  console.log(`wrote ${fs.readdirSync(out).length} pages to ${out}`);
  if (args.compare) process.exitCode = compare(path.resolve(args.compare), out) ? 0 : 1;
}

/** True when both folders hold the same files with the same bytes; prints what differs. */
function compare(before: string, after: string): boolean {
  const names = [...new Set([...fs.readdirSync(before), ...fs.readdirSync(after)])].sort();
  let same = true;
  for (const name of names) {
    const [a, b] = [before, after].map((dir) =>
      fs.existsSync(path.join(dir, name)) ? fs.readFileSync(path.join(dir, name), 'utf8') : null,
    );
    if (a === b) continue;
    same = false;
    const at = a && b ? [...a].findIndex((char, i) => char !== b[i]) : 0;
    console.log(
      `differs: ${name} at ${at}\n  before: ${a?.slice(at - 80, at + 120)}\n  after:  ${b?.slice(at - 80, at + 120)}`,
    );
  }
  console.log(same ? `same: ${names.length} pages byte for byte` : 'the pages differ');
  return same;
}

await main();
