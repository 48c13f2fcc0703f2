import { lazyPart } from '~/components/platform/lazy-part';

/**
 * What the search page shows only when a query found nothing (the empty text with its links,
 * the popular queries): the same server HTML, their code fetched as such a page hydrates, so a
 * page of results does not carry it (docs/product.md#page-weight). Both are links until then.
 */
export const EmptyResults = lazyPart(() =>
  import('~/components/catalog/empty-results').then((m) => m.EmptyResults),
);
export const PopularQueries = lazyPart(() => import('./popular-queries').then((m) => m.PopularQueries));
