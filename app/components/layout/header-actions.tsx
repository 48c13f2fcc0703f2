import { Link, useLocation } from '@remix-run/react';
import { loginHref } from '~/components/auth/login-url';
import { cx } from '~/components/ui/class-names';
import { Icon, type IconName } from '~/components/ui/icon';
import { pluralRu } from '~/utils/plural';
import { CityLink } from './city-link';
import { SearchForm } from './search-form';
import type { ShellData } from './shell-data';

// A component class (app/tailwind.css): four of these head every page.
const ICON_LINK = 'header-icon';

function IconLink({
  to,
  label,
  icon,
  className,
  preventScrollReset,
}: {
  to: string;
  label: string;
  icon: IconName;
  className?: string;
  preventScrollReset?: boolean;
}) {
  return (
    <Link
      discover="none"
      to={to}
      aria-label={label}
      title={label}
      preventScrollReset={preventScrollReset}
      className={cx(ICON_LINK, className)}
    >
      <Icon name={icon} />
    </Link>
  );
}

/** The header's right side: search, city, favourites, account and basket. */
export function HeaderActions({ shell }: { shell: ShellData }) {
  const location = useLocation();
  // A guest's heart and person open the sign-in dialog over this very page (favourites need an account).
  const signInHere = loginHref(`${location.pathname}${location.search}`);
  const count = shell.basketCount;
  const cartLabel =
    count > 0 ? `Корзина: ${count} ${pluralRu(count, ['товар', 'товара', 'товаров'])}` : 'Корзина';
  return (
    <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-0.5 tablet:gap-1">
      <SearchForm className="mr-2 hidden min-w-0 max-w-72 flex-1 desktop:block" />
      <IconLink to="/search/" label="Поиск" icon="search" className="desktop:hidden" />
      <CityLink className="mr-1 hidden h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium hover:bg-brand-soft tablet:inline-flex">
        <span className="sr-only">Твой город: </span>
        {/* Between 1024 and 1280 the menu needs the room: the pin stays, the name goes to screen readers. */}
        <span className="max-w-40 truncate desktop:max-desktopMedium:sr-only">{shell.cityName}</span>
      </CityLink>
      {shell.isAuth ? (
        <IconLink to="/personal/wishlist" label="Избранное" icon="heart" />
      ) : (
        <IconLink to={signInHere} preventScrollReset label="Избранное" icon="heart" />
      )}
      {shell.isAuth ? (
        <IconLink to="/personal" label="Личный кабинет" icon="user" />
      ) : (
        <Link
          discover="none"
          to={signInHere}
          preventScrollReset
          aria-label="Войти"
          title="Войти"
          className={ICON_LINK}
        >
          <Icon name="user" />
        </Link>
      )}
      <Link discover="none" to="/cart/" aria-label={cartLabel} title="Корзина" className={ICON_LINK}>
        <Icon name="bag" />
        {count > 0 && (
          <span
            aria-hidden
            className="absolute right-0.5 top-0.5 inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-brand-accent px-1 text-[11px] font-bold leading-none text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </Link>
    </div>
  );
}
