import type { ShouldRevalidateFunction } from '@remix-run/react';
import { seoPathKey } from '~/utils/seo';

/** True for the section's own address, any case, trailing slash or not ('/About/' is '/about'). */
export function isSectionRoot(pathname: string, sectionPath: string): boolean {
  return seoPathKey(pathname).toLowerCase() === sectionPath;
}

/**
 * A section parent's loader stays loaded while the shopper moves between its children, so
 * Remix would not run it when a link leads back to the section's own address; this makes it
 * run then, so the desktop rule (302 to the first child) holds for in-app navigation too.
 */
export function revalidateAtSectionRoot(sectionPath: string): ShouldRevalidateFunction {
  return ({ nextUrl, defaultShouldRevalidate }) =>
    isSectionRoot(nextUrl.pathname, sectionPath) || defaultShouldRevalidate;
}
