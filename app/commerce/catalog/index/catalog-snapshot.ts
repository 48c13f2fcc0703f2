// What a process's copy of the catalogue index holds (catalog-snapshot.server.ts keeps it in
// step with the database).
import type { LRUCache } from 'lru-cache';
import type { FacetCounts } from '../facets/counting-passes';
import type { FacetScope } from '../facets/facets';
import type { Lexicon } from '../search/lexicon';
import type { QueryFilter } from '../search/query-filters';
import type { CatalogIndex } from './catalog-index';
import type { LogCursor } from './stock-log';

export interface CatalogSnapshot {
  index: CatalogIndex;
  lexicon: Lexicon;
  /** Per section path, computed on first use: its facet scope and its unfiltered counts. */
  sections: Map<string, ScopedFacets>;
  /**
   * The same for recent searches within a section (the search page asks again for every
   * filter, sort and page change of one query): keyed by the shopper's query, so bounded
   * (searchScopes()): least recently used first out.
   */
  searches: LRUCache<string, ScopedFacets>;
  /** How far into the stock change log this copy's stock goes. */
  stockCursor: LogCursor;
  /** Stock patches applied to this build so far (0 right after a build). */
  stockPatch: number;
  /**
   * Per colour, the last stock patch of this build that moved its stock: one map shared by the
   * build and its patched copies. Readers that keep per-colour data across stock patches (the
   * co-purchase counts) re-read only the colours whose stock moved since they read.
   */
  stockMovedAt: ReadonlyMap<number, number>;
}

export interface ScopedFacets {
  scope: FacetScope;
  presence: FacetCounts;
  /** For a search: the text searched instead of the one typed (the other keyboard layout). */
  correctedQuery?: string;
  /** For a search: its exact matches, ranked first (see SearchMatch.exact). */
  exact?: Uint8Array;
  /** For a search: the filters its text named and the words left as text. */
  queryFilter?: { q: string; filter: QueryFilter };
}
