import { Link } from '@remix-run/react';
import { CatalogNav } from './catalog-nav';
import { CityLink } from './city-link';
import { PAGES } from './site-pages';

/**
 * The burger menu's drawer on narrow screens; from the desktop breakpoint on, only its
 * catalogue menu shows, as the header's row. One menu serves both (docs/product.md#page-weight).
 */
export function MenuDrawer({ cityName }: { cityName: string }) {
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
