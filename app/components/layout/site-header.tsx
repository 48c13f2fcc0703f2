import { Link } from '@remix-run/react';
import { lazyPart, preloadWhenIdle } from '~/components/platform/lazy-part';
import { useSearchOverlay } from '~/components/search/search-trigger';
import { SHOP_NAME } from '~/utils/brand';
import { CONTAINER } from './container';
import { HeaderActions } from './header-actions';
import { Logo } from './logo';
import { MenuToggle } from './mobile-menu';
import type { ShellData } from './shell-data';

// Nobody uses the menu on a page's arrival: it hydrates after the page, from a chunk of its own.
const MenuDrawer = lazyPart(() => import('./menu-drawer').then((m) => m.MenuDrawer));
const SearchOverlay = lazyPart(() =>
  import('~/components/search/search-overlay').then((m) => m.SearchOverlay),
);
// A shopper who types in the header's field must not wait for the overlay: fetched when idle.
preloadWhenIdle(SearchOverlay);

/** The default layout's header: sticky, with the catalogue menu and the visitor's shortcuts. */
export function SiteHeader({ shell }: { shell: ShellData }) {
  // With JavaScript the header's search field and search link open the search overlay.
  const search = useSearchOverlay();
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white" {...search.triggers}>
      <div className={`${CONTAINER} flex h-14 items-center gap-2 tablet:h-16 desktop:h-[72px] desktop:gap-6`}>
        <MenuToggle />
        <Link
          discover="none"
          to="/"
          aria-label={`${SHOP_NAME} — на главную`}
          className="inline-flex shrink-0 items-center py-2"
        >
          <Logo className="h-5 tablet:h-6" />
        </Link>
        <MenuDrawer cityName={shell.cityName} />
        <HeaderActions shell={shell} />
      </div>
      {search.mounted && <SearchOverlay {...search.overlay} />}
    </header>
  );
}
