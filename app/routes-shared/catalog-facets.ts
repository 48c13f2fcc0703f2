// Long facet lists (docs/product.md#page-weight): a catalogue page sends and renders the first values of each
// list and the rest on demand, so 25 brands and a dozen cities of shops do not weigh on every
// page. The address's `all=<code>` asks for one list whole: the no-JavaScript «Показать все»
// link, and the fetcher that expands a list in place (see docs/decisions/0054-facet-lists.md).
import type { CatalogFilter } from '~/commerce/contract/catalog';

/** Values of a list, colour or checkbox filter a page shows before «Показать все». */
export const FACET_FIRST_VALUES = 8;

/** The address parameter that asks for a facet's every value: `?all=brand`. */
export const ALL_VALUES_PARAM = 'all';

/** A page's filters with long lists cut, and how many values each cut list left out. */
export type CutFacets = { filters: CatalogFilter[]; cut: Record<string, number> };

/**
 * Cuts each long list to its first values. A chosen value is always kept wherever it stands:
 * the panel is a GET form, and a chosen box that is not on the page would be dropped by the
 * next submit. Shops keep the first city (the shopper's own, open) and the cities with a
 * chosen shop. Sizes (short pills) and categories (a short tree) are always whole, and so are
 * the lists named in `whole`.
 */
export function cutFacets(filters: CatalogFilter[], whole: ReadonlySet<string>): CutFacets {
  const cut: Record<string, number> = {};
  const result = filters.map((filter): CatalogFilter => {
    // Categories are a tree (a type under its group): cut, a type could lose its group.
    if (whole.has(filter.code) || filter.code === 'category') return filter;
    if (filter.type === 'list' || filter.type === 'checkbox' || filter.type === 'colors') {
      if (filter.items.length <= FACET_FIRST_VALUES) return filter;
      const kept = filter.items.filter((item, index) => index < FACET_FIRST_VALUES || item.checked);
      cut[filter.code] = filter.items.length - kept.length;
      // The union of item shapes (category items, colour items) stays the filter's own.
      return { ...filter, items: kept } as CatalogFilter;
    }
    if (filter.type === 'store' && filter.cities.length > 1) {
      const kept = filter.cities.filter((city, index) => index === 0 || city.items.some((i) => i.checked));
      const left = filter.cities.length - kept.length;
      if (left === 0) return filter;
      cut[filter.code] = filter.cities
        .filter((city) => !kept.includes(city))
        .reduce((sum, city) => sum + city.items.length, 0);
      return { ...filter, cities: kept };
    }
    return filter;
  });
  return { filters: result, cut };
}

/** The lists an address asks for whole (`all=brand&all=store`). */
export function wholeFacetsOf(params: URLSearchParams): Set<string> {
  return new Set(params.getAll(ALL_VALUES_PARAM).filter((code) => /^[a-z_]{1,32}$/.test(code)));
}

/** The address of this page with one more list shown whole. */
export function allValuesHref(pathname: string, search: string, code: string): string {
  const params = new URLSearchParams(search);
  if (!params.getAll(ALL_VALUES_PARAM).includes(code)) params.append(ALL_VALUES_PARAM, code);
  return `${pathname}?${params.toString()}`;
}
