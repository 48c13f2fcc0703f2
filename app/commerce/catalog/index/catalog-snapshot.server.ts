/**
 * The process's copy of the catalogue index, kept in step with the database: every request
 * reads the catalogue version (one indexed row) and, when it moved, the index is rebuilt.
 * While a rebuild runs, requests keep using the previous copy (stale for the seconds a
 * rebuild takes), so a stock change never stalls the shop; only the very first build is
 * awaited. One rebuild at a time per database.
 */
import type { DbOrTx } from '../../db/client.server';
import { computeFacets, facetScope, type FacetCounts, type FacetScope } from '../facets/facets';
import { emptySelection } from '../facets/selection';
import { buildLexicon, lexiconWords, type Lexicon } from '../search/lexicon';
import type { QueryFilter } from '../search/query-filters';
import { buildCatalogIndex } from './build-index';
import type { CatalogIndex } from './catalog-index';
import { loadCatalogRows, readCatalogVersion, stemWords } from './catalog-index.queries.server';

export interface CatalogSnapshot {
  index: CatalogIndex;
  lexicon: Lexicon;
  /** Per section path, computed on first use: its facet scope and its unfiltered counts. */
  sections: Map<string, ScopedFacets>;
  /**
   * The same for recent searches within a section (the search page asks again for every
   * filter, sort and page change of one query): least recently used first, at most 32.
   */
  searches: Map<string, ScopedFacets>;
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

const SEARCH_SCOPES_KEPT = 32;

interface State {
  current?: CatalogSnapshot;
  building?: Promise<CatalogSnapshot>;
}

// Keyed by the database object so tests with several databases in one process stay apart.
const states = new WeakMap<object, State>();

/** Reads, stems and builds a fresh snapshot from the database. */
export async function buildSnapshot(db: DbOrTx): Promise<CatalogSnapshot> {
  const started = Date.now();
  const { version, rows } = await loadCatalogRows(db);
  const loaded = Date.now();
  const index = await buildCatalogIndex(version, rows, () => new Promise((resolve) => setImmediate(resolve)));
  const lexicon = buildLexicon(index, await stemWords(db, lexiconWords(index)));
  console.log(
    `[catalog] index v${version}: ${index.size} articles, ${index.sizes.codes.length} sizes, ` +
      `${lexicon.words.length} words; read ${loaded - started} ms, built ${Date.now() - loaded} ms`,
  );
  return { index, lexicon, sections: new Map(), searches: new Map() };
}

/** The current snapshot for this database (rebuilt when the catalogue version moved). */
export async function catalogSnapshot(db: DbOrTx): Promise<CatalogSnapshot> {
  let state = states.get(db);
  if (!state) states.set(db, (state = {}));
  const version = await readCatalogVersion(db);
  if (state.current?.index.version === version) return state.current;

  let building = state.building;
  if (!building) {
    const owner = state;
    building = owner.building = buildSnapshot(db)
      .then((snapshot) => {
        owner.current = snapshot;
        return snapshot;
      })
      .finally(() => {
        owner.building = undefined;
      });
    // A failed background rebuild is retried by the next request; the old copy serves on.
    building.catch((error) => console.error('[catalog] index rebuild failed', error));
  }
  return state.current ?? building;
}

/**
 * A section's facet scope and its counts with no filter (which options the page has at
 * all), kept per snapshot: there are a few dozen sections.
 */
export function sectionFacets(snapshot: CatalogSnapshot, path: string, members: Int32Array): ScopedFacets {
  let entry = snapshot.sections.get(path);
  if (!entry) {
    const scope = facetScope(snapshot.index, members);
    entry = { scope, presence: computeFacets(snapshot.index, scope, emptySelection()) };
    snapshot.sections.set(path, entry);
  }
  return entry;
}

/** A recent search's scope and counts, or what `compute` gives (then remembered). */
export async function searchFacetsCached(
  snapshot: CatalogSnapshot,
  key: string,
  compute: () => Promise<ScopedFacets>,
): Promise<ScopedFacets> {
  const kept = snapshot.searches.get(key);
  if (kept) {
    snapshot.searches.delete(key);
    snapshot.searches.set(key, kept);
    return kept;
  }
  const fresh = await compute();
  snapshot.searches.set(key, fresh);
  if (snapshot.searches.size > SEARCH_SCOPES_KEPT) {
    snapshot.searches.delete(snapshot.searches.keys().next().value!);
  }
  return fresh;
}
