import type { Location, UIMatch } from '@remix-run/react';

/**
 * What a route module may put in its `handle` export for the shell:
 * layout 'minimal' drops the menus (checkout); keepScroll leaves the page where it was when
 * the visitor moves within the route (filters, sorting, paging), instead of jumping to the top.
 */
export type RouteHandle = {
  layout?: 'default' | 'minimal';
  keepScroll?: boolean;
};

function handleOf(match: UIMatch): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

/** The layout the deepest route asks for; 'default' when none does. */
export function layoutOf(matches: UIMatch[]): 'default' | 'minimal' {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const layout = handleOf(matches[i]).layout;
    if (layout) return layout;
  }
  return 'default';
}

/**
 * The key ScrollRestoration saves and restores positions by. A keep-scroll route shares one
 * key for all its URLs, so moving between them restores the position just left, which is
 * "no scroll to top"; every other page is keyed per history entry, the default behaviour.
 */
export function scrollKey(location: Location, matches: UIMatch[]): string {
  const leaf = matches[matches.length - 1];
  if (leaf && handleOf(leaf).keepScroll) return `keep:${leaf.id}`;
  return location.key;
}
