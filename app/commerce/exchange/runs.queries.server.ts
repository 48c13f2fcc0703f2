import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.server';
import { exchangeRuns, exchangeStaged } from '../db/schema';
import type { ExchangeRecord } from './commerceml-records';

export type RunRow = typeof exchangeRuns.$inferSelect;

/** The latest run of an uploaded file (same name, size and time), if any. */
export async function selectRun(db: DbOrTx, fileName: string, fileKey: string): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(exchangeRuns)
    .where(and(eq(exchangeRuns.fileName, fileName), eq(exchangeRuns.fileKey, fileKey)))
    .orderBy(desc(exchangeRuns.id))
    .limit(1);
  return row;
}

export async function selectRunById(db: DbOrTx, runId: number): Promise<RunRow | undefined> {
  const [row] = await db.select().from(exchangeRuns).where(eq(exchangeRuns.id, runId)).limit(1);
  return row;
}

export async function insertRun(db: DbOrTx, fileName: string, fileKey: string): Promise<RunRow> {
  const [row] = await db.insert(exchangeRuns).values({ fileName, fileKey }).returning();
  return row;
}

/**
 * Claims a run for this process when nobody has moved its heartbeat for `staleSeconds`
 * (the process that ran it died); true when claimed.
 */
export async function claimRun(db: DbOrTx, runId: number, staleSeconds: number): Promise<boolean> {
  const rows = await db
    .update(exchangeRuns)
    .set({ heartbeatAt: sql`now()` })
    .where(
      and(
        eq(exchangeRuns.id, runId),
        sql`${exchangeRuns.status} IN ('staging', 'applying')`,
        sql`${exchangeRuns.heartbeatAt} < now() - make_interval(secs => ${staleSeconds})`,
      ),
    )
    .returning({ id: exchangeRuns.id });
  return rows.length > 0;
}

export async function touchRun(db: DbOrTx, runId: number): Promise<void> {
  await db
    .update(exchangeRuns)
    .set({ heartbeatAt: sql`now()` })
    .where(eq(exchangeRuns.id, runId));
}

/** Gives a run up for another process to claim at once (this one is stopping). */
export async function releaseRun(db: DbOrTx, runId: number): Promise<void> {
  await db
    .update(exchangeRuns)
    .set({ heartbeatAt: sql`now() - interval '1 hour'` })
    .where(eq(exchangeRuns.id, runId));
}

/** One staging step: the records after `position` and the new position, together. */
export async function stageRecords(
  tx: DbOrTx,
  runId: number,
  position: number,
  records: ExchangeRecord[],
): Promise<void> {
  // A step need not wait for its commit to reach the disk: a crash may lose the last steps,
  // but their records and the run's position go together, so the retry stages them again.
  await tx.execute(sql`SET LOCAL synchronous_commit TO OFF`);
  if (records.length > 0) {
    const payload = JSON.stringify(records.map((data, i) => ({ seq: position + i, kind: data.kind, data })));
    await tx.execute(sql`
      INSERT INTO ${exchangeStaged} (run_id, seq, kind, ref, data)
      SELECT ${runId}::int, (r->>'seq')::int, r->>'kind', r->'data'->>'id', r->'data'
      FROM jsonb_array_elements(${payload}::jsonb) AS r
      ON CONFLICT (run_id, seq) DO NOTHING`);
  }
  const changesOnly = records.some((r) => r.kind === 'package' && r.changesOnly);
  await tx
    .update(exchangeRuns)
    .set({
      position: position + records.length,
      heartbeatAt: sql`now()`,
      ...(changesOnly ? { changesOnly: true } : {}),
    })
    .where(eq(exchangeRuns.id, runId));
}

/** Staged records of a run after `afterSeq`, in file order. */
export async function selectStaged(
  db: DbOrTx,
  runId: number,
  afterSeq: number,
  limit: number,
): Promise<{ seq: number; data: ExchangeRecord }[]> {
  return db
    .select({ seq: exchangeStaged.seq, data: sql<ExchangeRecord>`${exchangeStaged.data}` })
    .from(exchangeStaged)
    .where(and(eq(exchangeStaged.runId, runId), gt(exchangeStaged.seq, afterSeq)))
    .orderBy(asc(exchangeStaged.seq))
    .limit(limit);
}

/** Staged records of one kind (the small ones: groups, properties, price types, warehouses). */
export async function selectStagedOfKind<T extends ExchangeRecord>(
  db: DbOrTx,
  runId: number,
  kind: T['kind'],
): Promise<T[]> {
  const rows = await db
    .select({ data: sql<T>`${exchangeStaged.data}` })
    .from(exchangeStaged)
    .where(and(eq(exchangeStaged.runId, runId), eq(exchangeStaged.kind, kind)))
    .orderBy(asc(exchangeStaged.seq));
  return rows.map((r) => r.data);
}

export async function markRun(
  db: DbOrTx,
  runId: number,
  change: Partial<Pick<RunRow, 'status' | 'message' | 'report'>>,
): Promise<void> {
  const finished = change.status === 'done' || change.status === 'failed';
  await db
    .update(exchangeRuns)
    .set({ ...change, ...(finished ? { finishedAt: sql`now()` } : {}) })
    .where(eq(exchangeRuns.id, runId));
}

export async function deleteStaged(db: DbOrTx, runId: number): Promise<void> {
  await db.delete(exchangeStaged).where(eq(exchangeStaged.runId, runId));
}
