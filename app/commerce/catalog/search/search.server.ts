/**
 * Product search: the search overlay's answer (GET /api/search/) and the article set that
 * narrows the catalogue on the search page (POST /api/catalog/ with q).
 */
import { LRUCache } from 'lru-cache';
import { catalogUrl } from '../../contract/catalog-filters';
import { SEARCH_QUERY_MIN } from '../../contract/catalog-request';
import { POPULAR_QUERIES_SHOWN, type SearchResponse } from '../../contract/search';
import type { DbOrTx } from '../../db/client.server';
import { cardOf } from '../cards';
import { pageOfHits } from '../facets/facets';
import type { CatalogIndex } from '../index/catalog-index';
import { inStock } from '../index/stock-masks';
import { stemWords } from '../index/catalog-index.queries.server';
import type { CatalogSnapshot } from '../index/catalog-snapshot.server';
import { sectionUrl } from '../taxonomy/section-lookups';
import { matchQuery, stemsForWord, type SearchMatch } from './match';
import {
  applyQueryFilter,
  queryTokens,
  splitQuery,
  type QueryFilter,
  type SplitQuery,
} from './query-filters';
import { slotsOfCode } from './codes';
import { FEW_HITS, preferOtherLayout, switchLayout } from './layout';
import { popularQueries } from './popular-queries.queries.server';
import { tokenize } from './text';

/**
 * Stems of query words the catalogue does not contain; stemming never changes, so keep them.
 * Keyed by what shoppers type: at most 5,000 words (a few hundred kilobytes), the least
 * recently used going first.
 */
const stemCache = new LRUCache<string, string>({ max: 5000 });
/** Words a query may have; the rest are ignored (q is at most 100 characters anyway). */
const MAX_QUERY_WORDS = 8;
/** Shorter words on the other layout count only when the catalogue has them whole. */
const MIN_SWITCHED_WORD = 3;

async function stemQueryWords(db: DbOrTx, snapshot: CatalogSnapshot, words: string[]) {
  const unknown = words.filter((w) => !snapshot.lexicon.stemOf.has(w) && !stemCache.has(w));
  if (unknown.length > 0) {
    const stems = await stemWords(db, unknown);
    for (const [word, stem] of stems) stemCache.set(word, stem);
  }
  return words.map((word) => ({
    word,
    stem: snapshot.lexicon.stemOf.get(word) ?? stemCache.get(word) ?? '',
  }));
}

/** True when the text is long enough to search (docs/product.md#constants-and-limits: 2 characters). */
export function searchable(q: string | undefined): q is string {
  return q !== undefined && q.trim().length >= SEARCH_QUERY_MIN;
}

async function matchText(db: DbOrTx, snapshot: CatalogSnapshot, q: string): Promise<SearchMatch> {
  const words = searchable(q) ? [...new Set(tokenize(q))].slice(0, MAX_QUERY_WORDS) : [];
  if (words.length === 0) {
    return { hits: new Uint8Array(snapshot.index.size), slots: new Int32Array(0), stemsPerWord: [] };
  }
  return matchQuery(snapshot.lexicon, snapshot.index.size, await stemQueryWords(db, snapshot, words));
}

/** The text's sizes, colours, gender and brand as filters, and the words left to search. */
async function splitText(db: DbOrTx, snapshot: CatalogSnapshot, q: string): Promise<SplitQuery> {
  const tokens = queryTokens(q).slice(0, MAX_QUERY_WORDS);
  const stemmed = await stemQueryWords(db, snapshot, tokens);
  const words = stemmed.map((w) => ({
    word: w.word,
    stems: w.stem === '' ? [] : stemsForWord(snapshot.lexicon, w),
  }));
  return splitQuery(snapshot.lexicon, snapshot.index, words);
}

/** What a search text found, and the text actually searched when it was not the one typed. */
export interface SearchHits extends SearchMatch {
  /** The query on the other keyboard layout, when that was searched instead ('yfqr' → 'найк'). */
  correctedQuery?: string;
  /** Filters the text named ('42', 'черные', 'женские'); not applied to `slots`. */
  filter: QueryFilter;
  /** The words searched as text once the filters are taken out ('кроссовки'). */
  text: string;
}

/** An exact article or product code ('NIK-11811') finds that product and nothing else. */
function articleHits(snapshot: CatalogSnapshot, q: string): SearchMatch | undefined {
  const slots = slotsOfCode(snapshot.index, snapshot.lexicon.codes, q);
  if (slots.length === 0) return undefined;
  const hits = new Uint8Array(snapshot.index.size);
  for (const slot of slots) hits[slot] = 1;
  return { hits, slots, stemsPerWord: [] };
}

async function textHits(db: DbOrTx, snapshot: CatalogSnapshot, q: string): Promise<SearchHits> {
  const split = searchable(q) ? await splitText(db, snapshot, q) : { text: q, filter: {} };
  return { ...(await matchText(db, snapshot, split.text)), ...split };
}

/**
 * Whether the text on the other layout says something the typed one did not, so that its
 * results are its own: one of the words the switch changed must be searched (no stop
 * word: '2002r' is '2002к', whose 'к' is dropped, leaving the typed '2002'), and a changed word
 * of one or two letters must be a whole word of the catalogue ('щт' → 'on'), not the start of
 * any ('ab' → 'фи' only begins 'фиолетовый'). Otherwise the shopper would read «Показаны
 * результаты по запросу «2002к»» over results of a text nobody typed.
 */
async function switchNamesSomething(
  db: DbOrTx,
  snapshot: CatalogSnapshot,
  typed: string,
  switched: string,
): Promise<boolean> {
  const typedWords = new Set(queryTokens(typed));
  // Digits read the same on both layouts: only words with letters are the switch's own.
  const changed = queryTokens(switched).filter((word) => /\p{L}/u.test(word) && !typedWords.has(word));
  const stemmed = await stemQueryWords(db, snapshot, changed.slice(0, MAX_QUERY_WORDS));
  return stemmed.some(
    ({ word, stem }) =>
      stem !== '' && (word.length >= MIN_SWITCHED_WORD || snapshot.lexicon.stemOf.has(word)),
  );
}

/**
 * The colour slots a search text finds (nothing for texts under 2 characters), and the
 * filters it names (see query-filters.ts). A text that finds nothing or only a few articles is
 * tried once more as typed on the other keyboard layout, which wins when it finds far more. An exact article or product code finds only that product.
 */
export async function searchHits(db: DbOrTx, snapshot: CatalogSnapshot, q: string): Promise<SearchHits> {
  const byCode = articleHits(snapshot, q);
  if (byCode) return { ...byCode, filter: {}, text: q };
  const match = await textHits(db, snapshot, q);
  if (match.slots.length >= FEW_HITS || !searchable(q)) return match;
  const switched = switchLayout(q.trim());
  if (switched === undefined || !(await switchNamesSomething(db, snapshot, q, switched))) return match;
  const retry = await textHits(db, snapshot, switched);
  return preferOtherLayout(match.slots.length, retry.slots.length)
    ? { ...retry, correctedQuery: switched }
    : match;
}

interface SectionTally {
  path: string;
  count: number;
}

/** Where the hits are: the most specific gendered page of each, busiest first. */
function tallySections(index: CatalogIndex, found: Int32Array): SectionTally[] {
  const perPage = new Int32Array(index.homePaths.length);
  for (const slot of found) if (index.home[slot] >= 0) perPage[index.home[slot]] += 1;
  return index.homePaths
    .map((path, i) => ({ path, count: perPage[i] }))
    .filter((s) => s.count > 0)
    .sort((a, b) => b.count - a.count);
}

/** Slots of a dictionary named by the query words' stems. */
function named(stemsPerWord: string[][], table: Map<string, number[]>): Set<number> {
  const slots = new Set<number>();
  for (const stems of stemsPerWord)
    for (const stem of stems) for (const slot of table.get(stem) ?? []) slots.add(slot);
  return slots;
}

/** The brand among `candidates` with the most articles found. */
function busiestBrand(index: CatalogIndex, found: Int32Array, candidates: Set<number>) {
  const perBrand = new Map<number, number>();
  if (candidates.size === 0) return undefined;
  for (const slot of found) {
    if (candidates.has(index.brand[slot]))
      perBrand.set(index.brand[slot], (perBrand.get(index.brand[slot]) ?? 0) + 1);
  }
  return [...perBrand].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * The one page a query names: a product type's section ('кроссовки' → the busiest
 * gendered sneakers page, or the gender the query names), else a group's ('обувь'),
 * narrowed to a brand when a brand is named too; else the catalogue filtered by the brand.
 */
function matchingPage(
  snapshot: CatalogSnapshot,
  match: SearchHits,
  found: Int32Array,
  sections: SectionTally[],
): SearchResponse['page'] {
  const { index, lexicon } = snapshot;
  const types = named(match.stemsPerWord, lexicon.typeStems);
  const groups = named(match.stemsPerWord, lexicon.groupStems);
  const brandSlots = named(match.stemsPerWord, lexicon.brandStems);
  for (const code of match.filter.brand ?? []) brandSlots.add(index.brands.byCode.get(code) ?? -1);
  const brandSlot = busiestBrand(index, found, brandSlots);
  const brand =
    brandSlot === undefined
      ? undefined
      : { code: index.brands.codes[brandSlot], name: index.brands.names[brandSlot] };
  // The page shows what the text asked for: its brand, and the size and colour it named.
  const { size, color } = match.filter;
  const filter = {
    ...(brand ? { brand: [brand.code] } : {}),
    ...(size ? { size } : {}),
    ...(color ? { color } : {}),
  };
  const link = (path: string) => {
    const section = index.sections.get(path)!;
    return {
      name: brand ? `${section.h1} ${brand.name}` : section.h1,
      url: catalogUrl(sectionUrl(path), filter),
    };
  };

  // `sections` are type pages, busiest first; their parents are the gendered group pages.
  const sectionOf = (s: SectionTally) => index.sections.get(s.path);
  const typed = sections.find((s) => types.has(index.types.byCode.get(sectionOf(s)?.typeCode ?? '') ?? -1));
  if (typed) return link(typed.path);
  const grouped = sections.find((s) =>
    groups.has(index.groups.byCode.get(sectionOf(s)?.groupCode ?? '') ?? -1),
  );
  const groupSection = grouped ? sectionOf(grouped) : undefined;
  // A type page's parent is its gendered group page; a home page without a type is one.
  const groupPath = groupSection?.typeCode ? groupSection.parentPath : groupSection?.path;
  if (groupPath && index.sections.has(groupPath)) return link(groupPath);
  if (brand) return { name: brand.name, url: catalogUrl(sectionUrl(''), filter) };
  return null;
}

/** The empty answer, with popular queries to try instead when there are any. */
async function nothingFound(db: DbOrTx): Promise<SearchResponse> {
  const popular = await popularQueries(db, POPULAR_QUERIES_SHOWN);
  return { elements: [], page: null, sections: [], count: 0, ...(popular.length > 0 ? { popular } : {}) };
}

/**
 * A page of search results: the hits every word of which matched as written (a brand or
 * model named exactly) first, then those found by a prefix, a typo or a synonym, each in
 * `order` (popularity, for the overlay and the search page's default sort).
 */
export function rankedPage(
  order: Int32Array,
  hits: Uint8Array,
  exact: Uint8Array | undefined,
  offset: number,
  limit: number,
): number[] {
  if (!exact) return pageOfHits(order, hits, offset, limit);
  const first = new Uint8Array(hits.length);
  const rest = new Uint8Array(hits.length);
  let firstCount = 0;
  for (let slot = 0; slot < hits.length; slot += 1) {
    if (!hits[slot]) continue;
    if (exact[slot]) {
      first[slot] = 1;
      firstCount += 1;
    } else rest[slot] = 1;
  }
  const page = pageOfHits(order, first, offset, limit);
  if (page.length === limit) return page;
  return [...page, ...pageOfHits(order, rest, Math.max(0, offset - firstCount), limit - page.length)];
}

/** The search overlay's answer: up to `limit` cards (exact matches, then most popular first), page, sections, count. */
export async function searchProducts(
  db: DbOrTx,
  snapshot: CatalogSnapshot,
  q: string,
  limit: number,
): Promise<SearchResponse> {
  if (!searchable(q)) return nothingFound(db);
  const { index } = snapshot;
  const match = await searchHits(db, snapshot, q);
  const found = applyQueryFilter(index, match.slots, match.filter).filter((slot) => inStock(index, slot));
  if (found.length === 0) return nothingFound(db);

  // Sections narrowed by a gender the query names ('женские кроссовки').
  const genders = new Set([
    ...match.stemsPerWord.flat().map((s) => snapshot.lexicon.genderStems.get(s)),
    ...(match.filter.gender ?? []).filter((g) => g !== 'unisex'),
  ]);
  genders.delete(undefined);
  const tally = tallySections(index, found).filter(
    (s) => genders.size === 0 || genders.has(index.sections.get(s.path)?.gender ?? ''),
  );
  const listed = new Uint8Array(index.size);
  for (const slot of found) listed[slot] = 1;
  return {
    elements: rankedPage(index.orders.popular, listed, match.exact, 0, limit).map((slot) =>
      cardOf(index, slot),
    ),
    page: matchingPage(snapshot, match, found, tally),
    sections: tally.slice(0, 5).map((s) => {
      const section = index.sections.get(s.path)!;
      return { name: section.h1, url: sectionUrl(section.path), count: s.count };
    }),
    count: found.length,
    ...(match.correctedQuery ? { correctedQuery: match.correctedQuery } : {}),
  };
}
