// HAProxy in front of the instances, with the repository's cluster/haproxy.cfg: this appends
// one `server` line per instance to its backend and runs Debian's /usr/sbin/haproxy with it.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface LoadBalancer {
  url: string;
  stop: () => Promise<void>;
}

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

export async function startHaproxy(options: {
  root: string;
  dir: string;
  port: number;
  backends: { name: string; port: number }[];
}): Promise<LoadBalancer> {
  if (!fs.existsSync(HAPROXY)) throw new Error(`HAProxy not found at ${HAPROXY}: apt-get install haproxy`);
  const base = fs.readFileSync(path.join(options.root, 'cluster/haproxy.cfg'), 'utf8');
  const servers = options.backends.map((b) => `    server ${b.name} 127.0.0.1:${b.port} check`).join('\n');
  const config = path.join(options.dir, 'haproxy.cfg');
  fs.writeFileSync(config, `${base.trimEnd()}\n${servers}\n`);
  const check = spawn(HAPROXY, ['-c', '-q', '-f', config], {
    env: { ...process.env, CLUSTER_BIND: `127.0.0.1:${options.port}` },
    stdio: 'inherit',
  });
  const valid = await new Promise<number | null>((resolve) => check.once('exit', resolve));
  if (valid !== 0) throw new Error(`HAProxy refused ${config}`);
  const out = fs.openSync(path.join(options.dir, 'haproxy.log'), 'a');
  const child: ChildProcess = spawn(HAPROXY, ['-db', '-f', config], {
    env: { ...process.env, CLUSTER_BIND: `127.0.0.1:${options.port}` },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const url = `http://127.0.0.1:${options.port}`;
  // Listening, and its first health checks have put the instances in rotation.
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null)
      throw new Error(`HAProxy exited; see ${path.join(options.dir, 'haproxy.log')}`);
    const health = await fetch(`${url}/healthz/ready`).catch(() => null);
    if (health?.status === 200) break;
    if (waited > 30_000) throw new Error('HAProxy did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
