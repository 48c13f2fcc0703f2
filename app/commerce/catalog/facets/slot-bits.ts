/**
 * Sets of colour slots as bitsets: one bit per slot, 32 slots a word. At 180,000 articles a
 * set is 5,600 words (22 kB), so intersecting two is a few microseconds and walking one visits
 * slots in ascending order, which keeps the per-slot arrays' reads sequential.
 */

/** Words of a bitset over `size` slots. */
export function slotWords(size: number): number {
  return (size + 31) >>> 5;
}

export function hasSlot(bits: Uint32Array, slot: number): boolean {
  return ((bits[slot >>> 5] >>> (slot & 31)) & 1) === 1;
}

/** The slots of every list, as a bitset over `size` slots. */
export function bitsOfLists(size: number, lists: readonly ArrayLike<number>[]): Uint32Array {
  const bits = new Uint32Array(slotWords(size));
  for (const list of lists) {
    for (let i = 0; i < list.length; i += 1) {
      const slot = list[i];
      bits[slot >>> 5] |= 1 << (slot & 31);
    }
  }
  return bits;
}

/** A new bitset: the intersection of all of `sets` (at least one). */
export function intersection(sets: readonly Uint32Array[]): Uint32Array {
  const out = sets[0].slice();
  for (let k = 1; k < sets.length; k += 1) {
    const other = sets[k];
    for (let w = 0; w < out.length; w += 1) out[w] &= other[w];
  }
  return out;
}

/**
 * The set's first slot at or after `from`, -1 past the last. Loops read
 * `for (let slot = nextSlot(bits, 0); slot >= 0; slot = nextSlot(bits, slot + 1))`: a plain
 * function V8 inlines into each loop, where a visitor callback shared by every pass would
 * be a call per slot.
 */
export function nextSlot(bits: Uint32Array, from: number): number {
  let w = from >>> 5;
  if (w >= bits.length) return -1;
  let word = bits[w] & (-1 << (from & 31));
  while (word === 0) {
    w += 1;
    if (w >= bits.length) return -1;
    word = bits[w];
  }
  return (w << 5) | (31 - Math.clz32(word & -word));
}
