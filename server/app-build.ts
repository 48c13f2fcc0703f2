// The app's server build, as production and development get it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import express, { type RequestHandler } from 'express';

export interface ServedBuild {
  /** The build as it was at the start: its entry module's exports serve the server itself. */
  build: ServerBuild;
  /** What Remix's handler asks on each request: the same build, or in development the latest. */
  latest: ServerBuild | (() => Promise<ServerBuild>);
  /** Serves the browser's scripts and styles. */
  assets: RequestHandler;
}

/** Where `vite build` (npm run build) writes the app; the server runs from the project root. */
const BUILD_DIR = path.resolve('build');

const nosniff = (res: express.Response) => res.setHeader('X-Content-Type-Options', 'nosniff');

/** Production: the built app, and its fingerprinted files for a year. */
export async function productionBuild(): Promise<ServedBuild> {
  const build: ServerBuild = await import(pathToFileURL(path.join(BUILD_DIR, 'server', 'index.js')).href);
  const assets = express.static(path.join(BUILD_DIR, 'client', 'assets'), {
    immutable: true,
    maxAge: '1y',
    setHeaders: nosniff,
  });
  const router = express.Router();
  router.use('/assets', assets);
  return { build, latest: build, assets: router };
}

/**
 * Development (`npm run dev`): Vite's dev server inside this one (middleware mode), which
 * serves the browser's modules with hot reload and compiles the server build on demand; each
 * request gets the build as the files are now. The database lives on globalThis, so a new
 * build keeps it open.
 */
export async function developmentBuild(): Promise<ServedBuild> {
  const vite = await import('vite');
  const server = await vite.createServer({ server: { middlewareMode: true } });
  const load = () => server.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
  return { build: await load(), latest: load, assets: server.middlewares };
}
