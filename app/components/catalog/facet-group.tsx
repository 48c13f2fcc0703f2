// One filter of the panel as a collapsible group (docs/product.md#page-weight). A group the page opens (chosen
// values, an open-by-default filter, or the address's `all=<code>`) draws its rows; a closed one
// sends none, since most shoppers never open it: with JavaScript its rows are drawn from the
// route data the moment it is opened; without, it holds a link to the address that renders it
// open and whole (docs/decisions/0060-closed-facet-groups.md).
import { Link, useLocation } from '@remix-run/react';
import { type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { CatalogFilter } from '~/commerce/contract/catalog';
import { allValuesHref, wholeFacetsOf } from '~/routes-shared/catalog-facets';

type FacetGroupProps = {
  filter: CatalogFilter;
  /** Values chosen in this filter: a group with any is open, and shows how many. */
  count: number;
  children: ReactNode;
};

/** The «Показать все» link of a facet: in a cut list, and in a closed group without its rows. */
export function FacetMoreLink({
  href,
  onClick,
  busy,
}: {
  href: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  busy?: boolean;
}) {
  return (
    // Crawlers need not follow: the page's canonical link is the section's.
    <Link discover="none" to={href} rel="nofollow" onClick={onClick} aria-busy={busy} className="facet-more">
      Показать все
    </Link>
  );
}

export function FacetGroup({ filter, count, children }: FacetGroupProps) {
  const { pathname, search } = useLocation();
  const opensItself =
    filter.expanded ||
    filter.additionalInfo.alwaysOpen ||
    count > 0 ||
    wholeFacetsOf(new URLSearchParams(search)).has(filter.code);
  // What the shopper did with the summary, once they did; until then the page decides.
  const [shopperOpen, setShopperOpen] = useState<boolean | null>(null);
  const open = shopperOpen ?? opensItself;
  // Rows once drawn stay (closing a group keeps what was typed or ticked in it).
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);
  const details = useRef<HTMLDetailsElement>(null);

  // A shopper may open a group before the page's JavaScript has started (the browser toggles
  // it natively, showing the link): on start its rows replace the link.
  useEffect(() => {
    const element = details.current;
    if (element && element.open && !opensItself) setShopperOpen(true);
    // Only what the page arrived with matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // With JavaScript the group opens in the same render that draws its rows (no frame of the link).
  const toggle = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    setShopperOpen(!open);
  };

  return (
    <details ref={details} open={open} className="facet-group">
      <summary className="facet-summary" onClick={toggle}>
        {filter.name}
        {count > 0 && <span className="facet-badge">{count}</span>}
      </summary>
      <fieldset className="pb-4">
        <legend className="sr-only">{filter.name}</legend>
        {drawn ? children : <FacetMoreLink href={allValuesHref(pathname, search, filter.code)} />}
      </fieldset>
    </details>
  );
}
