import { lazyPart } from '~/components/platform/lazy-part';

/**
 * The checkout form with its browser check (conform and the order's zod schema, about 30 kB of
 * gzip): the same server HTML, its code fetched as the page hydrates rather than before
 * (docs/product.md#page-weight). Until it arrives the form is the plain post it is without
 * JavaScript, and the server answers it with the same texts under the same fields. Its props
 * are the page's loader and action data, so React keeps the server HTML until the code arrives.
 */
export const CheckoutForm = lazyPart(() => import('./checkout-form').then((m) => m.CheckoutForm));
