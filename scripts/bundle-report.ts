// What each page's first-load JavaScript is made of, read from the last `npm run build`: the
// route manifest says which files a page loads before hydrating (the entry, then each route of
// the page's branch with its imports, exactly the modulepreload links Remix writes), and
// build/browser-chunks.json (written by vite.config.ts) which sources fill each file and with
// how many bytes. A file's gzip size is shared among its sources in proportion to their bytes
// in it, so the parts add up to the page's total (tests/setup/page-weight.ts counts the same
// files on the running server).
//
//   npx tsx scripts/bundle-report.ts [--top 25] [--pages home,checkout,routes/brands] [--build]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}
/**
 * The leaf route of each page a shopper reaches, as tests/http/page-budgets.test.ts names them
 * (the sign-in dialog opens over any page: its code is fetched when it opens).
 */
const PAGE_ROUTES: Record<string, string> = {
  home: 'routes/_index',
  catalogue: 'routes/catalog.$',
  product: 'routes/product.$productCode',
  search: 'routes/search._index',
  content: 'routes/about.company',
  cart: 'routes/cart',
  checkout: 'routes/order.make',
  profile: 'routes/personal.profile',
  orders: 'routes/personal.orders._index',
  order: 'routes/personal.orders.$id',
  'order placed': 'routes/order.done.$id',
  favourites: 'routes/personal.wishlist',
  'loyalty programme': 'routes/personal.loyalty-program',
};

const { values } = parseArgs({
  options: {
    top: { type: 'string', default: '25' },
    pages: { type: 'string', default: Object.keys(PAGE_ROUTES).join(',') },
    build: { type: 'boolean', default: false },
  },
});
if (values.build) execFileSync('npx', ['remix', 'vite:build'], { stdio: 'inherit' });

const root = process.cwd();
// The last build named its manifest's version in build/version.txt, and its file after it.
const version = existsSync(join(root, 'build/version.txt'))
  ? readFileSync(join(root, 'build/version.txt'), 'utf8').trim()
  : undefined;
const manifestUrl = `/assets/manifest-${version}.js`;
if (!version || !existsSync(join(root, 'build/client', manifestUrl)))
  throw new Error('no manifest of the last build in build/client: run `npm run build` first');
const manifest = JSON.parse(
  readFileSync(join(root, 'build/client', manifestUrl), 'utf8')
    .replace(/^window\.__remixManifest=/, '')
    .replace(/;\s*$/, ''),
) as Manifest;

// Each file the browser loads, as the sources in it and their bytes there.
const chunkSources = JSON.parse(readFileSync(join(root, 'build/browser-chunks.json'), 'utf8')) as Record<
  string,
  Record<string, number>
>;

const gzipCache = new Map<string, number>();
function gzipOf(url: string): number {
  let size = gzipCache.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(root, 'build/client', url))).length;
    gzipCache.set(url, size);
  }
  return size;
}

/** Files a page loads before hydration: the manifest itself, the entry, each route of the branch. */
function firstLoadFiles(leaf: string): string[] {
  const files = new Set<string>([manifestUrl, manifest.entry.module, ...manifest.entry.imports]);
  const branch: ManifestRoute[] = [];
  for (
    let route: ManifestRoute | undefined = manifest.routes[leaf];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  )
    branch.unshift(route);
  if (branch.length === 0) throw new Error(`no route ${leaf} in the manifest`);
  for (const route of branch) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

/** A source's group: its npm package, or its folder under app/ (a route module stands alone). */
function groupOf(input: string): string {
  const clean = input.replace(/^[a-z-]+:/, '').replace(/\?.*$/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg) return pkg[1];
  const app = /^app\/(.+)$/.exec(clean);
  if (!app) return clean;
  const parts = app[1].split('/');
  if (parts[0] === 'routes') return `app/routes/${parts[1]}`;
  return parts.length > 2 ? `app/${parts[0]}/${parts[1]}` : `app/${app[1]}`;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const top = Number(values.top);

for (const page of values.pages.split(',')) {
  const leaf = PAGE_ROUTES[page] ?? page;
  const files = firstLoadFiles(leaf);
  const groups = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const gzip = gzipOf(file);
    total += gzip;
    const parts = chunkSources[file];
    if (!parts) {
      groups.set('(route manifest)', (groups.get('(route manifest)') ?? 0) + gzip);
      continue;
    }
    const fileBytes = Object.values(parts).reduce((sum, bytes) => sum + bytes, 0);
    for (const [source, bytes] of Object.entries(parts)) {
      const share = (gzip * bytes) / (fileBytes || 1);
      groups.set(groupOf(source), (groups.get(groupOf(source)) ?? 0) + share);
    }
  }
  console.log(`\n${page} (${leaf}): ${files.length} files, ${kB(total)} gzip`);
  const sorted = [...groups.entries()].sort((a, b) => b[1] - a[1]);
  for (const [group, bytes] of sorted.slice(0, top)) console.log(`  ${kB(bytes).padStart(9)}  ${group}`);
  const rest = sorted.slice(top).reduce((sum, [, bytes]) => sum + bytes, 0);
  if (rest > 0) console.log(`  ${kB(rest).padStart(9)}  (${sorted.length - top} more)`);
}
