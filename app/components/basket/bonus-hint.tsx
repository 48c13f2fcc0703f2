import { Link, useLocation } from '@remix-run/react';
import { loginHref } from '~/components/auth/login-url';
import { LOYALTY_PAGE } from '~/components/layout/shop-pages/loyalty-page';
import { Tooltip } from '~/components/ui/tooltip';
import { useRootData } from '~/components/layout/use-root-data';

export const BONUS_HINT_TITLE = 'Эти бонусы могут стать твоими!';

/**
 * The guest's bonus hint (docs/product.md#overlays-and-other-screens): beside the points a product or a basket would earn, a
 * tip that says they could be the guest's, with 'Авторизуйся' (the sign-in dialog over this
 * page) and the loyalty programme. Signed-in shoppers earn the points already: nothing shows.
 * Plain links in a CSS tooltip, so it works without JavaScript too.
 */
export function BonusHint() {
  const root = useRootData();
  const location = useLocation();
  if (root?.isAuth) return null;
  const content = (
    <span data-bonus-hint="" className="flex flex-col gap-1 text-left">
      <span className="font-bold">{BONUS_HINT_TITLE}</span>
      <span>
        <Link
          to={loginHref(`${location.pathname}${location.search}`)}
          preventScrollReset
          className="underline underline-offset-2"
        >
          Авторизуйся
        </Link>{' '}
        и копи бонусы в{' '}
        <Link to={LOYALTY_PAGE.path} className="underline underline-offset-2">
          программе лояльности
        </Link>
      </span>
    </span>
  );
  return (
    <Tooltip content={content} maxWidth="bonus">
      <button
        type="button"
        aria-label="Как получить эти бонусы"
        className="inline-flex h-5 w-5 items-center justify-center rounded-full border border-current text-xs font-bold leading-none"
      >
        ?
      </button>
    </Tooltip>
  );
}
