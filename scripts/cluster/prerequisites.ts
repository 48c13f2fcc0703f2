// What `npm run cluster` needs from the machine, checked before it builds anything: HAProxy,
// and PostgreSQL's server binaries unless DATABASE_URL names a running server. Each missing
// piece is one line saying how to install it (Debian's packages, as .ci/run installs them).
import fs from 'node:fs';
import { postgresBinDir } from './postgres';

export interface Prerequisites {
  haproxyPath: string;
  databaseUrl: string | undefined;
}

/** What is missing, one line each; empty when the cluster can start. */
export function missingPrerequisites({ haproxyPath, databaseUrl }: Prerequisites): string[] {
  const missing: string[] = [];
  if (!fs.existsSync(haproxyPath)) {
    missing.push(
      `HAProxy not found at ${haproxyPath}: install it with \`apt-get install haproxy\` (or set HAPROXY_PATH)`,
    );
  }
  if (!databaseUrl && !postgresBinDir()) {
    missing.push(
      'PostgreSQL server binaries not found (initdb under /usr/lib/postgresql/<version>/bin): install them with `apt-get install postgresql`, set PG_BIN_DIR, or give DATABASE_URL of a running server',
    );
  }
  return missing;
}
