import { lazyPart } from '~/components/platform/lazy-part';

/**
 * The product's description and attribute table, below the gallery: plain text nobody acts on,
 * so its code comes after hydration (docs/product.md#page-weight) and the server's HTML stands until then.
 */
export const ProductDetails = lazyPart(() => import('./product-details').then((m) => m.ProductDetails));
