import { Link } from '@remix-run/react';
import type { CatalogResponse } from '~/commerce/contract/catalog';
import { cx } from '~/components/ui/class-names';

type Body = CatalogResponse['catalogBody'];

/** The same section for men, women and kids (docs/product.md#entities genderLinks). */
export function GenderLinks({ links }: { links: CatalogResponse['genderLinks'] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label="Для кого">
      <ul className="inline-flex rounded-full bg-brand-soft p-1">
        {links.map((link) => (
          <li key={link.code}>
            <Link
              discover="none"
              to={link.url}
              aria-current={link.selected ? 'page' : undefined}
              className={cx(
                'gender-tab',
                link.selected ? 'bg-brand text-white' : 'text-brand hover:bg-white',
              )}
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Quick links to child sections with how many articles each holds (docs/product.md#entities tags). */
export function CatalogTags({ tags }: { tags: Body['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <nav aria-label="Подразделы" className="-mx-4 overflow-x-auto px-4 tablet:mx-0 tablet:px-0">
      <ul className="flex gap-2 pb-1">
        {tags.map((tag) => (
          <li key={tag.url} className="shrink-0">
            <Link
              discover="none"
              to={tag.url}
              className="inline-flex h-10 items-center gap-2 rounded-full border border-neutral-300 px-4 text-sm font-medium transition-colors hover:border-brand"
            >
              {tag.name}
              <span className="text-xs text-brand-muted">{tag.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
