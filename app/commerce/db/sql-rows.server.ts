/**
 * Rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer an object with
 * `rows`, but drizzle's shared type does not say so.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The first row of a raw query, if any. */
export function firstRow<T>(result: unknown): T | undefined {
  return rowsOf<T>(result)[0];
}
