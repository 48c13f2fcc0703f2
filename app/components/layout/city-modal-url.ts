// The city modal is driven by the URL, so a browser without JavaScript gets it rendered open
// by the server: '?city=open' opens it, '&city-q=мос' carries the search text. Links that
// open it (the header's city, the prompt's 'Изменить город') are plain links to such a URL.

import { sameSitePathOf, withoutParams } from '~/utils/return-path';

export const CITY_MODAL_PARAM = 'city';
export const CITY_MODAL_OPEN = 'open';
export const CITY_QUERY_PARAM = 'city-q';
const CITY_PARAMS = [CITY_MODAL_PARAM, CITY_QUERY_PARAM] as const;

/** Longest search text kept from the URL; longer input is cut, never an error page. */
export const CITY_QUERY_MAX = 100;

/** The modal's state from a URL: null when closed, else the search text. */
export function cityModalFromUrl(url: URL): { query: string } | null {
  if (url.searchParams.get(CITY_MODAL_PARAM) !== CITY_MODAL_OPEN) return null;
  return { query: (url.searchParams.get(CITY_QUERY_PARAM) ?? '').trim().slice(0, CITY_QUERY_MAX) };
}

/** The current page with the modal open: `path` is pathname + search. */
export function cityModalHref(path: string): string {
  const url = new URL(withoutParams(path, CITY_PARAMS), 'http://x.invalid');
  url.searchParams.set(CITY_MODAL_PARAM, CITY_MODAL_OPEN);
  url.hash = '';
  return sameSitePathOf(url);
}

/** The current page with the modal closed. */
export function withoutCityModal(path: string): string {
  return withoutParams(path, CITY_PARAMS);
}
