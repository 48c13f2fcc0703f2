/**
 * mode=import: 1С asks again and again until it hears `success` (or `failure`). The first
 * ask starts the import in this process and every ask answers how it goes. The import
 * stages the file's records in steps (one transaction each, moving the run's position),
 * then applies them in one transaction. After a crash the next ask finds the run with a
 * stale heartbeat and carries on: staging from its position, applying from the start.
 */
import fs from 'node:fs';
import path from 'node:path';
import { picturesDir } from '../catalog/images/picture-store.server';
import type { Db } from '../db/client.server';
import { backgroundStopped, onStop } from '../jobs/loops.server';
import { kickMessageDelivery } from '../messages/delivery.server';
import { applyStagedRun, type ImportReport } from './apply-package.server';
import { NoRetailPriceError } from './price-types';
import { BrokenPackageError, readCommerceMl } from './commerceml-reader.server';
import type { ExchangeRecord } from './commerceml-records';
import type { ExchangeConfig } from './config.server';
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
 * What 1С is told beside `success` (its exchange log shows these lines): where each
 * warehouse's stock went, which price type shoppers pay, what stayed hidden, and the pictures
 * the shop cannot show.
 */
function notesOf(report: Partial<ImportReport>): string[] {
  const notes: string[] = [];
  if (report.warehouses?.length) {
    const where = report.warehouses.map((w) =>
      w.kind === 'shop' ? `«${w.name}» → магазин «${w.location}»` : `«${w.name}» → онлайн-остаток`,
    );
    notes.push(`Остатки: ${where.join('; ')}`);
  }
  if (report.retailPriceType) {
    const old = report.oldPriceType ? `, старая цена — «${report.oldPriceType}»` : '';
    notes.push(`Цена для покупателей — тип «${report.retailPriceType}»${old}`);
  }
  if (report.unmappedGroups?.length) {
    const listed = report.unmappedGroups.slice(0, 10);
    const more = report.unmappedGroups.length > listed.length ? '; …' : '';
    notes.push(
      `Группы без раздела, их товары скрыты (${report.unmappedGroups.length}): ${listed.join('; ')}${more}`,
    );
  }
  const count = Number(report.brokenPictureCount ?? 0);
  if (count) {
    const listed = report.brokenPictures ?? [];
    notes.push(`Картинки не загружены (${count}): ${listed.join('; ')}${count > listed.length ? '; …' : ''}`);
  }
  return notes;
}

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

function fileKey(file: string): string {
  const stat = fs.statSync(file);
  return `${stat.size}:${Math.round(stat.mtimeMs)}`;
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

async function work(db: Db, config: ExchangeConfig, runId: number, file: string): Promise<void> {
  const heartbeat = setInterval(() => {
    touchRun(db, runId).catch((error) => log.error({ err: error }, 'heartbeat failed'));
  }, HEARTBEAT_MS);
  const started = Date.now();
  try {
    let run = (await selectRunById(db, runId))!;
    if (run.status === 'staging') {
      await stage(db, run, file);
      run = (await selectRunById(db, runId))!;
      log.info(`${run.fileName}: ${run.position} records staged in ${Date.now() - started} ms`);
    }
    const report = await db.transaction(async (tx) => {
      const applied = await applyStagedRun(tx, run, config, {
        batch: chunksOf(db).batch,
        packageDir: path.dirname(file),
        picturesDir: picturesDir(),
      });
      await markRun(tx, run.id, { status: 'done', report: { ...applied } });
      return applied;
    });
    await deleteStaged(db, run.id);
    if (report.backInStockNotified > 0) kickMessageDelivery();
    log.info({ report }, `${run.fileName}: imported in ${Date.now() - started} ms`);
  } catch (error) {
    if (error instanceof ImportStopped) {
      log.info(`run ${runId}: stopped with the process; another instance resumes it`);
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
    await markRun(db, runId, { status: 'failed', message });
    await deleteStaged(db, runId);
  } finally {
    clearInterval(heartbeat);
  }
}

function start(db: Db, config: ExchangeConfig, runId: number, file: string): void {
  const job = work(db, config, runId, file).finally(() => working.delete(runId));
  working.set(runId, job);
}

/** Answers one mode=import ask for an uploaded file (starting or resuming its import). */
export async function importStep(
  db: Db,
  config: ExchangeConfig,
  fileName: string,
  file: string,
): Promise<ImportAnswer> {
  if (!fs.existsSync(file)) return { status: 'failure', message: `Файл ${fileName} не загружен` };
  const key = fileKey(file);
  let run = await selectRun(db, fileName, key);
  // A stopping process takes no new import: 1С asks again, and the next instance starts it.
  if (backgroundStopped() && (!run || !['done', 'failed'].includes(run.status)))
    return { status: 'progress' };
  if (!run) {
    run = await insertRun(db, fileName, key);
    start(db, config, run.id, file);
    return { status: 'progress' };
  }
  if (run.status === 'done')
    return { status: 'success', notes: notesOf(run.report as Partial<ImportReport>) };
  if (run.status === 'failed') return { status: 'failure', message: run.message };
  if (!working.has(run.id) && (await claimRun(db, run.id, STALE_SECONDS))) start(db, config, run.id, file);
  return { status: 'progress' };
}

/** Waits for this process's imports (tests and the benchmark). */
export async function settleImports(): Promise<void> {
  await Promise.all(working.values());
}
