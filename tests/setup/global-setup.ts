// Global setup of the vitest "http" project: one built server on a copy of the seeded
// template database for the whole run. Unit and data tests never pay for it.
import type { TestProject } from 'vitest/node';
import { buildApp, startServer } from './server';

declare module 'vitest' {
  interface ProvidedContext {
    /** Origin of the running test server, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The server's DATA_DIR (its database copy, secrets and SMS outbox). */
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  buildApp();
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
  };
}
