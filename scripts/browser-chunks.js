// The browser's scripts in a few files per page instead of forty (issue 14: first-load JS).
//
// Remix 2's classic compiler has esbuild split the browser build with no say in how: every set of
// entry points (each route, each lazy part) that shares a module gets a chunk of its own, so the
// catalogue page loaded 46 files, half of them under 300 bytes. Gzip compresses each file alone,
// so the same code cost about 9 kB more than in one stream. After esbuild, this step bundles its
// output again with Rollup and groups what every page loads anyway:
//   - `framework`: the npm code the entry and the root route load (React, React DOM, Remix, the
//     router): the same on every page and between the shop's releases, so it stays cached;
//   - `shell`: the root route and the shop's own code it loads (header, menus, layout, icons);
//   - everything else as Rollup splits it by the routes and lazy parts that use it, so no page
//     loads code it does not run.
// The entry and each route stay entry files with the exports Remix reads. The route manifest is
// rewritten to the new files before Remix writes it and hands it to the server build, so the
// browser's manifest, the server's modulepreload links and the files agree. `remix dev` keeps
// esbuild's files (its hot reload knows those). See docs/decisions/browser-chunks.md.
//
// Like browser-route-manifest.js, this wraps two functions of @remix-run/dev's compiler and fails
// the build loudly if Remix no longer has them.
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const remixCompiler = createRequire(import.meta.url);

/** Where the chunked files go, under the build's public path. */
export const CHUNK_DIR = 'c';

export function chunkBrowserBuildForPages() {
  const jsWriter = remixCompiler('@remix-run/dev/dist/compiler/js/write.js');
  const manifests = remixCompiler('@remix-run/dev/dist/compiler/manifest.js');
  if (typeof jsWriter.write !== 'function' || typeof manifests.create !== 'function')
    throw new Error('remix.config.js: Remix no longer writes the browser build as browser-chunks.js expects');
  if (manifests.create.chunksForPages) return;

  // A production build is chunked for pages; `remix dev` keeps esbuild's files for its hot reload.
  const chunking = (options) => process.env.NODE_ENV === 'production' && !options?.hmr;

  // esbuild's output of the build in progress, as the compiler hands it to its writer: Rollup
  // reads it from here (it may not be on disk yet when the manifest is made), and esbuild's
  // scripts are not written at all when they are chunked again (nothing would load them); its
  // other files (fonts, pictures a module imports) are.
  let esbuildFiles;
  const writeEsbuildFiles = jsWriter.write;
  jsWriter.write = (config, outputFiles) => {
    if (!chunking()) return writeEsbuildFiles(config, outputFiles);
    esbuildFiles = outputFiles;
    return writeEsbuildFiles(
      config,
      outputFiles.filter((file) => !file.path.endsWith('.js')),
    );
  };

  const createManifest = manifests.create;
  manifests.create = Object.assign(
    async (options) => {
      const manifest = await createManifest(options);
      if (!chunking(options)) return manifest;
      if (!esbuildFiles) throw new Error('browser-chunks.js: the manifest came before the browser build');
      const files = esbuildFiles;
      esbuildFiles = undefined;
      return chunkForPages({ config: options.config, metafile: options.metafile, files, manifest });
    },
    { chunksForPages: true },
  );
}

async function chunkForPages({ config, metafile, files, manifest }) {
  const { rollup } = await import('rollup');
  const buildDir = config.assetsBuildDirectory;
  const pathOf = (url) => join(buildDir, url.slice(config.publicPath.length));
  const urlOf = (fileName) => config.publicPath + fileName;
  const sources = new Map(
    files.filter((file) => file.path.endsWith('.js')).map((file) => [file.path, file.text]),
  );
  const isNpmOnly = (path) => {
    const output = metafile.outputs[relative(config.rootDirectory, path)];
    return Boolean(output) && Object.keys(output.inputs).every((input) => input.includes('node_modules/'));
  };

  const entryPath = pathOf(manifest.entry.module);
  const rootPath = pathOf(manifest.routes.root.module);
  const input = { 'entry.client': entryPath };
  for (const [id, route] of Object.entries(manifest.routes))
    input[id.replaceAll('/', '.')] = pathOf(route.module);

  let shell;
  const bundle = await rollup({
    input,
    // Remix reads a route's named exports; more exports on an entry file do no harm.
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      {
        name: 'esbuild-output',
        resolveId(source, importer) {
          if (sources.has(source)) return source;
          if (source.startsWith(config.publicPath)) return pathOf(source);
          if (importer && source.startsWith('.')) return resolve(dirname(importer), source);
          return null;
        },
        load(id) {
          const code = sources.get(id);
          if (code === undefined) throw new Error(`browser-chunks.js: esbuild wrote no ${id}`);
          return code;
        },
      },
    ],
    onwarn(warning) {
      if (warning.code === 'CIRCULAR_DEPENDENCY') return;
      throw new Error(`browser-chunks.js: ${warning.message}`);
    },
  });
  const { output } = await bundle.write({
    dir: buildDir,
    format: 'es',
    entryFileNames: `${CHUNK_DIR}/[name]-[hash].js`,
    // esbuild's names carry its own hash (`chunk-GPHP6PBA`), Rollup adds one of the content.
    chunkFileNames: (chunk) => `${CHUNK_DIR}/${chunk.name.replace(/-[0-9A-Z]{8}$/, '')}-[hash].js`,
    manualChunks(id, { getModuleInfo }) {
      // The entry stays a file of its own: it hydrates the page as it runs, and Remix imports
      // it only after the page's route modules. The root route's module is part of the shell
      // (its file keeps the root's exports); Remix imports it first on every page.
      if (id === entryPath) return undefined;
      shell ??= staticClosure([entryPath, rootPath], (module) => getModuleInfo(module).importedIds);
      if (!shell.has(id)) return undefined;
      return isNpmOnly(id) ? 'framework' : 'shell';
    },
  });
  await bundle.close();

  const chunks = output.filter((file) => file.type === 'chunk');
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryChunkOf = new Map(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => [chunk.facadeModuleId, chunk]),
  );
  const chunkOf = (url) => {
    const chunk = entryChunkOf.get(pathOf(url));
    if (!chunk) throw new Error(`browser-chunks.js: Rollup made no entry file for ${url}`);
    return chunk;
  };
  const importsOf = (chunk) =>
    [...staticClosure([chunk.fileName], (fileName) => byFileName.get(fileName).imports)]
      .filter((fileName) => fileName !== chunk.fileName)
      .map(urlOf);

  const rewritten = withPageChunks(
    manifest,
    (url) => urlOf(chunkOf(url).fileName),
    (url) => importsOf(chunkOf(url)),
  );
  await writeChunkSources(config, chunks, urlOf);
  return rewritten;
}

/** Every id reachable from `starts` by `next` (the starts included). */
export function staticClosure(starts, next) {
  const seen = new Set();
  const visit = (id) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const following of next(id)) visit(following);
  };
  for (const start of starts) visit(start);
  return seen;
}

/**
 * The manifest with each module at its new address and each route's imports made anew: every
 * file its module imports statically, less what the entry and its parent routes already load
 * (Remix's own rule, so a page's modulepreload links name each file once).
 */
export function withPageChunks(manifest, moduleAt, importsAt) {
  const entry = { module: moduleAt(manifest.entry.module), imports: importsAt(manifest.entry.module) };
  const loadedBy = new Map();
  const loadedAbove = (id) => {
    if (id === undefined) return new Set([entry.module, ...entry.imports]);
    if (!loadedBy.has(id)) {
      const route = manifest.routes[id];
      loadedBy.set(
        id,
        new Set([...loadedAbove(route.parentId), moduleAt(route.module), ...importsAt(route.module)]),
      );
    }
    return loadedBy.get(id);
  };
  const routes = Object.fromEntries(
    Object.entries(manifest.routes).map(([id, route]) => {
      const above = loadedAbove(route.parentId);
      const imports = importsAt(route.module).filter((url) => !above.has(url));
      return [
        id,
        { ...route, module: moduleAt(route.module), imports: imports.length > 0 ? imports : undefined },
      ];
    }),
  );
  return { ...manifest, entry, routes };
}

/**
 * build/browser-chunks.json: which of esbuild's files fill each new file and with how many bytes,
 * so scripts/bundle-report.ts can still say which sources a page's bytes come from.
 */
async function writeChunkSources(config, chunks, urlOf) {
  const sources = Object.fromEntries(
    chunks.map((chunk) => [
      urlOf(chunk.fileName),
      Object.fromEntries(
        Object.entries(chunk.modules).map(([path, { renderedLength }]) => [
          relative(config.rootDirectory, path),
          renderedLength,
        ]),
      ),
    ]),
  );
  const file = join(dirname(config.serverBuildPath), 'browser-chunks.json');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(sources));
}
