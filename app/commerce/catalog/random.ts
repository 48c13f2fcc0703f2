/**
 * A small seeded pseudo-random generator for the demo data. The seed must give the same
 * catalogue on every machine and every run, so Math.random is never used; each product draws
 * from its own stream (seed + index), which also makes product i independent of how many
 * products are generated.
 */

/** 32-bit FNV-1a hash of a string: turns a readable seed label into a number. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** One element, chosen with the given non-negative weights. */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  /** `count` distinct elements in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** A generator seeded from a label such as 'products:42' (mulberry32 over the label's hash). */
export function createRandom(label: string): Random {
  let state = hashString(label);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[int(0, items.length - 1)],
    weighted(items, weight) {
      const total = items.reduce((sum, item) => sum + weight(item), 0);
      let roll = next() * total;
      for (const item of items) {
        roll -= weight(item);
        if (roll < 0) return item;
      }
      return items[items.length - 1];
    },
    sample(items, count) {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [indexes[i], indexes[j]] = [indexes[j], indexes[i]];
      }
      return indexes
        .slice(0, Math.min(count, items.length))
        .sort((a, b) => a - b)
        .map((i) => items[i]);
    },
  };
}
