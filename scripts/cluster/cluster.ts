// A local cluster: one PostgreSQL (a throwaway one, or DATABASE_URL), N instances of the built
// server sharing it, the same secrets and one object storage (a local S3 stand-in, for
// pictures and 1С's uploads), each with a data folder of its own as on separate machines, and
// HAProxy in front (optional: the cluster test talks to the instances directly). Used by
// `npm run cluster`, `npm run bench:cluster` and tests/http/cluster.test.ts.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LoadBalancer, startHaproxy } from './haproxy';
import { type Instance, startInstance } from './instances';
import { type ObjectStorageStandIn, startObjectStorage } from './object-storage';
import { startThrowawayPostgres } from './postgres';
import { nodeArgumentsOf } from './units';

/**
 * Runs shop-migrate.service's command once, as an upgrade does before any instance starts;
 * its output goes to migrate.log in the cluster's directory.
 */
function migrate(root: string, dir: string, env: Record<string, string>): void {
  const log = path.join(dir, 'migrate.log');
  const out = fs.openSync(log, 'a');
  const result = spawnSync(process.execPath, nodeArgumentsOf(root, 'shop-migrate.service'), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  if (result.status !== 0) throw new Error(`the migrations failed (exit ${result.status}); see ${log}`);
}

export interface ClusterOptions {
  root: string;
  instances: number;
  /** The load balancer's port; instances take the next ones. No load balancer when null. */
  port: number | null;
  /** The instances' first port when there is no load balancer. */
  firstInstancePort?: number;
  /** PostgreSQL to use; a throwaway one is started when absent. */
  databaseUrl?: string;
  /** More environment for every instance (SEED_PRODUCTS, ACCESS_TOKEN_TTL …). */
  env?: Record<string, string>;
  /** Node's flags for every instance (--cpu-prof, --trace-gc …). */
  nodeArgs?: string[];
  /**
   * Where logs, each instance's DATA_DIR (data-<name>), the object storage's files and the
   * generated config go (a new temporary directory when absent).
   */
  dir?: string;
}

export interface Cluster {
  url: string | null;
  databaseUrl: string;
  dir: string;
  /** The S3 settings every instance was given (the stand-in's, or S3_* from the environment). */
  objectStorage: Record<string, string>;
  instances: Instance[];
  stop: () => Promise<void>;
}

const SECRETS = ['SESSION_SECRET', 'JWT_SECRET', 'OTP_PEPPER', 'CLIENT_ADDRESS_SECRET'] as const;

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-'));
  fs.mkdirSync(dir, { recursive: true });
  const postgres = options.databaseUrl ? null : startThrowawayPostgres();
  const databaseUrl = options.databaseUrl ?? postgres!.url;
  // Every instance must sign and verify with the same keys (docs/decisions/0036-cluster-shared-state.md).
  const secrets = Object.fromEntries(
    SECRETS.map((name) => [name, process.env[name] ?? randomBytes(32).toString('base64url')]),
  );
  const firstPort = options.port !== null ? options.port + 1 : (options.firstInstancePort ?? 8081);
  // Pictures and 1С's uploads must reach every instance: the operator's S3 when S3_* are set,
  // a local stand-in otherwise (docs/decisions/0081-object-storage.md).
  let standIn: ObjectStorageStandIn | null = null;
  if (!process.env.S3_ENDPOINT)
    standIn = await startObjectStorage({ directory: path.join(dir, 'object-storage') });
  const objectStorage =
    standIn?.env ??
    (Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('S3_'))) as Record<
      string,
      string
    >);
  const env = {
    ...secrets,
    ...objectStorage,
    DATABASE_URL: databaseUrl,
    // The load balancer adds X-Forwarded-For: one trusted hop, so limits count shoppers, not it.
    TRUST_PROXY: options.port !== null ? '1' : '',
    NODE_ENV: 'production',
    ...options.env,
  };
  const instances: Instance[] = [];
  let balancer: LoadBalancer | null = null;
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => instance.kill('SIGTERM')));
    await standIn?.stop();
    postgres?.stop();
  };
  try {
    migrate(options.root, dir, env);
    for (let i = 0; i < options.instances; i += 1) {
      const name = `instance-${i + 1}`;
      // A data folder of its own, as on a machine of its own: nothing is shared through it.
      const dataDir = path.join(dir, `data-${name}`);
      fs.mkdirSync(dataDir, { recursive: true });
      instances.push(
        startInstance({
          name,
          port: firstPort + i,
          env,
          dataDir,
          logDir: dir,
          root: options.root,
          nodeArgs: options.nodeArgs,
        }),
      );
    }
    // An empty database is seeded under one lock: the first does it, the others wait for it.
    await Promise.all(instances.map((instance) => instance.ready()));
    if (options.port !== null) {
      balancer = await startHaproxy({
        root: options.root,
        dir,
        port: options.port,
        backends: instances.map((instance) => ({ name: instance.name, port: instance.port })),
      });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: balancer?.url ?? null, databaseUrl, dir, objectStorage, instances, stop };
}
