import { NavLink, Outlet } from '@remix-run/react';
import { cx } from '~/components/ui/class-names';
import { Container } from './container';
import type { Section } from './site-pages';

/**
 * The frame of a section with children (/about, /delivery, /documents, /personal, /support):
 * a side menu of the children on desktop beside the child page. Narrow screens reach the
 * children through the section's index page instead.
 */
export function SectionLayout({ section }: { section: Section }) {
  return (
    <Container className="desktop:grid desktop:grid-cols-[240px_1fr] desktop:gap-12">
      <nav aria-label={`Раздел «${section.page.title}»`} className="hidden py-12 desktop:block">
        <p className="mb-4 text-xs font-bold uppercase tracking-wider text-brand-muted">
          {section.page.title}
        </p>
        <ul className="flex flex-col gap-1">
          {section.children.map((child) => (
            <li key={child.path}>
              <NavLink
                discover="none"
                to={child.path}
                className={({ isActive }) =>
                  cx(
                    'block rounded-xl px-4 py-2.5 text-sm hover:bg-brand-soft',
                    isActive && 'bg-brand-soft font-semibold',
                  )
                }
              >
                {child.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </Container>
  );
}
