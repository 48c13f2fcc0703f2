// A server of a suite's own, for settings the shared test server does not have: its own data
// folder (a copy of the template), started before the suite's tests and stopped after them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, startServer } from '../setup/server';

/** Registers the suite's server with `env` on top of the test server's; answers a getter for it. */
export function ownServer(
  name: string,
  env: Record<string, string>,
  prepare?: (dataDir: string) => Promise<void>,
): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`)), env, prepare });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });
  return () => {
    if (!server) throw new Error(`the ${name} server did not start`);
    return server;
  };
}
