// Answers the storefront keeps between shoppers: those of API calls marked `shared` (the same
// for everyone in a city: a catalogue section, a product), each with the ETag the API gave it.
// The next call for the same address and city sends the tag back (If-None-Match); while the
// catalogue's state is the same the API answers an empty 304 and the kept answer serves, so a
// page view skips the answer's computation, its JSON both ways and its contract check. A
// changed catalogue gives a new tag, hence a full answer (app/commerce/http/state-tagged.server.ts).
// Nothing personal is kept: a shared call's answer depends on the address and the city only.

import { LRUCache } from 'lru-cache';

/**
 * Enough for every section and the products being looked at; keyed by the address asked, so
 * bounded: the least recently used go first (docs/decisions/0078-bounded-caches.md).
 */
const KEPT_MAX = 1000;

const kept = new LRUCache<string, { etag: string; value: unknown }>({ max: KEPT_MAX });

/** The key of a shared call: its address and the shopper's city (the answers' `Vary`). */
export function sharedAnswerKey(url: URL, cityId: number): string {
  return `${url.href}\n${cityId}`;
}

/** The answer kept for a key, with its tag (not yet counted as used: see touchKeptAnswer). */
export function keptAnswer(key: string): { etag: string; value: unknown } | undefined {
  return kept.peek(key);
}

/**
 * Keeps a parsed answer under its tag, frozen: every page view that reads it gets the same
 * object, so no loader may change it (one that tried would throw, not leak into the next page).
 */
export function keepAnswer(key: string, etag: string, value: unknown): void {
  kept.set(key, { etag, value: deepFreeze(value) });
}

/** Marks a kept answer as recently used (the API confirmed it with a 304). */
export function touchKeptAnswer(key: string): void {
  kept.get(key);
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/** For tests: forgets every kept answer. */
export function forgetKeptAnswers(): void {
  kept.clear();
}
