import { lazyPart } from '~/components/platform/lazy-part';

/**
 * The trail above a catalogue or product page: plain links that work as such until its code
 * arrives after hydration (docs/product.md#page-weight); its items are the loader's own array, so React keeps the
 * server HTML meanwhile.
 */
export const Breadcrumbs = lazyPart(() => import('./breadcrumbs').then((m) => m.Breadcrumbs));
