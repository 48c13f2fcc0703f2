// The loader work shared by the catalogue pages (/catalog/, /catalog/{any section}/) and the
// search results (/search/?q=): read the address, ask the API for the window of pages it
// shows, and hand the page one plain object.
import { redirect } from '@remix-run/node';
import type { CatalogResponse } from '~/commerce/contract/catalog';
import type { CatalogFilterValue } from '~/commerce/contract/catalog-filters';
import { CATALOG_PAGE_SIZE, SEARCH_QUERY_MIN, SECTION_PATH_MAX } from '~/commerce/contract/catalog-request';
import { getCatalogListing } from '~/services/catalog.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';
import {
  catalogHref,
  catalogQuery,
  type CatalogUrlState,
  pageWindow,
  readCatalogUrl,
  sectionPathOf,
} from '~/components/catalog/catalog-url';
import { shownCard, type ShownCard } from '~/components/catalog/shown-card';
import { cutFacets, wholeFacetsOf } from './catalog-facets';

/** The API's answer as the page sends it: cards trimmed to what they draw (shown-card.ts). */
export type ShownCatalog = Omit<CatalogResponse, 'catalogBody'> & {
  catalogBody: Omit<CatalogResponse['catalogBody'], 'products'> & { products: ShownCard[] };
};

/** What a catalogue or search page renders. */
export type CatalogPageData = {
  /** The page's own path: '/catalog/man/obuv/' or '/search/'. */
  pathname: string;
  state: CatalogUrlState;
  /** The answer, its products being pages first..last; null on a search page without text. */
  catalog: ShownCatalog | null;
  pages: { first: number; last: number };
  pageSize: number;
  /** One list = one address without `shown`: pages of one list may be joined. */
  listKey: string;
  /** 'Мой размер' applied to this footwear listing (not in the address), or null. */
  mySize: string | null;
  /** Values left out of each long facet list, by filter code (catalog-facets.ts). */
  facetsCut: Record<string, number>;
};

/** Footwear sections (/catalog/obuv/, /catalog/man/obuv/krossovki/ …): where 'Мой размер' applies. */
export const isFootwearSection = (path: string) => /\/obuv\//.test(path);

/**
 * The shopper's size for this listing: only on footwear sections, only when the address chose
 * no size itself, and only while the shopper has not removed the chip. A visitor without the
 * cookie (a crawler, a first visit) sees the listing of the address.
 */
async function mySizeFor(session: StorefrontSession, path: string, state: CatalogUrlState) {
  if (!isFootwearSection(path) || (state.filter.size ?? []).length > 0) return null;
  const mine = await session.mySize();
  return mine?.listings ? mine.ru : null;
}

/**
 * A search whose text named sizes, colours, gender or a brand ('кроссовки найк 43') is shown
 * at the address of its text with those filters chosen (/search/?q=кроссовки&brand=nike
 * &size=43): the shopper sees them as chips and removes them like any filter.
 */
function withNamedFilters(state: CatalogUrlState, named: NonNullable<CatalogResponse['queryFilter']>) {
  const filter: CatalogFilterValue = { ...state.filter };
  for (const [code, values] of Object.entries(named.filter) as [keyof typeof named.filter, string[]][]) {
    filter[code] = [...new Set([...(filter[code] ?? []), ...values])];
  }
  return { ...state, q: named.q, filter };
}

/** True when every percent-escape of the path reads as UTF-8 ('/search/%ff' does not). */
function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The address of search results for a remainder (/search/{code}): its words, if ?q= is absent.
 * Remix hands the remainder already decoded ('/search/100%25' → '100%'), so it is not decoded
 * again; a path Remix could not decode (a broken escape) names no search and is the 404 page.
 */
function searchTextOf(url: URL, remainder: string | undefined): URLSearchParams {
  const params = new URLSearchParams(url.searchParams);
  if (params.get('q') || !remainder) return params;
  if (!decodablePath(url.pathname)) throw new Response('Страница не найдена', { status: 404 });
  params.set('q', remainder.replace(/[-_/+]+/g, ' '));
  return params;
}

/**
 * Loads a catalogue section page, or answers 404 when the API does not know the section. The
 * page's links are built on the section's own path with its trailing slash: a data request of
 * a client navigation arrives without it ('/catalog/woman.data' reads as '/catalog/woman').
 */
export async function loadCatalogPage(request: Request, session: StorefrontSession) {
  const url = new URL(request.url);
  const path = sectionPathOf(url.pathname);
  // Longer than any path the API reads: no section of ours, so the 404 page, not a refusal.
  if (path.length > SECTION_PATH_MAX) throw new Response('Раздел не найден', { status: 404 });
  const state = readCatalogUrl(url.searchParams);
  return load(
    session,
    path,
    state,
    path,
    wholeFacetsOf(url.searchParams),
    await mySizeFor(session, path, state),
  );
}

/** Loads search results for ?q= (or the /search/{code} remainder) with the catalogue's filters. */
export async function loadSearchPage(request: Request, session: StorefrontSession, remainder?: string) {
  const url = new URL(request.url);
  const state = readCatalogUrl(searchTextOf(url, remainder), { search: true });
  return load(session, '/search/', state, sectionPathOf(url.pathname), wholeFacetsOf(url.searchParams));
}

async function load(
  session: StorefrontSession,
  path: string,
  state: CatalogUrlState,
  pathname: string,
  wholeFacets: ReadonlySet<string>,
  mySize: string | null = null,
): Promise<CatalogPageData> {
  const pages = pageWindow(state.shown);
  const query = catalogQuery({ ...state, shown: undefined });
  const listKey = `${pathname}?${query}${mySize ? `#my-size=${mySize}` : ''}`;
  const base = { pathname, state, pageSize: CATALOG_PAGE_SIZE, listKey, mySize, facetsCut: {} };
  const searching = path === '/search/';
  if (searching && (state.q ?? '').length < SEARCH_QUERY_MIN) {
    const page: CatalogPageData = { ...base, catalog: null, pages };
    return page;
  }
  const listing = await getCatalogListing(session, {
    path: searching ? '/catalog/' : path,
    filter: mySize ? { ...state.filter, size: [mySize] } : state.filter,
    sort: state.sort,
    q: state.q,
    pages,
  });
  if (!listing) throw new Response('Раздел не найден', { status: 404 });
  const named = searching ? listing.catalog.queryFilter : undefined;
  if (named) throw redirect(catalogHref('/search/', withNamedFilters(state, named)));
  const { filters, cut } = cutFacets(listing.catalog.catalogBody.filter, wholeFacets);
  const body = listing.catalog.catalogBody;
  const catalog: ShownCatalog = {
    ...listing.catalog,
    catalogBody: { ...body, filter: filters, products: body.products.map(shownCard) },
  };
  const page: CatalogPageData = { ...base, catalog, pages: listing.pages, facetsCut: cut };
  return page;
}
