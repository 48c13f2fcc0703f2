/**
 * The catalogue answer (docs/product.md#entities): a section's articles with the shopper's filters, sort
 * and page, the facets, the banners and the links around the page, all from the in-memory
 * catalogue index (docs/decisions/0009-catalog-index.md); only search words the index does not
 * know go to the database, to be stemmed.
 */
import type { CatalogResponse } from '../contract/catalog';
import type { PriceRangeInput } from '../contract/catalog-filters';
import {
  CATALOG_PAGE_SIZE,
  SORT_OPTIONS,
  type CatalogSort,
  type SortOrder,
} from '../contract/catalog-request';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { cardOf } from './cards';
import { computeFacets, facetScope, pageOfHits } from './facets/facets';
import { buildFilterView } from './facets/filter-view';
import { hasSlot } from './facets/slot-bits';
import { emptySelection, isEmptySelection, readSelection } from './facets/selection';
import type { CatalogIndex, SectionEntry, SortOrders } from './index/catalog-index';
import {
  catalogSnapshot,
  searchFacetsCached,
  sectionFacets,
  type CatalogSnapshot,
} from './index/catalog-snapshot.server';
import { recordSearch } from './search/popular-queries.queries.server';
import { rankedPage, searchHits } from './search/search.server';
import { isEmptyQueryFilter, queryTokens, type QueryFilter } from './search/query-filters';
import { HOME_CRUMB, genderLinks, sectionBreadcrumbs, sectionTags } from './section-links';
import { normalizeSectionPath, sectionUrl } from './taxonomy/section-lookups';
import { logger } from '../../utils/log.server';

const log = logger('search');

export interface CatalogQuery {
  path: string;
  filter: Record<string, unknown> & { price?: PriceRangeInput };
  sort?: CatalogSort;
  order?: SortOrder;
  page: number;
  q?: string;
}

export const SECTION_NOT_FOUND = 'Раздел каталога не найден';

/** '/search/…' asks for search results over the whole catalogue. */
export function isSearchPath(path: string): boolean {
  return /^\/?search(\/|$|\?)/.test(path.trim());
}

function sortOrder(orders: SortOrders, sort: CatalogSort, order: SortOrder): Int32Array {
  if (sort === 'price') return order === 'asc' ? orders.priceAsc : orders.priceDesc;
  return orders[sort];
}

function chooseSort(sort: CatalogSort | undefined, order: SortOrder | undefined) {
  const wanted = sort ?? 'popular';
  return SORT_OPTIONS.find((o) => o.sort === wanted && (!order || o.order === order)) ?? SORT_OPTIONS[0];
}

/** Picks the first banner of a placement that does not link to the page it would sit on. */
function catalogBanners(
  index: CatalogIndex,
  pageUrl: string,
): CatalogResponse['catalogBody']['catalogBanners'] {
  const pick = (type: string) => {
    const fitting = index.banners.filter((b) => b.type === type);
    const banner = fitting.find((b) => b.desktopUrl.replace(/\/?$/, '/') !== pageUrl) ?? fitting[0];
    if (!banner) return null;
    const { headText, desktopUrl, mobileUrl, payload } = banner;
    return { headText, desktopUrl, mobileUrl, payload };
  };
  return { banner1x1: pick('catalog_1x1'), banner2x1: pick('catalog_2x1') };
}

/** The request's filter with the values a search text named added to it. */
function withQueryFilter(
  filter: CatalogQuery['filter'],
  named: QueryFilter | undefined,
): CatalogQuery['filter'] {
  if (!named) return filter;
  const merged: CatalogQuery['filter'] = { ...filter };
  for (const [code, values] of Object.entries(named)) {
    const own = filter[code];
    const kept = Array.isArray(own) ? own.map(String) : typeof own === 'string' ? [own] : [];
    merged[code] = [...new Set([...kept, ...values])];
  }
  return merged;
}

/** The scope of a search within a section (its hits in the section) and its unfiltered counts. */
function searchFacets(db: DbOrTx, snapshot: CatalogSnapshot, section: SectionEntry, q: string) {
  // queryTokens keeps '42.5' whole: 'кроссовки 42.5' asks for a size, 'кроссовки 42 5' does not.
  const key = `${section.path}\u0000${queryTokens(q).join(' ')}`;
  return searchFacetsCached(snapshot, key, async () => {
    const { index } = snapshot;
    const within = sectionFacets(snapshot, section.path, section.members).scope.bits;
    const match = await searchHits(db, snapshot, q);
    const scope = facetScope(
      index,
      match.slots.filter((slot) => hasSlot(within, slot)),
    );
    const presence = computeFacets(index, scope, emptySelection());
    return {
      scope,
      presence,
      ...(match.exact ? { exact: match.exact } : {}),
      ...(match.correctedQuery ? { correctedQuery: match.correctedQuery } : {}),
      ...(isEmptyQueryFilter(match.filter) ? {} : { queryFilter: { q: match.text, filter: match.filter } }),
    };
  });
}

/** The catalogue answer for a section path (404 for an unknown one). */
export async function catalogPage(db: DbOrTx, query: CatalogQuery, cityId: number): Promise<CatalogResponse> {
  // A full storefront URL may come in: its query and fragment are not part of the section.
  const rawPath = query.path.split(/[?#]/)[0];
  const search = isSearchPath(rawPath) || (query.q ?? '') !== '';
  const path = isSearchPath(rawPath) ? '' : normalizeSectionPath(rawPath);
  const snapshot: CatalogSnapshot = await catalogSnapshot(db);
  const { index } = snapshot;
  const section = index.sections.get(path);
  if (!section) throw new ApiError(404, SECTION_NOT_FOUND);

  const q = query.q ?? '';
  const { scope, presence, correctedQuery, queryFilter, exact } = search
    ? await searchFacets(db, snapshot, section, q)
    : sectionFacets(snapshot, section.path, section.members);
  // Sizes, colours, gender and brand written in the text filter like the shopper's own choice.
  const selection = readSelection(index, withQueryFilter(query.filter, queryFilter?.filter));
  // Without a filter the counts are the scope's own: no second pass.
  const counts = isEmptySelection(selection) ? presence : computeFacets(index, scope, selection, presence);

  const sort = chooseSort(query.sort, query.order);
  const offset = (query.page - 1) * CATALOG_PAGE_SIZE;
  // A search in the default order ranks its exact matches first, as the overlay does.
  const order = sortOrder(index.orders, sort.sort, sort.order);
  const slots =
    search && sort.sort === 'popular'
      ? rankedPage(order, counts.hits, exact, offset, CATALOG_PAGE_SIZE)
      : pageOfHits(order, counts.hits, offset, CATALOG_PAGE_SIZE);
  const url = search ? `/search/?q=${encodeURIComponent(q)}` : sectionUrl(section.path);
  // A search as typed that found something counts toward the popular queries (its first page
  // only: filter, sort and paging changes of one search are not new searches).
  if (
    search &&
    counts.total > 0 &&
    query.page === 1 &&
    isEmptySelection(readSelection(index, query.filter)) &&
    !query.sort
  ) {
    recordSearch(db, q).catch((error) => log.error({ err: error }, 'recording a query failed'));
  }

  return {
    catalogBody: {
      products: slots.map((slot) => cardOf(index, slot)),
      catalogBanners: catalogBanners(index, sectionUrl(section.path)),
      tags: search ? [] : sectionTags(index.sections, section.path),
      pagination: {
        current: query.page,
        totalPages: Math.ceil(counts.total / CATALOG_PAGE_SIZE),
        totalItems: counts.total,
        pageSize: CATALOG_PAGE_SIZE,
      },
      sort: SORT_OPTIONS.map((o) => ({ ...o, selected: o === sort })),
      filter: buildFilterView({
        index,
        counts,
        presence,
        selection,
        sectionFixesType: section.typeCode !== null,
        cityId,
        sectionPath: sectionUrl(section.path),
        q: search ? q : undefined,
      }),
    },
    genderLinks: search ? [] : genderLinks(index.sections, section),
    seo: search
      ? { h1: q ? `Результаты поиска «${q}»` : 'Поиск', url, seoText: '' }
      : { h1: section.h1, url, seoText: section.seoText },
    breadcrumbs: search
      ? [HOME_CRUMB, { name: 'Поиск', url }]
      : sectionBreadcrumbs(index.sections, section.path),
    ...(correctedQuery ? { correctedQuery } : {}),
    ...(queryFilter ? { queryFilter } : {}),
  };
}
