// npm run cluster: checks that HAProxy and PostgreSQL are installed (saying how to install
// what is not), builds the app, starts PostgreSQL (a throwaway one unless DATABASE_URL is
// set) and object storage (a local S3 stand-in unless S3_* are set), runs the migrations as
// shop-migrate.service does, starts CLUSTER_INSTANCES instances of the built server (default
// 2, each with a data folder of its own) as shop.service does and HAProxy in front on
// CLUSTER_PORT (default 8080), prints the address and runs until Ctrl+C.
import { spawnSync } from 'node:child_process';
import { startCluster } from './cluster/cluster';
import { HAPROXY } from './cluster/haproxy';
import { missingPrerequisites } from './cluster/prerequisites';

const root = process.cwd();
const count = Number(process.env.CLUSTER_INSTANCES ?? 2);
const port = Number(process.env.CLUSTER_PORT ?? 8080);
if (!Number.isInteger(count) || count < 1 || count > 16) throw new Error('CLUSTER_INSTANCES: 1 to 16');

const missing = missingPrerequisites({
  haproxyPath: HAPROXY,
  databaseUrl: process.env.DATABASE_URL || undefined,
});
if (missing.length > 0) {
  for (const line of missing) console.error(`[cluster] ${line}`);
  process.exit(1);
}

if (process.env.CLUSTER_SKIP_BUILD !== '1') {
  console.log('[cluster] building the app…');
  const build = spawnSync('npx', ['remix', 'vite:build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(
  `[cluster] starting ${count} instances on ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'a throwaway PostgreSQL'}…`,
);
const cluster = await startCluster({
  root,
  instances: count,
  port,
  databaseUrl: process.env.DATABASE_URL || undefined,
});
console.log(
  `[cluster] instances: ${cluster.instances.map((i) => `${i.name} ${i.url} (pid ${i.pid})`).join(', ')}`,
);
console.log(`[cluster] logs, each instance's data and the HAProxy config: ${cluster.dir}`);
console.log(
  `[cluster] object storage (pictures, 1С's uploads): ${cluster.objectStorage.S3_ENDPOINT}/${cluster.objectStorage.S3_BUCKET}`,
);
console.log(`[cluster] the shop: ${cluster.url}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('[cluster] stopping…');
    void cluster.stop().then(() => process.exit(0));
  });
}
