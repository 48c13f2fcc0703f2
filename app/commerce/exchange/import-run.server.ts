/**
 * mode=import: 1С asks again and again until it hears `success` (or `failure`). The first
 * ask starts the import in this process and every ask answers how it goes. The import
 * stages the file's records in steps (one transaction each, moving the run's position),
 * then applies them in one transaction. After a crash the next ask finds the run with a
 * stale heartbeat and carries on: staging from its position, applying from the start.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client.server';
import { objectStore } from '../storage/store.server';
import type { JobDefinition } from '../jobs/job-queue';
import { backgroundStopped, onStop } from '../jobs/loops.server';
import { jobQueue } from '../jobs/process-queue.server';
import { kickMessageDelivery } from '../messages/delivery.server';
import { applyStagedRun, type ImportReport } from './apply-package.server';
import { notesOf } from './import-notes';
import { NoRetailPriceError } from './price-types';
import { BrokenPackageError, readCommerceMl } from './commerceml-reader.server';
import type { ExchangeRecord } from './commerceml-records';
import { type ExchangeConfig, exchangeConfig } from './config.server';
import {
  besideName,
  type ExchangeUploads,
  exchangeUploads,
  type UploadedFile,
  uploadName,
} from './files.server';
import { recordImportRun } from '../../metrics/metrics.server';
import {
  claimRun,
  deleteStaged,
  insertRun,
  markRun,
  releaseRun,
  selectRun,
  selectRunById,
  stageRecords,
  touchRun,
  type RunRow,
} from './runs.queries.server';
import { logger } from '../../utils/log.server';

const log = logger('exchange');

export type ImportAnswer =
  { status: 'progress' } | { status: 'success'; notes: string[] } | { status: 'failure'; message: string };

/**
 * Records per staging step (one transaction) and per batch of writes when applying, by
 * engine. PGlite runs in this process's thread: a statement blocks every request, so its
 * statements stay small (a fraction of a second each). PostgreSQL runs beside the process,
 * and there each statement's round trip and commit cost more than its rows: 2,000 records
 * per statement cut an import of 1.5 M offers from about 9,000 statements to about 1,100.
 */
const CHUNKS = {
  pglite: { step: 500, batch: 250 },
  postgres: { step: 2000, batch: 2000 },
};

/** PGlite's client has transaction(); node-postgres's pool has not. */
function chunksOf(db: Db) {
  const client = (db as unknown as { $client?: { transaction?: unknown } }).$client;
  return typeof client?.transaction === 'function' ? CHUNKS.pglite : CHUNKS.postgres;
}
/** A run whose heartbeat is older than this has lost its process. */
const STALE_SECONDS = 20;
const HEARTBEAT_MS = 5000;

// Runs this process works on, by id.
const working = new Map<number, Promise<void>>();

// Shutdown: a run that is staging stops after its current step and is released, so 1С's next
// ask (through another instance) resumes it at once from its position. A run that is applying
// (one transaction) finishes within the shutdown's grace or is rolled back with the connection.
const stopping = new AbortController();
class ImportStopped extends Error {}
onStop(async () => {
  stopping.abort();
  await settleImports();
});

/**
 * A package to import, wherever it was uploaded: the import reads it from a local file of the
 * instance that runs it, and its pictures from beside it.
 */
export interface UploadedPackage {
  /** Changes whenever the uploaded bytes do: a package uploaded again is a new run. */
  key: string;
  /** A local file of the package for the reader; `done` frees it once the run ends. */
  localFile(): Promise<{ path: string; done: () => void }>;
  /** A file named relative to the package (a picture), or null when it was not uploaded. */
  readBeside(name: string): Promise<Buffer | null>;
}

/** A package uploaded through the exchange (in the object store, maybe in pieces). */
export function storedPackage(uploads: ExchangeUploads, file: UploadedFile): UploadedPackage {
  return {
    key: `${file.size}:${file.version}`,
    localFile: () => uploads.localCopy(file),
    readBeside: (name) => uploads.readBytes(besideName(file.name, name)),
  };
}

/** A package already on this machine's disk, its pictures beside it (scripts and benchmarks). */
export function localPackage(file: string): UploadedPackage {
  const stat = fs.statSync(file);
  return {
    key: `${stat.size}:${Math.round(stat.mtimeMs)}`,
    localFile: async () => ({ path: file, done: () => undefined }),
    readBeside: async (name) =>
      fs.promises.readFile(path.join(path.dirname(file), uploadName(name))).catch(() => null),
  };
}

async function stage(db: Db, run: RunRow, file: string): Promise<void> {
  if (run.position > 0) log.info(`${run.fileName}: run ${run.id} resumes at record ${run.position}`);
  let seen = 0;
  let position = run.position;
  let pending: ExchangeRecord[] = [];
  let writing: Promise<void> = Promise.resolve();
  // The reader parses the next step while the database writes this one (on PostgreSQL the
  // two run on different cores). Steps still go one after another, so a crash leaves the
  // steps before it staged and the run's position at their end.
  const flush = async () => {
    const step = pending;
    const at = position;
    pending = [];
    position += step.length;
    await writing;
    writing = db.transaction((tx) => stageRecords(tx, run.id, at, step));
    // Awaited at the next flush; until then a failure must not count as unhandled.
    writing.catch(() => undefined);
  };
  for await (const records of readCommerceMl(file)) {
    for (const record of records) {
      if (seen++ < run.position) continue;
      pending.push(record);
      if (pending.length >= chunksOf(db).step) await flush();
      if (stopping.signal.aborted) {
        await writing;
        throw new ImportStopped();
      }
    }
  }
  await flush();
  await writing;
  await markRun(db, run.id, { status: 'applying' });
}

async function work(db: Db, config: ExchangeConfig, runId: number, upload: UploadedPackage): Promise<void> {
  const heartbeat = setInterval(() => {
    touchRun(db, runId).catch((error) => log.error({ err: error }, 'heartbeat failed'));
  }, HEARTBEAT_MS);
  const started = Date.now();
  let local: { path: string; done: () => void } | undefined;
  try {
    let run = (await selectRunById(db, runId))!;
    if (run.status === 'staging') {
      local = await upload.localFile();
      await stage(db, run, local.path);
      run = (await selectRunById(db, runId))!;
      log.info(`${run.fileName}: ${run.position} records staged in ${Date.now() - started} ms`);
    }
    const report = await db.transaction(async (tx) => {
      const applied = await applyStagedRun(tx, run, config, {
        batch: chunksOf(db).batch,
        readBeside: upload.readBeside,
        pictures: objectStore(),
      });
      await markRun(tx, run.id, { status: 'done', report: { ...applied } });
      return applied;
    });
    await deleteStaged(db, run.id);
    if (report.backInStockNotified > 0) kickMessageDelivery();
    log.info({ report }, `${run.fileName}: imported in ${Date.now() - started} ms`);
    recordImportRun('done', (Date.now() - started) / 1000);
  } catch (error) {
    if (error instanceof ImportStopped) {
      log.info(`run ${runId}: stopped with the process; another instance resumes it`);
      recordImportRun('stopped', (Date.now() - started) / 1000);
      await releaseRun(db, runId);
      return;
    }
    const known = error instanceof BrokenPackageError || error instanceof NoRetailPriceError;
    const message =
      error instanceof BrokenPackageError
        ? `Файл не разобран: ${error.message}`
        : error instanceof NoRetailPriceError
          ? error.message
          : `Импорт не удался: ${(error as Error).message}`;
    log.error(known ? {} : { err: error }, `run ${runId}: ${message}`);
    recordImportRun('failed', (Date.now() - started) / 1000);
    await markRun(db, runId, { status: 'failed', message });
    await deleteStaged(db, runId);
  } finally {
    clearInterval(heartbeat);
    local?.done();
  }
}

function runHere(db: Db, config: ExchangeConfig, runId: number, upload: UploadedPackage): Promise<void> {
  const job = work(db, config, runId, upload).finally(() => working.delete(runId));
  working.set(runId, job);
  return job;
}

export const IMPORT_QUEUE = 'exchange-import';

/**
 * Starts a run's import. Where a job queue runs, the import is a job (one waiting per run),
 * which its worker takes by claiming the run; the job names the uploaded file, which any
 * instance reads from the object store. Scripts and the benchmark, with no queue, run it in
 * this process on the package they were given.
 */
async function start(
  db: Db,
  config: ExchangeConfig,
  run: RunRow,
  upload: UploadedPackage,
  fresh: boolean,
): Promise<void> {
  const queue = jobQueue();
  if (!queue) {
    if (fresh || (await claimRun(db, run.id, STALE_SECONDS))) void runHere(db, config, run.id, upload);
    return;
  }
  // The worker claims the run as a stale one: a fresh run is handed over stale.
  if (fresh) await releaseRun(db, run.id);
  await queue.send(IMPORT_QUEUE, { runId: run.id, file: run.fileName }, { key: String(run.id) });
}

/**
 * The import as a job: runs the run's import unless another process holds it (its heartbeat is
 * fresh) or it is over. The import records its own failure for 1С (the run's status), so only
 * a broken-off job (the database gone) is retried.
 */
export function importJob(db: Db): JobDefinition {
  return {
    queue: IMPORT_QUEUE,
    rules: { retryLimit: 2, retryDelaySeconds: 15, expireSeconds: 4 * 60 * 60 },
    handler: async (job) => {
      const runId = Number(job.data.runId);
      const config = exchangeConfig();
      if (!config || !Number.isInteger(runId) || working.has(runId)) return;
      const uploads = exchangeUploads(config, 'catalog');
      const uploaded = await uploads.file(String(job.data.file ?? ''));
      // A new exchange session cleared the uploads: 1С starts over and this run is left behind.
      if (!uploaded) return;
      if (!(await claimRun(db, runId, STALE_SECONDS))) return;
      await runHere(db, config, runId, storedPackage(uploads, uploaded));
    },
  };
}

/** Answers one mode=import ask for an uploaded file (starting or resuming its import). */
export async function importStep(
  db: Db,
  config: ExchangeConfig,
  fileName: string,
  upload: UploadedPackage,
): Promise<ImportAnswer> {
  const key = upload.key;
  let run = await selectRun(db, fileName, key);
  // A stopping process takes no new import: 1С asks again, and the next instance starts it.
  if (backgroundStopped() && (!run || !['done', 'failed'].includes(run.status)))
    return { status: 'progress' };
  if (!run) {
    run = await insertRun(db, fileName, key);
    await start(db, config, run, upload, true);
    return { status: 'progress' };
  }
  if (run.status === 'done')
    return { status: 'success', notes: notesOf(run.report as Partial<ImportReport>) };
  if (run.status === 'failed') return { status: 'failure', message: run.message };
  if (!working.has(run.id) && run.heartbeatAt.getTime() < Date.now() - STALE_SECONDS * 1000)
    await start(db, config, run, upload, false);
  return { status: 'progress' };
}

/** Waits for this process's imports (tests and the benchmark). */
export async function settleImports(): Promise<void> {
  await Promise.all(working.values());
}
