// What the benchmarks that run the built shop on a big catalogue share: building it, starting
// build/server.js on a data directory of their own (never DATABASE_URL: the catalogue is the
// benchmark's PGlite), and reading the server's CPU time from /proc.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { processCpuMs } from './bench/process-cpu';

export const root = process.cwd();

/** `remix vite:build` in production mode, unless the caller already has a build (--no-build). */
export function buildShop(skip = false): void {
  if (skip) return;
  const result = spawnSync(path.join(root, 'node_modules/.bin/remix'), ['vite:build'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error('remix vite:build failed');
}

/** Starts the built server and waits (up to 5 minutes: the first start reads the catalogue) for /healthz. */
export async function startShopServer(options: {
  port: number;
  dataDir: string;
  products: number;
  logName: string;
}) {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const logFile = path.join(options.dataDir, options.logName);
  const log = fs.openSync(logFile, 'w');
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['build/server.js'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      NODE_ENV: 'production',
      SEED_PRODUCTS: String(options.products),
      // No load balancer asks a bench's server: it stops listening right after SIGTERM.
      SHUTDOWN_DRAIN_MS: '0',
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}); see ${logFile}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start; see ${logFile}`);
    await sleep(250);
  }
  return { child, logFile };
}

/** CPU seconds the server process has used so far (Linux /proc; NaN elsewhere). */
export const serverCpuSeconds = (pid: number): number => processCpuMs(pid) / 1000;

/** The p-quantile of ascending numbers (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}
