import { useRouteLoaderData } from '@remix-run/react';
import type { RootData } from '~/root-data.server';

/**
 * The root loader's data: the shell every page shares (city, basket, sign-in, flash, third
 * parties). Undefined only where the root loader failed (its error boundary). The one place
 * the root data is typed, instead of a cast in each component.
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
