import { NavLink } from '@remix-run/react';
import { cx } from '~/components/ui/class-names';
import { Icon } from '~/components/ui/icon';
import { EXTRA_MENU, GENDER_MENU } from './catalog-menu';
import { LinkList } from './link-list';

// One menu for every screen (docs/product.md#page-weight: rendered once, not once per breakpoint). Below the
// desktop breakpoint it is a list inside the burger drawer whose genders open as accordions;
// from the breakpoint on it is the header's row whose genders drop down on hover and focus.
// Both work with CSS alone, so before hydration and without JavaScript too.

// Their classes are component classes (menu-* in tailwind.css): each serves both layouts.

function GenderItem({ gender }: { gender: (typeof GENDER_MENU)[number] }) {
  return (
    <li className="group/menu desktop:relative">
      {/* Phones: the accordion's toggle; its list below is a sibling, shown while it is open. */}
      <details className="peer/gender group/gender desktop:hidden">
        <summary className="menu-row menu-accordion">
          {gender.label}
          <Icon name="chevron" size={20} className="transition-transform group-open/gender:rotate-180" />
        </summary>
      </details>
      <NavLink discover="none" to={gender.to} className="menu-gender-tab menu-tab">
        {gender.label}
        <Icon name="chevron" size={16} className="transition-transform group-hover/menu:rotate-180" />
      </NavLink>
      <div className="menu-dropdown">
        <LinkList links={gender.children} className="menu-sublist" linkClassName="menu-sublink" />
      </div>
    </li>
  );
}

/** The catalogue menu: genders with their groups, then new arrivals, brands and sale. */
export function CatalogNav() {
  return (
    <nav aria-label="Каталог" className="desktop:h-full">
      <ul className="border-b border-neutral-200 py-2 desktop:flex desktop:h-full desktop:items-stretch desktop:border-0 desktop:py-0">
        {GENDER_MENU.map((gender) => (
          <GenderItem key={gender.to} gender={gender} />
        ))}
        {EXTRA_MENU.map((link) => (
          <li key={link.to}>
            <NavLink
              discover="none"
              to={link.to}
              className={cx('menu-row menu-tab', link.to === '/catalog/sale/' && 'text-brand-accent')}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
