// The web server of the Playwright run (playwright.config.ts → webServer): builds the app,
// starts it on a copy of the seeded template (seeding only if the template is stale) at
// E2E_PORT with DATA_DIR = E2E_DATA_DIR, and cleans up when Playwright stops it. СДЭК is on,
// against a local stand-in (tests/mocks/cdek.ts) that serves Novosibirsk only, so the pickup
// point journey has points to pick and every other city's checkout stays as it was.
import { startCdekStandIn } from '../mocks/cdek';
import { buildApp, startServer } from './server';

const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
if (!port || !dataDir)
  throw new Error('e2e-server.ts is started by playwright.config.ts, which sets E2E_PORT and E2E_DATA_DIR');

buildApp();
const cdek = await startCdekStandIn();
const server = await startServer({ port, dataDir, env: cdek.env });
console.log(`[e2e] serving ${server.baseUrl} from ${server.dataDir} (log: ${server.logFile})`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await server.stop();
  await cdek.stop();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
