/**
 * The stock change log (migration 0009): statement triggers on `stock` append the ids of the
 * sizes every writing statement touched, whoever writes (an order, a cancellation, a stock
 * import, an admin in psql). Rows are keyed by a sequence, so writers never wait on each
 * other; each instance reads the log since its own position (stock-log.ts says how a
 * position stays exact although sequence numbers are not handed out in commit order).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.server';
import { selectRows } from './catalog-index.queries.server';
import type { IndexStockRow } from './rows';
import type { LogCursor, LogEntry } from './stock-log';

/**
 * What every catalogue request asks: the catalogue version (products, prices, sections …)
 * and how many log rows lie past the cursor (its applied ones included; see stock-log.ts).
 */
export async function readCatalogPulse(
  db: DbOrTx,
  cursor: LogCursor,
): Promise<{ version: string; pastCursor: number }> {
  const [row] = await selectRows<{ version: string | null; past: number }>(
    db,
    sql`SELECT (SELECT version::text FROM catalog_state WHERE id = 1) AS version,
               (SELECT count(*)::int FROM stock_changes
                 WHERE seq > ${cursor.position} OR tx >= ${cursor.horizon}) AS past`,
  );
  return { version: row?.version ?? '0', pastCursor: Number(row?.past ?? 0) };
}

/** Where the log stands now: the last sequence number and the oldest transaction still running. */
export async function readLogStart(db: DbOrTx): Promise<{ position: number; horizon: string }> {
  const [row] = await selectRows<{ last: string; horizon: string }>(
    db,
    sql`SELECT coalesce((SELECT max(seq) FROM stock_changes), 0)::text AS last,
               pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`,
  );
  return { position: Number(row?.last ?? 0), horizon: row?.horizon ?? '0' };
}

/**
 * The log rows past the cursor, read in one statement with that statement's horizon: the
 * oldest transaction still running, whose rows (and later ones') may yet appear below the
 * highest sequence number seen.
 */
export async function readLogSince(
  db: DbOrTx,
  cursor: LogCursor,
): Promise<{ horizon: string; entries: LogEntry[] }> {
  const rows = await selectRows<{
    horizon: string;
    seq: string | null;
    tx: string | null;
    sizeId: number | null;
  }>(
    db,
    sql`SELECT s.horizon, c.seq::text AS seq, c.tx::text AS tx, c.size_id AS "sizeId"
        FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon) s
        LEFT JOIN stock_changes c ON c.seq > ${cursor.position} OR c.tx >= ${cursor.horizon}
        ORDER BY c.seq`,
  );
  const entries: LogEntry[] = [];
  for (const row of rows) {
    if (row.seq === null || row.tx === null || row.sizeId === null) continue;
    entries.push({ seq: Number(row.seq), tx: BigInt(row.tx), sizeId: Number(row.sizeId) });
  }
  return { horizon: rows[0]?.horizon ?? cursor.horizon, entries };
}

const PAIR = '\u001d';
const PART = '\u001c';

/**
 * Where the colours owning these sizes are in stock now, one row per colour (a colour with
 * nothing left comes back with empty lists), as the full load reads it.
 */
export async function loadColorStock(db: DbOrTx, sizeIds: readonly number[]): Promise<IndexStockRow[]> {
  if (sizeIds.length === 0) return [];
  const rows = await selectRows<{ colorId: number; pairs: string | null }>(
    db,
    sql`SELECT c.color_id AS "colorId",
               (SELECT string_agg(st.shop_id::text || ${PART}::text || ps.size_ru, ${PAIR})
                  FROM product_sizes ps JOIN stock st ON st.size_id = ps.id
                 WHERE ps.color_id = c.color_id AND st.quantity > 0) AS pairs
        FROM (SELECT DISTINCT color_id FROM product_sizes
               WHERE id = ANY(${`{${sizeIds.join(',')}}`}::int[])) c`,
  );
  return rows.map((row) => {
    const shopIds: number[] = [];
    const sizes: string[] = [];
    for (const pair of row.pairs ? row.pairs.split(PAIR) : []) {
      const at = pair.indexOf(PART);
      shopIds.push(Number(pair.slice(0, at)));
      sizes.push(pair.slice(at + 1));
    }
    return { colorId: Number(row.colorId), shopIds, sizes };
  });
}

/** Forgets log rows older than `before` (every instance has read them long ago). */
export async function deleteStockChangesBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.execute(sql`DELETE FROM stock_changes WHERE changed_at < ${before.toISOString()}::timestamptz`);
}
