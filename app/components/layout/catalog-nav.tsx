import { NavLink } from '@remix-run/react';
import { cx } from '~/components/ui/class-names';
import { Icon } from '~/components/ui/icon';
import { EXTRA_MENU, GENDER_MENU } from './catalog-menu';
import { LinkList } from './link-list';

const TOP_LINK =
  'inline-flex h-full items-center gap-1 border-b-2 border-transparent px-3 text-sm font-semibold hover:border-brand';

/**
 * The desktop catalogue menu. Each gender opens its groups on hover and on keyboard focus
 * (CSS only, so it works before hydration and without JavaScript).
 */
export function CatalogNav() {
  return (
    <nav aria-label="Каталог" className="hidden h-full desktop:block">
      <ul className="flex h-full items-stretch">
        {GENDER_MENU.map((gender) => (
          <li key={gender.to} className="group relative">
            <NavLink to={gender.to} className={({ isActive }) => cx(TOP_LINK, isActive && 'border-brand')}>
              {gender.label}
              <Icon name="chevron" size={16} className="transition-transform group-hover:rotate-180" />
            </NavLink>
            <div
              className={cx(
                'invisible absolute left-0 top-full z-50 min-w-56 pt-1 opacity-0 transition-opacity',
                'group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100',
              )}
            >
              <LinkList
                links={gender.children}
                className="rounded-2xl border border-neutral-200 bg-white p-2 shadow-xl"
                linkClassName="block rounded-xl px-4 py-2.5 text-sm hover:bg-brand-soft"
              />
            </div>
          </li>
        ))}
        {EXTRA_MENU.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                cx(TOP_LINK, isActive && 'border-brand', link.to === '/catalog/sale/' && 'text-brand-accent')
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
