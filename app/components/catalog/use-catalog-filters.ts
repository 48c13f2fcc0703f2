import { useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CatalogFilter } from '~/commerce/contract/catalog';
import type { CatalogFilterValue } from '~/commerce/contract/catalog-filters';
import { catalogHref, catalogQuery, type CatalogUrlState } from './catalog-url';
import { chosenFilter } from './filter-state';

/** docs/product.md#constants-and-limits: the catalogue re-requests 500 ms after the last filter change. */
export const CATALOG_DEBOUNCE_MS = 500;

/** An address as a comparable string: path and sorted-as-given query, encoding-independent. */
const addressKey = (href: string) => {
  const url = new URL(href, 'http://x.invalid');
  return `${url.pathname}?${url.searchParams.toString()}`;
};

/**
 * The filters the shopper is choosing, ahead of the server's answer. Each change shows at once
 * and, 500 ms after the last one, navigates to the filtered address (replacing the history
 * entry, keeping the scroll, dropping "show more": docs/product.md#catalogue sets the page back to 1). A new
 * navigation makes Remix abort the previous one, whose loader aborts its API call in turn.
 *
 * The shopper's choice is held until the answer to the latest request arrives: an older answer
 * that still lands (a slow response already being drawn) must not undo newer ticks.
 */
export function useCatalogFilters(filters: CatalogFilter[], state: CatalogUrlState) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const { pathname } = location;
  const answered = useMemo(() => chosenFilter(filters), [filters]);
  const [held, setHeld] = useState<CatalogFilterValue | null>(null);
  const chosen = held ?? answered;
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const waiting = useRef(false);
  /** Addresses this hook navigated to, the latest last, until its answer is shown. */
  const sent = useRef<string[]>([]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const here = addressKey(`${location.pathname}${location.search}`);
  const seen = useRef(here);
  useEffect(() => {
    // Only a new address counts (not the first render: ticks adopted on start must stay).
    if (seen.current === here) return;
    seen.current = here;
    const index = sent.current.lastIndexOf(here);
    if (index >= 0 && index < sent.current.length - 1) return; // an older answer of ours: keep the choice
    if (index < 0) {
      // Someone else moved the page (sort, a link, back): their address is the truth now.
      clearTimeout(timer.current);
      waiting.current = false;
    }
    sent.current = [];
    if (!waiting.current) setHeld(null);
  }, [here]);

  const hrefOf = useCallback(
    (filter: CatalogFilterValue) => catalogHref(pathname, { filter, sort: state.sort, q: state.q }),
    [pathname, state.sort, state.q],
  );

  const go = useCallback(
    (filter: CatalogFilterValue) => {
      clearTimeout(timer.current);
      waiting.current = false;
      const href = hrefOf(filter);
      sent.current.push(addressKey(href));
      navigate(href, { replace: true, preventScrollReset: true });
    },
    [navigate, hrefOf],
  );

  /** A change from the panel or a chip: shown now, requested after the pause. */
  const change = useCallback(
    (next: CatalogFilterValue) => {
      setHeld(next);
      waiting.current = true;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => go(next), CATALOG_DEBOUNCE_MS);
    },
    [go],
  );

  const latest = useRef(chosen);
  latest.current = chosen;
  /** 'Показать': requests the held choice now. */
  const apply = useCallback(() => go(latest.current), [go]);

  /** What a panel's inputs show when JavaScript starts: ticks made before that become a change. */
  const adopt = useCallback(
    (shown: CatalogFilterValue) => {
      if (catalogQuery({ filter: shown }) !== catalogQuery({ filter: latest.current })) change(shown);
    },
    [change],
  );

  const busy = held !== null || (navigation.state === 'loading' && navigation.location.pathname === pathname);
  return { chosen, change, apply, adopt, hrefOf, busy };
}
