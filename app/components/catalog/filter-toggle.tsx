import { useHydrated } from 'remix-utils/use-hydrated';
import { cx } from '~/components/ui/class-names';
import { Icon } from '~/components/ui/icon';

/** The id of the filter panel: phones without JavaScript open it as #catalog-filters. */
export const FILTERS_ANCHOR = 'catalog-filters';

const TOGGLE =
  'inline-flex h-10 items-center gap-2 rounded-full border border-neutral-300 px-4 text-sm font-semibold hover:border-brand desktop:hidden';

function FilterIcon() {
  return <Icon name="filters" size={18} strokeWidth={1.8} />;
}

/**
 * 'Фильтры' on phones (the side panel is always there on desktop). With JavaScript a button
 * opens the drawer; without it a link to the panel's anchor shows the panel full screen.
 */
export function FilterToggle({ count, onOpen }: { count: number; onOpen: () => void }) {
  const hydrated = useHydrated();
  const content = (
    <>
      <FilterIcon />
      Фильтры
      {count > 0 && (
        <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1.5 text-[11px] text-white">
          {count}
        </span>
      )}
    </>
  );
  return hydrated ? (
    <button type="button" onClick={onOpen} aria-haspopup="dialog" className={TOGGLE}>
      {content}
    </button>
  ) : (
    <a href={`#${FILTERS_ANCHOR}`} className={TOGGLE}>
      {content}
    </a>
  );
}

/** The panel's close link for phones without JavaScript (it leaves the #anchor). */
FilterToggle.CloseAnchor = function CloseAnchor({ className }: { className?: string }) {
  return (
    <div className={cx('mb-2 flex items-center justify-between desktop:hidden', className)}>
      <p className="text-xl font-bold">Фильтры</p>
      <a
        href="#catalog-products"
        aria-label="Закрыть"
        title="Закрыть"
        className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-brand-soft"
      >
        <Icon name="close" />
      </a>
    </div>
  );
};
