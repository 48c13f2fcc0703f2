// A throwaway PostgreSQL for `npm run cluster` and the cluster bench: Debian's server binaries
// (/usr/lib/postgresql/15/bin, as .ci/run installs them), a fresh data directory, a Unix
// socket in that directory and no TCP port, trust authentication (nothing leaves the socket).
// PostgreSQL refuses to run as root, so under root it runs as the `postgres` user.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin'];

export interface ThrowawayPostgres {
  url: string;
  stop: () => void;
}

/** Where initdb and pg_ctl are (PG_BIN_DIR, else the newest Debian version), if anywhere. */
export function postgresBinDir(): string | undefined {
  return (process.env.PG_BIN_DIR ? [process.env.PG_BIN_DIR] : BIN_DIRS).find((dir) =>
    fs.existsSync(path.join(dir, 'initdb')),
  );
}

function binDir(): string {
  const found = postgresBinDir();
  if (!found) {
    throw new Error('PostgreSQL server binaries not found: apt-get install postgresql, or set DATABASE_URL');
  }
  return found;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as `postgres` when we are root. */
function run(bin: string, args: string[]): void {
  const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${path.basename(bin)} failed: ${result.stderr || result.stdout}`);
}

/**
 * Creates and starts a PostgreSQL in a new temporary directory (directly under the system's,
 * so the `postgres` user can reach it; short, as socket paths must be); `stop` stops it and
 * removes the directory.
 */
export function startThrowawayPostgres(): ThrowawayPostgres {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  const data = path.join(dir, 'data');
  fs.mkdirSync(data);
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  run(path.join(bin, 'initdb'), ['-D', data, '-U', 'shop', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-c listen_addresses='' -k ${dir} -c max_connections=200 -c fsync=off -c synchronous_commit=off`;
  run(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    'start',
  ]);
  run(path.join(bin, 'createdb'), ['-h', dir, '-U', 'shop', 'shop']);
  let stopped = false;
  return {
    url: `postgresql://shop@localhost/shop?host=${dir}`,
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
