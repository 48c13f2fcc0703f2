import { lazyPart } from '~/components/platform/lazy-part';

/**
 * The rows of cards under a product or an empty cart, below the fold: the same server HTML, its
 * code fetched after hydration (issue 14). Until then its links and hearts work as without
 * JavaScript.
 */
export const RelatedProducts = lazyPart(() => import('./related-products').then((m) => m.RelatedProducts));
