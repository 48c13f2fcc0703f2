/**
 * The catalogue answer (spec §3): a section's articles with the shopper's filters, sort
 * and page, the facets, and the links around the page. Everything but the banners comes
 * from the in-memory catalogue index.
 */
import {
  CATALOG_PAGE_SIZE,
  SORT_OPTIONS,
  type CatalogResponse,
  type CatalogSort,
  type PriceRangeInput,
  type SortOrder,
} from '../contract/catalog';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { cardOf } from './cards';
import { selectCatalogBanners } from './catalog.queries.server';
import { computeFacets, pageOfHits } from './facets/facets';
import { buildFilterView } from './facets/filter-view';
import { emptySelection, isEmptySelection, readSelection } from './facets/selection';
import type { SortOrders } from './index/catalog-index';
import { catalogSnapshot, sectionPresence, type CatalogSnapshot } from './index/catalog-snapshot.server';
import { searchHits } from './search/search.server';
import { HOME_CRUMB, genderLinks, sectionBreadcrumbs, sectionTags } from './section-links';
import { normalizeSectionPath, sectionUrl } from './taxonomy';

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
function isSearchPath(path: string): boolean {
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
async function catalogBanners(
  db: DbOrTx,
  pageUrl: string,
): Promise<CatalogResponse['catalogBody']['catalogBanners']> {
  const rows = await selectCatalogBanners(db);
  const pick = (type: string) => {
    const fitting = rows.filter((b) => b.type === type);
    const banner = fitting.find((b) => b.desktopUrl.replace(/\/?$/, '/') !== pageUrl) ?? fitting[0];
    if (!banner) return null;
    return {
      headText: banner.headText,
      desktopUrl: banner.desktopUrl,
      mobileUrl: banner.mobileUrl,
      payload: banner.payload,
    };
  };
  return { banner1x1: pick('catalog_1x1'), banner2x1: pick('catalog_2x1') };
}

/** The catalogue answer for a section path (404 for an unknown one). */
export async function catalogPage(db: DbOrTx, query: CatalogQuery, cityId: number): Promise<CatalogResponse> {
  const search = isSearchPath(query.path) || (query.q ?? '') !== '';
  const path = isSearchPath(query.path) ? '' : normalizeSectionPath(query.path);
  const snapshot: CatalogSnapshot = await catalogSnapshot(db);
  const { index } = snapshot;
  const section = index.sections.get(path);
  if (!section) throw new ApiError(404, SECTION_NOT_FOUND);

  const q = query.q ?? '';
  const restrict = search ? (await searchHits(db, snapshot, q)).hits : undefined;
  const selection = readSelection(index, query.filter);
  const presence = restrict
    ? computeFacets(index, section.members, emptySelection(), restrict)
    : sectionPresence(snapshot, section.path, section.members);
  // Without a filter the counts are the section's own: no second pass.
  const counts = isEmptySelection(selection)
    ? presence
    : computeFacets(index, section.members, selection, restrict);

  const sort = chooseSort(query.sort, query.order);
  const offset = (query.page - 1) * CATALOG_PAGE_SIZE;
  const slots = pageOfHits(
    sortOrder(index.orders, sort.sort, sort.order),
    counts.hits,
    offset,
    CATALOG_PAGE_SIZE,
  );
  const url = search ? `/search/?q=${encodeURIComponent(q)}` : sectionUrl(section.path);

  return {
    catalogBody: {
      products: slots.map((slot) => cardOf(index, slot)),
      catalogBanners: await catalogBanners(db, sectionUrl(section.path)),
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
  };
}
