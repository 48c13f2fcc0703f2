import { lazyPart } from '~/components/platform/lazy-part';

/**
 * The cart's promo code and bonus forms: the same server HTML, their code fetched after
 * hydration (issue 14), since nobody types a code in the page's first second. Until then each is
 * a plain form post that answers with a redirect, as without JavaScript. Their props are plain
 * values from the basket, so React keeps the server HTML until the code arrives.
 */
export const PromoCodeForm = lazyPart(() => import('./promo-code-form').then((m) => m.PromoCodeForm));
export const BonusForm = lazyPart(() => import('./bonus-form').then((m) => m.BonusForm));
