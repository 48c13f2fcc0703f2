// Instances of the built server (shop.service's command, `node build/server.js`, as `npm start`
// runs it after the build) for `npm run cluster`, the cluster bench and the cluster test: one
// process per port, its output in a log file, a readiness wait on /healthz/ready, and a kill
// and restart by pid.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { nodeArgumentsOf } from './units';

export interface Instance {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  /** Its DATA_DIR (SMS and mail outboxes, resized pictures), its own. */
  readonly dataDir: string;
  readonly pid: number | undefined;
  /** Waits until /healthz/ready answers 200 (database open, migrated, seeded; not draining). */
  ready: (timeoutMs?: number) => Promise<void>;
  /** Sends a signal (SIGKILL: the process dies at once, requests in flight with it). */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** Starts the process again on the same port (after a kill). */
  restart: () => void;
}

export interface InstanceOptions {
  name: string;
  port: number;
  /** Environment on top of this process's (DATA_DIR is `dataDir`). */
  env: Record<string, string>;
  dataDir: string;
  /** Where `<name>.log` is written. */
  logDir: string;
  /** The project root (the server runs from there: build/, public/, migrations). */
  root: string;
  /** Node's own flags before the script (--cpu-prof, --trace-gc …), for benchmarks. */
  nodeArgs?: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function startInstance(options: InstanceOptions): Instance {
  const url = `http://127.0.0.1:${options.port}`;
  const log = path.join(options.logDir, `${options.name}.log`);
  let child: ChildProcess;
  const launch = () => {
    const out = fs.openSync(log, 'a');
    child = spawn(
      process.execPath,
      [...(options.nodeArgs ?? []), ...nodeArgumentsOf(options.root, 'shop.service')],
      {
        cwd: options.root,
        env: {
          ...process.env,
          ...options.env,
          DATA_DIR: options.dataDir,
          PORT: String(options.port),
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', out, out],
      },
    );
    fs.closeSync(out);
  };
  launch();
  return {
    name: options.name,
    port: options.port,
    url,
    dataDir: options.dataDir,
    get pid() {
      return child.pid;
    },
    async ready(timeoutMs = 600_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null)
          throw new Error(`${options.name} exited (${child.exitCode}); see ${log}`);
        try {
          const response = await fetch(`${url}/healthz/ready`, { signal: AbortSignal.timeout(2_000) });
          if (response.status === 200) return;
        } catch {
          // Not listening yet.
        }
        await sleep(250);
      }
      throw new Error(`${options.name} was not ready within ${timeoutMs} ms; see ${log}`);
    },
    async kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
    restart: launch,
  };
}
