import { useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import type { CatalogFilter } from '~/commerce/contract/catalog';
import { allValuesHref } from '~/routes-shared/catalog-facets';
import type { loader as catalogLoader } from '~/routes/catalog._index/route';

/**
 * A facet list the page sent cut (catalog-facets.ts), and how to see it whole. Without
 * JavaScript «Показать все» is a link to this address with `all=<code>`, which renders the list
 * whole. With JavaScript the link expands the list in place: a fetcher asks the same address
 * for the whole list, and asks again when the filters change while it is open, so the counts
 * stay those of the products shown.
 */
export function useWholeFacet(filter: CatalogFilter, cut: number) {
  const { pathname, search } = useLocation();
  const fetcher = useFetcher<typeof catalogLoader>();
  const [expanded, setExpanded] = useState(false);
  // The products of "show more" are not needed for a list's values.
  const params = new URLSearchParams(search);
  params.delete('shown');
  const fetchHref = allValuesHref(pathname, params.toString(), filter.code);
  const { load } = fetcher;
  useEffect(() => {
    if (expanded && cut > 0) load(fetchHref);
  }, [expanded, cut, fetchHref, load]);

  const whole =
    expanded && cut > 0
      ? fetcher.data?.catalog?.catalogBody.filter.find(
          (f) => f.code === filter.code && f.type === filter.type,
        )
      : undefined;
  return {
    filter: whole ?? filter,
    /** Values still left out: 0 once the list is whole. */
    hidden: whole ? 0 : cut,
    href: allValuesHref(pathname, search, filter.code),
    expand: () => setExpanded(true),
    loading: expanded && cut > 0 && !whole,
  };
}
