import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { vitePlugin as remix } from '@remix-run/dev';
import { build as bundle } from 'esbuild';
import { defineConfig, type Plugin, type Rollup } from 'vite';

const appDirectory = path.resolve(import.meta.dirname, 'app');

/**
 * The browser's scripts in a few files per page instead of one per shared module set
 * (docs/decisions/0101-vite.md): what the entry and the root route load statically is the same
 * on every page, so it comes in two files — `framework` (npm code: React, React DOM, Remix, the
 * router) and `shell` (the shop's own code of the root: header, menus, layout, icons). Everything
 * else Rollup splits by the routes and lazy parts that use it, so no page loads code it does
 * not run. Gzip compresses each file alone: fewer, larger files weigh less.
 */
function pageChunks(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined;
  const isEntry = (id: string) => id === path.join(appDirectory, 'entry.client.tsx');
  const isRoot = (id: string) => id.startsWith(path.join(appDirectory, 'root.tsx'));
  return (id, { getModuleIds, getModuleInfo }) => {
    // The entry stays a file of its own: it hydrates the page as it runs, and Remix imports it
    // only after the page's route modules.
    if (isEntry(id)) return undefined;
    if (!shell) {
      const starts = [...getModuleIds()].filter((module) => isEntry(module) || isRoot(module));
      shell = staticClosure(starts, (module) => getModuleInfo(module)?.importedIds ?? []);
    }
    if (!shell.has(id)) return undefined;
    // Vite's own helpers (`\0vite/preload-helper.js`) are used by npm code and the shop's alike.
    return id.includes('/node_modules/') || id.startsWith('\0') ? 'framework' : 'shell';
  };
}

/** Every id reachable from `starts` by `next` (the starts included). */
function staticClosure(starts: Iterable<string>, next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...starts];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...next(id));
  }
  return seen;
}

/**
 * build/browser-chunks.json: which sources fill each file of the browser build, with their bytes
 * there, so scripts/bundle-report.ts can say what a page's first-load JavaScript is made of.
 */
function recordChunkSources(buildDirectory: string): Plugin {
  let ssr = false;
  return {
    name: 'shop:chunk-sources',
    apply: 'build',
    configResolved: (config) => void (ssr = Boolean(config.build.ssr)),
    async writeBundle(_options, bundle) {
      if (ssr) return;
      const sources = Object.fromEntries(
        Object.values(bundle)
          .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
          .map((chunk) => [
            `/${chunk.fileName}`,
            Object.fromEntries(
              Object.entries(chunk.modules).map(([id, { renderedLength }]) => [
                path.relative(import.meta.dirname, id.replace(/\?.*$/, '')),
                renderedLength,
              ]),
            ),
          ]),
      );
      await writeFile(path.join(buildDirectory, 'browser-chunks.json'), JSON.stringify(sources));
    },
  };
}

/**
 * After both builds: build/version.txt names the browser manifest's version (the latest-build
 * poll reads it, app/routes/resources.latest-build), and the server (server/*.ts) is bundled to
 * build/server.js for Node 20, which runs no TypeScript; its packages stay imports.
 */
async function finishBuild(buildDirectory: string) {
  const assets = path.join(buildDirectory, 'client', 'assets');
  const manifest = (await readdir(assets))
    .map((name) => /^manifest-([0-9a-f]+)\.js$/.exec(name))
    .find(Boolean);
  if (!manifest) throw new Error(`vite.config.ts: no route manifest in ${assets}`);
  await writeFile(path.join(buildDirectory, 'version.txt'), manifest[1]);
  await bundle({
    entryPoints: [path.resolve(import.meta.dirname, 'server/index.ts')],
    outfile: path.join(buildDirectory, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '~': appDirectory } },
  plugins: [
    remix({
      // The route tree is app/routes.ts (v3_routeConfig).
      serverModuleFormat: 'esm',
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_routeConfig: true,
        // Off: the full route manifest is one immutable file; see docs/decisions/0038-route-discovery.md.
        v3_lazyRouteDiscovery: false,
      },
      buildEnd: ({ remixConfig }) => finishBuild(remixConfig.buildDirectory),
    }),
    recordChunkSources(path.resolve(import.meta.dirname, 'build')),
  ],
  // Files a module imports (pictures, fonts) stay files, as under the classic compiler: a
  // data: URI would weigh on every page's HTML or script instead of being cached apart.
  build: {
    assetsInlineLimit: 0,
    modulePreload: false,
    // The browser's files only: the server build stays readable (its stack traces too).
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 } },
    // The server build is one module graph Node loads at once: no chunking to tune there.
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: pageChunks() } },
  },
  // ESM-only and written for bundlers.
  ssr: { noExternal: [/^remix-utils/] },
}));
