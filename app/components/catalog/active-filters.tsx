import { Link } from '@remix-run/react';
import type { CatalogFilterValue } from '~/commerce/contract/catalog-filters';
import { Icon } from '~/components/ui/icon';
import type { FilterChip } from './filter-state';

const CHIP =
  'inline-flex h-9 items-center gap-1.5 rounded-full bg-brand-soft pl-4 pr-2.5 text-sm font-medium transition-colors hover:bg-neutral-200';

type ActiveFiltersProps = {
  chips: FilterChip[];
  /** With JavaScript chips are buttons that change the held choice; without it, links. */
  onRemove?: (without: CatalogFilterValue) => void;
  hrefOf: (filter: CatalogFilterValue) => string;
  resetHref: string;
  onReset?: () => void;
};

/** The chosen filters as chips (docs/product.md#entities, docs/product.md#basket): removing one unchecks its item; 'Сбросить всё' clears all. */
export function ActiveFilters({ chips, onRemove, hrefOf, resetHref, onReset }: ActiveFiltersProps) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Выбранные фильтры" role="group">
      {chips.map((chip) => {
        const name = `Убрать фильтр «${chip.label}: ${chip.value}»`;
        const content = (
          <>
            {/* A bare size ('42') says little on its own. */}
            {chip.code === 'size' ? `${chip.label} ${chip.value}` : chip.value}
            <Icon name="close" size={16} />
          </>
        );
        return onRemove ? (
          <button
            key={chip.key}
            type="button"
            aria-label={name}
            title={name}
            onClick={() => onRemove(chip.without)}
            className={CHIP}
          >
            {content}
          </button>
        ) : (
          <Link
            discover="none"
            key={chip.key}
            to={hrefOf(chip.without)}
            replace
            preventScrollReset
            aria-label={name}
            title={name}
            className={CHIP}
          >
            {content}
          </Link>
        );
      })}
      {onReset ? (
        <button
          type="button"
          onClick={onReset}
          className="px-2 text-sm font-semibold underline underline-offset-4"
        >
          Сбросить всё
        </button>
      ) : (
        <Link
          discover="none"
          to={resetHref}
          replace
          preventScrollReset
          className="px-2 text-sm font-semibold underline underline-offset-4"
        >
          Сбросить всё
        </Link>
      )}
    </div>
  );
}
