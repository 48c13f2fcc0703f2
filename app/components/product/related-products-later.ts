import { lazyPart } from '~/components/platform/lazy-part';

/**
 * The rows of cards under a product or an empty cart, below the fold: the same server HTML, its
 * code fetched after hydration (docs/product.md#page-weight). Until then its links and hearts work as without
 * JavaScript.
 */
export const RelatedProducts = lazyPart(() => import('./related-products').then((m) => m.RelatedProducts));

/**
 * The row of the colours a shopper opened last, on the product page and under an
 * empty basket. Its heading has no pronoun: the shop says «ты», and «Ты смотрел(а)» would need
 * a gender (docs/decisions/0069-recently-viewed-heading.md).
 */
export const RECENTLY_VIEWED_ROW = { title: 'Недавно просмотренные', id: 'recently-viewed' } as const;
