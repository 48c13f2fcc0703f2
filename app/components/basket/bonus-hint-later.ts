import { lazyPart } from '~/components/platform/lazy-part';

/**
 * The guest's bonus hint on the product and cart pages: the same server HTML (a CSS tooltip of
 * plain links, working without JavaScript), its code fetched after hydration (docs/product.md#page-weight). It
 * takes no props, so nothing the page re-renders can make React drop its server HTML meanwhile.
 */
export const BonusHint = lazyPart(() => import('./bonus-hint').then((m) => m.BonusHint));
