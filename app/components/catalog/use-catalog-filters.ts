import { useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CatalogFilter, CatalogFilterValue } from '~/commerce/contract/catalog';
import { catalogHref, catalogQuery, type CatalogUrlState } from './catalog-url';
import { chosenFilter } from './filter-state';

/** Spec §9: the catalogue re-requests 500 ms after the last filter change. */
export const CATALOG_DEBOUNCE_MS = 500;

/**
 * The filters the shopper is choosing, ahead of the server's answer. Each change shows at once
 * and, 500 ms after the last one, navigates to the filtered address (replacing the history
 * entry, keeping the scroll, dropping "show more": spec §4 sets the page back to 1). A new
 * navigation makes Remix abort the previous one, whose loader aborts its API call in turn.
 */
export function useCatalogFilters(filters: CatalogFilter[], state: CatalogUrlState) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const answered = useMemo(() => chosenFilter(filters), [filters]);
  const [chosen, setChosen] = useState(answered);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const waiting = useRef(false);

  // A new answer replaces the held choice, unless the shopper has changed it again since.
  useEffect(() => {
    if (!waiting.current) setChosen(answered);
  }, [answered]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const hrefOf = useCallback(
    (filter: CatalogFilterValue) => catalogHref(pathname, { filter, sort: state.sort, q: state.q }),
    [pathname, state.sort, state.q],
  );

  const go = useCallback(
    (filter: CatalogFilterValue) => {
      clearTimeout(timer.current);
      waiting.current = false;
      navigate(hrefOf(filter), { replace: true, preventScrollReset: true });
    },
    [navigate, hrefOf],
  );

  /** A change from the panel or a chip: shown now, requested after the pause. */
  const change = useCallback(
    (next: CatalogFilterValue) => {
      setChosen(next);
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

  const busy =
    waiting.current || (navigation.state === 'loading' && navigation.location.pathname === pathname);
  return { chosen, change, apply, adopt, hrefOf, busy };
}
