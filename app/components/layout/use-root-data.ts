import { useRouteLoaderData } from '@remix-run/react';
import type { loader } from '~/root';

/**
 * The root loader's data: the shell every page shares (city, basket, sign-in, flash, third
 * parties, the page's SEO data). Undefined only where the root loader failed (its error
 * boundary). Typed from the loader itself, so a field it stops returning fails the typecheck.
 */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root');
}

/** What useRootData gives when the root loader ran. */
export type RootLoaderData = NonNullable<ReturnType<typeof useRootData>>;
