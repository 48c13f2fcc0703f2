import { Link } from '@remix-run/react';
import { Icon } from '~/components/ui/icon';
import type { Section } from './site-pages';

/** A section's index page: its title and a menu of its children (the mobile way in). */
export function SectionIndex({ section }: { section: Section }) {
  return (
    <div className="flex flex-col gap-4 py-8 tablet:py-12">
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl desktop:text-5xl">
        {section.page.title}
      </h1>
      <p className="max-w-2xl text-base text-brand-muted tablet:text-lg">{section.page.lead}</p>
      <nav aria-label={`Страницы раздела «${section.page.title}»`}>
        <ul className="mt-2 divide-y divide-neutral-200 border-y border-neutral-200">
          {section.children.map((child) => (
            <li key={child.path}>
              <Link
                discover="none"
                to={child.path}
                className="flex items-center justify-between py-4 text-base font-semibold"
              >
                {child.title}
                <Icon name="chevron" size={20} className="-rotate-90 text-brand-muted" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
