/**
 * Binary search over the index's sorted Int32Arrays (posting lists of slots, prices in price
 * order): one place for the search that the facets, the stock patch and the presence patch all
 * need, so an off-by-one cannot differ between them.
 */

/** The first position in `sorted` whose value is at or above `value` (its length if none). */
export function lowerBound(sorted: Int32Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** True when the sorted list holds `value`. */
export function holds(sorted: Int32Array, value: number): boolean {
  const at = lowerBound(sorted, value);
  return at < sorted.length && sorted[at] === value;
}
