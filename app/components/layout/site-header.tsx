import { Link } from '@remix-run/react';
import { useMemo } from 'react';
import { HydrateApart } from '~/components/platform/hydrate-apart';
import { SearchOverlay, useSearchOverlay } from '~/components/search/search-overlay';
import { SHOP_NAME } from '~/utils/brand';
import { CONTAINER } from './container';
import { HeaderActions } from './header-actions';
import { Logo } from './logo';
import { MenuDrawer, MenuToggle } from './mobile-menu';
import type { ShellData } from './shell-data';

/** The default layout's header: sticky, with the catalogue menu and the visitor's shortcuts. */
export function SiteHeader({ shell }: { shell: ShellData }) {
  // With JavaScript the header's search field and search link open the search overlay.
  const search = useSearchOverlay();
  // The catalogue menu (dozens of links nobody uses in the first second) hydrates apart; the
  // search overlay's state re-renders the header, so the menu's element is kept per city.
  const { cityName } = shell;
  const drawer = useMemo(() => <MenuDrawer cityName={cityName} />, [cityName]);
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
        <HydrateApart>{drawer}</HydrateApart>
        <HeaderActions shell={shell} />
      </div>
      <SearchOverlay {...search.overlay} />
    </header>
  );
}
