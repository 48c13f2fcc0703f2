/**
 * The process's copy of the catalogue index, kept in step with the database. Every request
 * reads, in one query, the catalogue version and whether the stock change log moved:
 * - the version moved (products, prices, sections, shops, banners; the seed): the index is
 *   rebuilt in the background while requests keep using the previous copy; only the very
 *   first build is awaited;
 * - only stock moved (orders, cancellations, stock imports): the changed colours' stock is
 *   re-read and patched into a copy of the index (stock-update.ts), which the request awaits
 *   (milliseconds), so facet counts follow stock on every instance without a rebuild.
 * One rebuild and one stock update at a time per database.
 */
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../db/client.server';
import { countCatalogStockUpdate, recordCatalogIndexBuild } from '../../../metrics/metrics.server';
import { oncePerRead } from '../../../utils/read-scope.server';
import { computeFacets, facetScope } from '../facets/facets';
import { patchPresence } from '../facets/presence-patch';
import { emptySelection } from '../facets/selection';
import { buildLexicon, lexiconWords } from '../search/lexicon';
import { buildCatalogIndex } from './build-index';
import type { CatalogIndex } from './catalog-index';
import { loadCatalogRows, stemWords } from './catalog-index.queries.server';
import { advanceCursor, cursorAt, logMoved } from './stock-log';
import {
  deleteStockChangesBefore,
  loadColorStock,
  readCatalogPulse,
  readLogSince,
  readLogStart,
} from './stock-log.queries.server';
import { withStock } from './stock-update';
import { logger } from '../../../utils/log.server';
import type { CatalogSnapshot, ScopedFacets } from './catalog-snapshot';

const log = logger('catalog');

/**
 * The kept scopes of recent searches: a scope holds a bitmap of the catalogue (its size in
 * bytes is the catalogue's colour count), so few are kept: 32 cover one shopper's filter,
 * sort and page changes of a query several times over.
 */
const SEARCH_SCOPES_KEPT = 32;
const searchScopes = () => new LRUCache<string, ScopedFacets>({ max: SEARCH_SCOPES_KEPT });

export type { CatalogSnapshot, ScopedFacets } from './catalog-snapshot';

/** Log rows are kept this long; an instance that has not looked for longer rebuilds instead. */
const STOCK_LOG_KEPT_MS = 60 * 60 * 1000;
const STOCK_LOG_SWEEP_EVERY_MS = 10 * 60 * 1000;
/**
 * More changed sizes than this at once (a whole stock import) are cheaper to take with one
 * rebuild than colour by colour: each colour that goes in or out of stock copies the posting
 * lists it is on.
 */
const STOCK_UPDATE_MAX_SIZES = 20_000;

interface State {
  current?: CatalogSnapshot;
  building?: Promise<CatalogSnapshot>;
  updating?: Promise<CatalogSnapshot>;
  /** A stock change the index could not take (a size it has no bit for): rebuild. */
  rebuildWanted?: boolean;
  /** When this process last compared its copy with the log. */
  lookedAt: number;
  sweptAt: number;
}

/** What this process did to keep its index in step (read by /healthz, the bench and tests). */
export const catalogIndexCounters = { fullBuilds: 0, stockUpdates: 0 };

// Keyed by the database object so tests with several databases in one process stay apart.
const states = new WeakMap<object, State>();
/** Full builds per database: a test counts its own, not a rebuild another suite left running. */
const buildsOf = new WeakMap<object, number>();

/** How many full builds this process made of one database's index. */
export function fullBuildsOf(db: DbOrTx): number {
  return buildsOf.get(db) ?? 0;
}

/** Reads, stems and builds a fresh snapshot from the database. */
export async function buildSnapshot(db: DbOrTx): Promise<CatalogSnapshot> {
  const started = Date.now();
  // The log position is read before the rows: stock written meanwhile is applied again after.
  const start = await readLogStart(db);
  const { version, rows } = await loadCatalogRows(db);
  const loaded = Date.now();
  const index = await buildCatalogIndex(version, rows, () => new Promise((resolve) => setImmediate(resolve)));
  const lexicon = buildLexicon(index, await stemWords(db, lexiconWords(index)));
  catalogIndexCounters.fullBuilds += 1;
  recordCatalogIndexBuild((Date.now() - started) / 1000);
  buildsOf.set(db, fullBuildsOf(db) + 1);
  log.info(
    `index v${version}: ${index.size} articles, ${index.sizes.codes.length} sizes, ` +
      `${lexicon.words.length} words; read ${loaded - started} ms, built ${Date.now() - loaded} ms`,
  );
  const stockCursor = cursorAt(start.position, start.horizon);
  return {
    index,
    lexicon,
    sections: new Map(),
    searches: searchScopes(),
    stockCursor,
    stockPatch: 0,
    stockMovedAt: new Map(),
  };
}

function rebuild(db: DbOrTx, state: State): Promise<CatalogSnapshot> {
  if (state.building) return state.building;
  state.rebuildWanted = false;
  const building = (state.building = buildSnapshot(db)
    .then((snapshot) => {
      state.current = snapshot;
      return snapshot;
    })
    .finally(() => {
      state.building = undefined;
    }));
  // A failed background rebuild is retried by the next request; the old copy serves on.
  building.catch((error) => log.error({ err: error }, 'index rebuild failed'));
  return building;
}

async function applyStockChanges(db: DbOrTx, state: State, base: CatalogSnapshot): Promise<CatalogSnapshot> {
  const { horizon, entries } = await readLogSince(db, base.stockCursor);
  const { cursor, sizeIds } = advanceCursor(base.stockCursor, horizon, entries);
  if (sizeIds.length > STOCK_UPDATE_MAX_SIZES) {
    state.rebuildWanted = true;
    return base;
  }
  const moved = await loadColorStock(db, sizeIds);
  const index = withStock(base.index, moved);
  if (!index) {
    state.rebuildWanted = true;
    return base;
  }
  const stockPatch = base.stockPatch + 1;
  const stockMovedAt = base.stockMovedAt as Map<number, number>;
  for (const { colorId } of moved) stockMovedAt.set(colorId, stockPatch);
  const next: CatalogSnapshot =
    index === base.index
      ? { ...base, stockCursor: cursor, stockPatch }
      : {
          ...base,
          index,
          sections: carriedSections(base, index, moved),
          searches: searchScopes(),
          stockCursor: cursor,
          stockPatch,
        };
  catalogIndexCounters.stockUpdates += 1;
  countCatalogStockUpdate();
  // A rebuild that finished meanwhile read newer rows: keep it.
  if (state.current === base) state.current = next;
  const now = Date.now();
  if (now - state.sweptAt > STOCK_LOG_SWEEP_EVERY_MS) {
    state.sweptAt = now;
    await deleteStockChangesBefore(db, new Date(now - STOCK_LOG_KEPT_MS));
  }
  return state.current ?? next;
}

/**
 * The sections' scopes and unfiltered counts of `base`, carried to the stock-patched `index`
 * (facets/presence-patch.ts) instead of recounted by the first shopper of each section after
 * every order. Searches are few per section and narrow: they are simply counted again.
 */
function carriedSections(
  base: CatalogSnapshot,
  index: CatalogIndex,
  moved: readonly { colorId: number }[],
): Map<string, ScopedFacets> {
  const slots = new Set<number>();
  for (const { colorId } of moved) {
    const slot = index.slotByColorId.get(colorId);
    if (slot !== undefined) slots.add(slot);
  }
  const sections = new Map<string, ScopedFacets>();
  for (const [path, entry] of base.sections) {
    const members = index.sections.get(path)?.members;
    if (members) sections.set(path, patchPresence(base.index, index, entry, members, [...slots]));
  }
  return sections;
}

function updateStock(db: DbOrTx, state: State, base: CatalogSnapshot): Promise<CatalogSnapshot> {
  if (!state.updating) {
    state.updating = applyStockChanges(db, state, base).finally(() => {
      state.updating = undefined;
    });
  }
  return state.updating;
}

const SNAPSHOT_QUESTION = {};

/** A snapshot as one look at the database found it. */
export interface SnapshotLook {
  snapshot: CatalogSnapshot;
  /**
   * True when the snapshot holds exactly what the database held at this look (its version,
   * and stock up to the log's end): then anything derived from the database's catalogue tables
   * is the same as long as the same snapshot comes back fresh, since each change to them
   * gives a new snapshot (catalogueAnswer below). False while a rebuild or a large stock
   * change is pending and the previous copy serves.
   */
  fresh: boolean;
}

/**
 * The current snapshot for this database (patched or rebuilt when the database moved on); one
 * look per read scope (utils/read-scope.server.ts: an API read, or a whole page view), however
 * many lists the answer builds.
 */
export async function catalogSnapshot(db: DbOrTx): Promise<CatalogSnapshot> {
  return (await lookAtCatalog(db)).snapshot;
}

/** catalogSnapshot, saying whether the snapshot is the database's state right now. */
export function lookAtCatalog(db: DbOrTx): Promise<SnapshotLook> {
  return oncePerRead(SNAPSHOT_QUESTION, db, () => lookAtSnapshot(db));
}

async function lookAtSnapshot(db: DbOrTx): Promise<SnapshotLook> {
  let state = states.get(db);
  if (!state) states.set(db, (state = { lookedAt: Date.now(), sweptAt: 0 }));
  const current = state.current;
  const pulse = await readCatalogPulse(db, current?.stockCursor ?? cursorAt(0, '0'));
  const now = Date.now();
  // Log rows older than STOCK_LOG_KEPT_MS may be gone: a copy that long unchecked is rebuilt.
  const lostTrack = now - state.lookedAt > STOCK_LOG_KEPT_MS / 2;
  state.lookedAt = now;
  // While a rebuild runs, the old copy serves as it is: the new one reads newer stock anyway.
  if (current && state.building) return { snapshot: current, fresh: false };
  if (current && current.index.version === pulse.version && !state.rebuildWanted && !lostTrack) {
    if (!logMoved(current.stockCursor, pulse.pastCursor)) return { snapshot: current, fresh: true };
    // A stock change the index could not take hands the old copy back and asks for a rebuild.
    const updated = await updateStock(db, state, current);
    return { snapshot: updated, fresh: updated !== current };
  }
  const building = rebuild(db, state);
  return current ? { snapshot: current, fresh: false } : { snapshot: await building, fresh: true };
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
  if (kept) return kept;
  const fresh = await compute();
  snapshot.searches.set(key, fresh);
  return fresh;
}
