/**
 * How an instance keeps its place in the stock change log. Sequence numbers are handed out
 * when a row is inserted, not when its transaction commits, so a transaction still running
 * may later commit rows numbered below the highest number already read. The cursor keeps two
 * marks: the highest number read (`position`) and the oldest transaction that was still
 * running at that read (`horizon`, PostgreSQL's snapshot xmin). A row not read yet has either
 * a higher number or a transaction at or above the horizon, so reading `seq > position OR
 * tx >= horizon` misses nothing; rows read before that match again are remembered in
 * `applied` and skipped. Applying a row means re-reading its colour's stock, so reading a row
 * twice would only cost time, never correctness.
 */

/** One row of the log: a statement wrote stock of this size. */
export interface LogEntry {
  seq: number;
  /** The writing transaction's id (xid8). */
  tx: bigint;
  sizeId: number;
}

export interface LogCursor {
  position: number;
  /** Decimal xid8: the oldest transaction running at the last read. */
  horizon: string;
  /** Rows already applied that `seq > position OR tx >= horizon` still matches. */
  applied: ReadonlySet<number>;
}

/** A cursor at a position, nothing applied past it. */
export function cursorAt(position: number, horizon: string): LogCursor {
  return { position, horizon, applied: new Set() };
}

/**
 * True when the log holds rows this cursor has not applied: `pastCursor` is the number of
 * rows matching `seq > position OR tx >= horizon` (applied ones included). Any difference
 * counts: rows swept away by retention can only make the count smaller.
 */
export function logMoved(cursor: LogCursor, pastCursor: number): boolean {
  return pastCursor !== cursor.applied.size;
}

/** The cursor after reading `entries` (everything past `cursor`) under `horizon`, and the sizes to re-read. */
export function advanceCursor(
  cursor: LogCursor,
  horizon: string,
  entries: readonly LogEntry[],
): { cursor: LogCursor; sizeIds: number[] } {
  let position = cursor.position;
  const sizeIds = new Set<number>();
  for (const entry of entries) {
    if (entry.seq > position) position = entry.seq;
    if (!cursor.applied.has(entry.seq)) sizeIds.add(entry.sizeId);
  }
  const oldest = BigInt(horizon);
  const applied = new Set(entries.filter((e) => e.tx >= oldest).map((e) => e.seq));
  return { cursor: { position, horizon, applied }, sizeIds: [...sizeIds] };
}
