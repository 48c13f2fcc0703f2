import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import type { loader as cityDetectLoader } from '~/routes/resources.city-detect/route';

/**
 * docs/product.md#tokens-and-sessions's first load with JavaScript: while no city is saved a page shows Moscow without
 * detecting (root data `cityToDetect`, so a cookie-less page may be shared); after hydration
 * the browser asks /resources/city-detect, which detects the city and saves it unconfirmed.
 * Its answer is what the header and the city prompt show until root data knows the saved city
 * (the next page, any revalidation). Without JavaScript the prompt asks about Moscow.
 */
export function useDetectedCity(cityToDetect = false) {
  const detection = useFetcher<typeof cityDetectLoader>({ key: 'city-detect' });
  const ask = cityToDetect && detection.state === 'idle' && !detection.data;
  useEffect(() => {
    if (ask) detection.load('/resources/city-detect');
    // `detection` is a new object on every render; `ask` is what decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask]);
  return (cityToDetect && detection.data?.city) || undefined;
}
