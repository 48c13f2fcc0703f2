import { Link, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import type { CatalogResponse } from '~/commerce/contract/catalog';
import { SORT_OPTIONS } from '~/commerce/contract/catalog-options';
import { cx } from '~/components/ui/class-names';
import { Icon } from '~/components/ui/icon';
import type { SortChoice } from './catalog-url';

type SortOption = CatalogResponse['catalogBody']['sort'][number];

/**
 * The sort menu (docs/product.md#entities: sort options with sort, order, selected): a <details> list of links,
 * so it opens and sorts without JavaScript. Sorting keeps the filters and starts from page 1.
 */
export function SortMenu({
  options,
  hrefOf,
}: {
  options: SortOption[];
  hrefOf: (sort?: SortChoice) => string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const selected = options.find((o) => o.selected) ?? options[0];

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.search]);
  useEffect(() => {
    const close = (event: Event) => {
      const menu = ref.current;
      if (!menu?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menu.contains(event.target as Node))
        menu.open = false;
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  if (!selected) return null;
  return (
    <details ref={ref} className="group/sort relative">
      <summary className="flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-full px-3 text-sm hover:bg-brand-soft [&::-webkit-details-marker]:hidden">
        <span className="text-brand-muted max-tablet:sr-only">Сортировка:</span>
        <span className="max-w-44 truncate font-semibold">{selected.name}</span>
        <Icon name="chevron" size={18} className="transition-transform group-open/sort:rotate-180" />
      </summary>
      <ul className="absolute right-0 z-30 mt-1 w-60 rounded-2xl border border-neutral-200 bg-white p-2 shadow-xl">
        {options.map((option) => {
          const isDefault = option.sort === SORT_OPTIONS[0].sort && option.order === SORT_OPTIONS[0].order;
          return (
            <li key={`${option.sort}-${option.order}`}>
              <Link
                discover="none"
                to={hrefOf(isDefault ? undefined : { sort: option.sort, order: option.order })}
                replace
                preventScrollReset
                aria-current={option.selected ? 'true' : undefined}
                className={cx('sort-option', option.selected && 'font-semibold')}
              >
                {option.name}
                {option.selected && <Icon name="check" size={18} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
