import { Link, useFetcher, useLocation } from '@remix-run/react';
import type { action as favoritesAction } from '~/routes/resources.favorites';
import { loginHref } from '~/components/auth/login-url';
import { FormContextFields } from '~/components/layout/form-context-fields';
import { cx } from '~/components/ui/class-names';
import { iconHref } from '~/components/ui/icon';
import { useRootData } from '~/components/layout/use-root-data';

export const FAVORITES_ACTION = '/resources/favorites';

/** One fetcher per colour: the card and the page of one colour share the pending state. */
export const favoriteFetcherKey = (colorId: number) => `favorite-${colorId}`;

// A component class (app/tailwind.css): the heart repeats on every card of a listing.
const BUTTON = 'round-icon-button';

/**
 * The heart: 22 px, stroke 1.7, filled when chosen, all from the .heart class (tailwind.css)
 * rather than four attributes on each of a listing's 24 hearts.
 */
function Heart({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden className={filled ? 'heart heart-filled' : 'heart'}>
      <use href={iconHref('heart')} />
    </svg>
  );
}

/**
 * The heart of a product card or page (docs/product.md#screens-and-routes). For a signed-in shopper it adds or removes the
 * colour from favourites: with JavaScript in place (the heart fills at once, before the answer),
 * without it a post and a 303 back. For a guest it is a link that opens the sign-in dialog.
 * Reads `isAuth` and `favoriteIds` from the root loader, so it needs no props but the colour id.
 */
export function FavoriteToggle({ colorId, className }: { colorId: number; className?: string }) {
  const root = useRootData();
  const location = useLocation();
  const fetcher = useFetcher<typeof favoritesAction>({ key: favoriteFetcherKey(colorId) });
  const saved = root?.favoriteIds.includes(colorId) ?? false;
  const pendingIntent = fetcher.formData?.get('intent');
  const active = pendingIntent ? pendingIntent === 'add' : saved;
  const label = active ? 'Убрать из избранного' : 'Добавить в избранное';

  if (!root?.isAuth) {
    return (
      <Link
        to={loginHref(`${location.pathname}${location.search}`)}
        preventScrollReset
        discover="none"
        title={label}
        aria-label={label}
        className={cx(BUTTON, className)}
      >
        <Heart filled={false} />
      </Link>
    );
  }
  return (
    <fetcher.Form method="post" action={FAVORITES_ACTION} className={cx('inline-flex', className)}>
      <FormContextFields />
      <input type="hidden" name="colorId" value={colorId} />
      <button
        type="submit"
        name="intent"
        value={active ? 'remove' : 'add'}
        title={label}
        aria-label={label}
        data-active={active || undefined}
        className={BUTTON}
      >
        <Heart filled={active} />
      </button>
    </fetcher.Form>
  );
}
