import { useFetcher } from '@remix-run/react';
import { useEffect } from 'react';
import type { loader as cityDetectLoader } from '~/routes/resources.city-detect/route';

type CityName = { id: number; name: string };

/** What root data says about the city (useShownCity reads only this). */
export type RootCity = { city: CityName; cityPrompt: CityName | null; cityToDetect: boolean };

/**
 * The city the header and the city prompt show. A page served to everyone alike shows Moscow
 * and detected nothing (root data `cityToDetect`); after hydration the browser asks
 * /resources/city-detect, which detects the city and saves it unconfirmed, and its answer
 * stands in until root data knows the saved city (the next page, any revalidation). Spec §4:
 * detect location, then open the city prompt. Without JavaScript the prompt asks about Moscow.
 */
export function useShownCity(root: RootCity | undefined): { city?: CityName; prompt: CityName | null } {
  const detection = useFetcher<typeof cityDetectLoader>({ key: 'city-detect' });
  const toDetect = root?.cityToDetect === true;
  const ask = toDetect && detection.state === 'idle' && detection.data === undefined;
  useEffect(() => {
    if (ask) detection.load('/resources/city-detect');
    // `detection` is a new object on every render; `ask` is what decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask]);
  const detected = toDetect ? (detection.data?.city ?? null) : null;
  return {
    city: detected ?? root?.city,
    prompt: root?.cityPrompt ? (detected ?? root.cityPrompt) : null,
  };
}
