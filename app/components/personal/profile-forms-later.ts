import { lazyPart } from '~/components/platform/lazy-part';

/**
 * The profile's three forms (the profile with conform and its zod schema, the phone change with
 * the code steps, the size): the same server HTML, their code fetched as the page hydrates
 * rather than before (docs/product.md#page-weight). Until it arrives each form is the plain post
 * it is without JavaScript, answered by the page with the same texts. Their props are the page's
 * loader and action data, so React keeps the server HTML until the code arrives.
 */
export const ProfileForm = lazyPart(() => import('./profile-form').then((m) => m.ProfileForm));
export const PhoneChange = lazyPart(() => import('./phone-change').then((m) => m.PhoneChange));
export const MySizeForm = lazyPart(() => import('./my-size-form').then((m) => m.MySizeForm));
