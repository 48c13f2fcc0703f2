import { lazyPart } from '~/components/platform/lazy-part';

/**
 * 'Доставим в … ' on the product and cart pages: one line of text from the loader's estimate,
 * its code fetched after hydration (docs/product.md#page-weight); the server's HTML stands until then.
 */
export const DeliveryPromise = lazyPart(() => import('./delivery-promise').then((m) => m.DeliveryPromise));
