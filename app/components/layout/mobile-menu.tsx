import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { Icon } from '~/components/ui/icon';
import { CatalogNav } from './catalog-nav';
import { CityLink } from './city-link';
import type { ShellData } from './shell-data';
import { PAGES } from './site-pages';

/**
 * The burger button of narrow screens, a <details> so it opens and closes without JavaScript.
 * When open, the summary itself becomes the dimmed backdrop (a tap anywhere outside the drawer
 * closes it) and carries the close cross. With JavaScript the menu also closes on navigation
 * and on Escape. The drawer is MenuDrawer, a later sibling shown while this is open.
 */
export function MenuToggle() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.pathname, location.search]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && ref.current?.open) ref.current.open = false;
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <details ref={ref} data-mobile-menu="" className="group peer/menu desktop:hidden">
      <summary aria-label="Меню" className="menu-burger">
        <Icon name="menu" className="group-open:hidden" />
        <span className="menu-burger-close">
          <Icon name="close" />
        </span>
      </summary>
    </details>
  );
}

/**
 * The burger menu's drawer on narrow screens; from the desktop breakpoint on, only its
 * catalogue menu shows, as the header's row. One menu serves both (issue 14).
 */
export function MenuDrawer({ cityName }: { cityName: ShellData['cityName'] }) {
  return (
    <div className="menu-drawer">
      <CityLink className="flex items-center gap-2 border-b border-neutral-200 px-5 py-4 text-sm desktop:hidden">
        <span className="text-brand-muted">Твой город:</span>
        <span className="font-semibold">{cityName}</span>
      </CityLink>
      <CatalogNav />
      <ul className="py-2 text-sm desktop:hidden">
        {[PAGES.outfits, PAGES.deliveryDetails, PAGES.supportFaq, PAGES.aboutShops, PAGES.loyalty].map(
          (page) => (
            <li key={page.path}>
              <Link discover="none" to={page.path} className="block px-5 py-2.5">
                {page.title}
              </Link>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
