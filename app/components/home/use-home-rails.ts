import { useFetcher } from '@remix-run/react';
import { useCallback } from 'react';
import type { ShownCard } from '~/components/catalog/shown-card';
import type { loader as homeRailsLoader } from '~/routes/resources.home-rails';

/** Every product row of the home page, by its list ('new', 'bestsellers', 'sale'). */
export type HomeRails = Record<string, ShownCard[]>;

/** Cards each home row is sent with: five fill a wide screen, the sixth shows there is more. */
export const RAIL_FIRST_CARDS = 6;

const HOME_RAILS = '/resources/home-rails';

/**
 * The rest of a home row's cards (docs/decisions/0055-home-rails.md). The page arrives with the
 * first cards of each row; when the shopper reaches for a row (the pointer over it, a touch,
 * a scroll, focus), one request brings every row whole, shared by the rows through the
 * fetcher's key. Without JavaScript a row keeps its first cards and its «Смотреть все» link.
 */
export function useHomeRail(list: string, cut: boolean) {
  const fetcher = useFetcher<typeof homeRailsLoader>({ key: 'home-rails' });
  const { load, state, data } = fetcher;
  const want = useCallback(() => {
    if (cut && state === 'idle' && !data) load(HOME_RAILS);
  }, [cut, state, data, load]);
  return { whole: data?.rails[list], want };
}
