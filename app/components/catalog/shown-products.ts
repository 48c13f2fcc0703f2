// "Show more" appends (docs/product.md#catalogue). The server renders at most SHOWN_WINDOW_PAGES pages per
// document, so a long list slides its window; in the browser the page keeps every card it
// already shows and adds the new pages of each answer to the end.

/** A run of whole catalogue pages: first..last, their products in order. */
export type ShownPages<T> = { listKey: string; first: number; last: number; products: T[] };

/**
 * The list to show after an answer arrives. The same list (filters, sort, search) whose pages
 * continue or overlap what is held grows by the new pages; anything else replaces it.
 * Pure and idempotent, so it may run on every render.
 */
export function mergeShown<T>(
  held: ShownPages<T> | null,
  incoming: ShownPages<T>,
  pageSize: number,
): ShownPages<T> {
  if (!held || held.listKey !== incoming.listKey) return incoming;
  const continues = incoming.first >= held.first && incoming.first <= held.last + 1;
  if (!continues) return incoming;
  if (incoming.last <= held.last) {
    // The same pages again (a revalidation) or a shorter list: keep what is held, refreshed.
    return incoming.first === held.first ? incoming : held;
  }
  const newFromIndex = (held.last + 1 - incoming.first) * pageSize;
  return {
    listKey: held.listKey,
    first: held.first,
    last: incoming.last,
    products: [...held.products, ...incoming.products.slice(newFromIndex)],
  };
}
