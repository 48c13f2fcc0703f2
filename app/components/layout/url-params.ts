import type { Location } from '@remix-run/react';

/**
 * The current address with one query parameter set: the city and sign-in dialogs open by URL
 * (?city=open, ?login=open) so a browser without JavaScript gets them rendered by the server.
 */
export function hrefWithParam(
  location: Pick<Location, 'pathname' | 'search'>,
  name: string,
  value: string,
): string {
  const params = new URLSearchParams(location.search);
  params.set(name, value);
  return `${location.pathname}?${params.toString()}`;
}

/** The current address without one query parameter: where such a dialog's close link leads. */
export function hrefWithoutParam(location: Pick<Location, 'pathname' | 'search'>, name: string): string {
  const params = new URLSearchParams(location.search);
  params.delete(name);
  const query = params.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}
