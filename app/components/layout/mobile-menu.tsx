import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { cx } from '~/components/ui/class-names';
import { Icon } from '~/components/ui/icon';
import { EXTRA_MENU, GENDER_MENU } from './catalog-menu';
import { CityLink } from './city-link';
import { LinkList } from './link-list';
import type { ShellData } from './shell-data';
import { PAGES } from './site-pages';

const ROW = 'flex items-center justify-between px-5 py-3.5 text-base font-semibold';

/**
 * The burger menu of narrow screens, built on <details> so it opens and closes without
 * JavaScript. When open, the summary itself becomes the dimmed backdrop (a tap anywhere outside
 * the drawer closes it) and carries the close cross. With JavaScript the menu also closes on
 * navigation and on Escape.
 */
export function MobileMenu({ shell }: { shell: ShellData }) {
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
    <details ref={ref} data-mobile-menu="" className="group desktop:hidden">
      <summary
        aria-label="Меню"
        className={cx(
          'flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-full [&::-webkit-details-marker]:hidden',
          'group-open:fixed group-open:inset-0 group-open:z-50 group-open:h-auto group-open:w-auto',
          'group-open:items-start group-open:justify-end group-open:rounded-none group-open:bg-black/50 group-open:p-3',
        )}
      >
        <Icon name="menu" className="group-open:hidden" />
        <span className="hidden h-10 w-10 items-center justify-center rounded-full bg-white group-open:inline-flex">
          <Icon name="close" />
        </span>
      </summary>
      <div className="fixed inset-y-0 left-0 z-50 w-[calc(100%-4rem)] max-w-sm overflow-y-auto bg-white pb-10 shadow-2xl">
        <CityLink className="flex items-center gap-2 border-b border-neutral-200 px-5 py-4 text-sm">
          <span className="text-brand-muted">Твой город:</span>
          <span className="font-semibold">{shell.cityName}</span>
        </CityLink>
        <nav aria-label="Каталог">
          <ul className="border-b border-neutral-200 py-2">
            {GENDER_MENU.map((gender) => (
              <li key={gender.to}>
                <details className="group/gender">
                  <summary className={cx(ROW, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
                    {gender.label}
                    <Icon
                      name="chevron"
                      size={20}
                      className="transition-transform group-open/gender:rotate-180"
                    />
                  </summary>
                  <LinkList
                    links={gender.children}
                    className="pb-2"
                    linkClassName="block px-9 py-2.5 text-sm"
                  />
                </details>
              </li>
            ))}
            {EXTRA_MENU.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={cx(ROW, link.to === '/catalog/sale/' && 'text-brand-accent')}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="py-2 text-sm">
          {[PAGES.outfits, PAGES.deliveryDetails, PAGES.supportFaq, PAGES.aboutShops, PAGES.loyalty].map(
            (page) => (
              <li key={page.path}>
                <Link to={page.path} className="block px-5 py-2.5">
                  {page.title}
                </Link>
              </li>
            ),
          )}
        </ul>
      </div>
    </details>
  );
}
