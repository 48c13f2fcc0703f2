import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { localImportGraph } from './import-graph';
import { withDirectoryLock } from './lock';
import { repoRoot, TEST_SEED_PRODUCTS, templateInputs, testDataDir } from './paths';

/** The seeded DATA_DIR every test server starts from (a copy of it, never the original). */
export const templateDir = path.join(testDataDir, 'template');
const hashFile = path.join(testDataDir, 'template.hash');
const lockDir = path.join(testDataDir, 'template.lock');
const logFile = path.join(testDataDir, 'template.log');

function filesUnder(entry: string): string[] {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)));
}

const seedScript = path.join(import.meta.dirname, 'seed-template.ts');

/**
 * Hash of everything the seeded database is made from: the migrations, the seed folder (with
 * its data files), the taxonomy, and every module the seed script imports (content texts,
 * promo codes, image generation live elsewhere). A change means the template is stale.
 */
export function templateHash(): string {
  const hash = createHash('sha256');
  hash.update(`products=${TEST_SEED_PRODUCTS}\n`);
  const files = new Set([...templateInputs.flatMap(filesUnder), ...localImportGraph(seedScript)]);
  for (const file of [...files].sort()) {
    hash.update(path.relative(repoRoot, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

function isCurrent(hash: string): boolean {
  try {
    return (
      fs.readFileSync(hashFile, 'utf8').trim() === hash && fs.existsSync(path.join(templateDir, 'pglite'))
    );
  } catch {
    return false;
  }
}

/** The last lines of a log, for error messages. */
export function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Seeds in a child process so its DATA_DIR and the WASM database stay out of the test runner. */
function seedInto(directory: string): Promise<void> {
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', seedScript, directory], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: directory,
      SEED_PRODUCTS: String(TEST_SEED_PRODUCTS),
      DATABASE_URL: '',
      // The template is the demo shop whatever the developer's shell says.
      SHOP_MODE: 'demo',
    },
    stdio: ['ignore', log, log],
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.closeSync(log);
      if (code === 0) resolve();
      else
        reject(new Error(`Seeding the test template failed (exit ${code}). ${logFile}:\n${tail(logFile)}`));
    });
  });
}

/**
 * Returns the directory of the seeded template database, building it first when it is
 * missing or its inputs changed. Seeding happens once; every run then copies the result.
 */
export async function ensureTemplate(): Promise<string> {
  const hash = templateHash();
  if (isCurrent(hash)) return templateDir;
  return withDirectoryLock(lockDir, async () => {
    if (isCurrent(hash)) return templateDir; // another run built it while we waited
    const started = Date.now();
    const building = path.join(testDataDir, `template-building-${process.pid}`);
    fs.rmSync(building, { recursive: true, force: true });
    await seedInto(building);
    fs.rmSync(hashFile, { force: true });
    fs.rmSync(templateDir, { recursive: true, force: true });
    fs.renameSync(building, templateDir);
    fs.writeFileSync(hashFile, hash);
    console.log(
      `[tests] seeded the template database (${TEST_SEED_PRODUCTS} products) in ${Date.now() - started} ms`,
    );
    return templateDir;
  });
}

/** A private copy of the template for one server: tests may write to it freely. */
export function copyTemplate(target: string): string {
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(templateDir, target, { recursive: true });
  return target;
}
