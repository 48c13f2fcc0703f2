/**
 * The process's copy of the catalogue index, kept in step with the database: every request
 * reads the catalogue version (one indexed row) and, when it moved, the index is rebuilt.
 * While a rebuild runs, requests keep using the previous copy (stale for the seconds a
 * rebuild takes), so a stock change never stalls the shop; only the very first build is
 * awaited. One rebuild at a time per database.
 */
import type { DbOrTx } from '../../db/client.server';
import { computeFacets, type FacetCounts } from '../facets/facets';
import { emptySelection } from '../facets/selection';
import { buildLexicon, lexiconWords, type Lexicon } from '../search/lexicon';
import { buildCatalogIndex, type CatalogIndex } from './catalog-index';
import { loadCatalogRows, readCatalogVersion, stemWords } from './catalog-index.queries.server';

export interface CatalogSnapshot {
  index: CatalogIndex;
  lexicon: Lexicon;
  /** Facet counts with no filter per section path, computed on first use. */
  presence: Map<string, FacetCounts>;
}

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
  const index = buildCatalogIndex(version, rows);
  const lexicon = buildLexicon(index, await stemWords(db, lexiconWords(index)));
  console.log(
    `[catalog] index v${version}: ${index.size} articles, ${index.sizes.codes.length} sizes, ` +
      `${lexicon.words.length} words; read ${loaded - started} ms, built ${Date.now() - loaded} ms`,
  );
  return { index, lexicon, presence: new Map() };
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

/** Facet counts of a section with no filter: which options the page has at all. */
export function sectionPresence(snapshot: CatalogSnapshot, path: string, members: Int32Array): FacetCounts {
  let presence = snapshot.presence.get(path);
  if (!presence) {
    presence = computeFacets(snapshot.index, members, emptySelection());
    snapshot.presence.set(path, presence);
  }
  return presence;
}
