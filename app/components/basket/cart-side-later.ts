import { lazyPart } from '~/components/platform/lazy-part';

/**
 * The cart's side column: the promo code and bonus forms and the sums. The same server HTML,
 * their code fetched after hydration (docs/product.md#page-weight), since nobody types a code in the page's first
 * second and the sums only change after a line does. Until then each form is a plain post that
 * answers with a redirect, as without JavaScript. Their props are plain values and the basket's
 * own objects, so React keeps the server HTML until the code arrives.
 */
export const PromoCodeForm = lazyPart(() => import('./promo-code-form').then((m) => m.PromoCodeForm));
export const BonusForm = lazyPart(() => import('./bonus-form').then((m) => m.BonusForm));
export const CartSummary = lazyPart(() => import('./cart-summary').then((m) => m.CartSummary));
