import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot, TEST_SEED_PRODUCTS, testDataDir } from './paths';
import { copyTemplate, ensureTemplate, tail } from './template';

export interface RunningServer {
  baseUrl: string;
  port: number;
  /** The server process's id (benchmarks read its CPU time from /proc). */
  pid: number;
  /** The server's DATA_DIR: its own copy of the template (database, secrets, SMS outbox). */
  dataDir: string;
  logFile: string;
  /** Stops the server and removes its DATA_DIR, unless `keepData` (the caller reads and removes it). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The built server, as `npm start` runs it (the app in build/server/, the browser's files in build/client/). */
export const SERVER_ENTRY = 'build/server.js';

/** `remix vite:build`, as `npm start` does it; the output goes to a log unless the build fails. */
export function buildApp(): void {
  fs.mkdirSync(testDataDir, { recursive: true });
  const started = Date.now();
  const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/remix'), ['vite:build'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`remix vite:build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`[tests] remix vite:build in ${Date.now() - started} ms`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** Server logs and browser-test results kept for reading after a run; older ones are removed. */
const KEPT_LOGS = 10;
const KEPT_E2E_RESULTS = 3;

/** Entries of a directory, newest first (one removed meanwhile by another run is skipped). */
function newestFirst(dir: string, names: string[]): string[] {
  return names
    .map((name) => ({
      full: path.join(dir, name),
      mtime: fs.statSync(path.join(dir, name), { throwIfNoEntry: false })?.mtimeMs,
    }))
    .filter((entry): entry is { full: string; mtime: number } => entry.mtime !== undefined)
    .sort((a, b) => b.mtime - a.mtime)
    .map((entry) => entry.full);
}

/** Removes database copies left by runs that were killed before cleaning up, and old logs and results. */
export function sweepStaleRuns(): void {
  if (!fs.existsSync(testDataDir)) return;
  const logs: string[] = [];
  for (const name of fs.readdirSync(testDataDir)) {
    const owner = /^(?:run|data)-(\d+)/.exec(name);
    if (owner && !isAlive(Number(owner[1])))
      fs.rmSync(path.join(testDataDir, name), { recursive: true, force: true });
    else if (/^server-\d+(?:-\d+)?\.log$/.test(name)) logs.push(name);
  }
  for (const file of newestFirst(testDataDir, logs).slice(KEPT_LOGS)) fs.rmSync(file, { force: true });

  const results = path.join(testDataDir, 'e2e-results');
  if (!fs.existsSync(results)) return;
  const finished = fs.readdirSync(results).filter((name) => !/^\d+$/.test(name) || !isAlive(Number(name)));
  for (const dir of newestFirst(results, finished).slice(KEPT_E2E_RESULTS)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// Settings of the developer's shell that would point the test server elsewhere (or make it
// send real SMS and letters).
const FOREIGN_SETTINGS = [
  'DATABASE_URL',
  'API_BASE_URL',
  'PUBLIC_URL',
  'HOST',
  'CLIENT_ADDRESS_SECRET',
  'SMS_PROVIDER',
  'MAIL_PROVIDER',
  'SHOP_MODE',
  'PAYMENT_PROVIDER',
  // The tests read the log in the form its SHOP_MODE gives (or the one they set).
  'LOG_LEVEL',
  'LOG_FORMAT',
];

/**
 * The test server's shop staff (ADMIN_PHONES): signing in with one gives ROLE_ADMIN. One phone
 * per test file that signs staff in: a phone gets one code a minute, so two files signing in
 * the same staff phone within a minute would have one of them refused.
 */
export const TEST_ADMIN_PHONES = {
  orderMessages: '+79990000911',
  bonusPromises: '+79990000912',
  attribution: '+79990000913',
  refunds: '+79990000914',
  shipment: '+79990000915',
  stockAlerts: '+79990000916',
  stockAlertsJourney: '+79990000917',
  keptAnswers: '+79990000918',
  pageCache: '+79990000920',
  realPackages: '+79990000921',
  jobs: '+79990000922',
  cluster: '+79990000923',
} as const;

/**
 * The proxy the tests stand in for. Requests from 127.0.0.1 (the default) are treated as
 * coming through a trusted proxy, so a test gives each shopper an address with
 * X-Forwarded-For; a test that connects from another loopback address (127.0.0.2 …) is a
 * shopper reaching the shop directly, whose X-Forwarded-For is not believed.
 */
export const TEST_TRUSTED_PROXY = '127.0.0.1';

/**
 * Starts the built server (`node build/server.js`, exactly what `npm start` runs) on a copy
 * of the seeded template, and resolves once GET /healthz answers 200. `env` adds settings (a
 * short ACCESS_TOKEN_TTL, say) for a suite that starts a server of its own; `nodeArgs` go to
 * node before the script (scripts/profile-pages.ts passes --cpu-prof). `prepare` gets the
 * copy's DATA_DIR before the server opens it: a suite writes rows of its own there (the
 * embedded database has one writer, so not while the server runs). `emptyDatabase` starts
 * it on an empty DATA_DIR instead, so it creates and seeds its database itself.
 */
export async function startServer(
  options: {
    port?: number;
    dataDir?: string;
    env?: Record<string, string>;
    nodeArgs?: string[];
    prepare?: (dataDir: string) => Promise<void>;
    emptyDatabase?: boolean;
  } = {},
): Promise<RunningServer> {
  sweepStaleRuns();
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? path.join(testDataDir, `run-${process.pid}`);
  if (options.emptyDatabase) fs.mkdirSync(dataDir, { recursive: true });
  else {
    await ensureTemplate();
    copyTemplate(dataDir);
  }
  await options.prepare?.(dataDir);

  // A second server of the same run (one with its own env) writes a log of its own.
  const logFile = path.join(testDataDir, `server-${process.pid}${options.env ? `-${port}` : ''}.log`);
  const log = fs.openSync(logFile, 'w');
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of FOREIGN_SETTINGS) delete env[name];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER_ENTRY], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SEED_PRODUCTS: String(TEST_SEED_PRODUCTS),
      // No load balancer asks a test server: it stops listening right after SIGTERM.
      SHUTDOWN_DRAIN_MS: '0',
      TRUST_PROXY: TEST_TRUSTED_PROXY,
      ADMIN_PHONES: Object.values(TEST_ADMIN_PHONES).join(','),
      ...options.env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  let exited: number | null | undefined;
  child.on('exit', (code) => (exited = code));

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async (stopping: { keepData?: boolean } = {}) => {
    if (exited === undefined) {
      child.kill('SIGTERM');
      for (let i = 0; i < 50 && exited === undefined; i++) await sleep(100);
      if (exited === undefined) child.kill('SIGKILL');
    }
    if (!stopping.keepData) fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited !== undefined) {
      await stop();
      throw new Error(
        `The test server exited (code ${exited}) before answering /healthz. ${logFile}:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The test server did not answer /healthz with 200 within 90 s. ${logFile}:\n${tail(logFile)}`,
      );
    }
    await sleep(200);
  }
  return { baseUrl, port, pid: child.pid ?? 0, dataDir, logFile, stop };
}
