import { Link, useNavigation } from '@remix-run/react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { lazyPart, useOnceTrue } from '~/components/platform/lazy-part';
import { pluralRu } from '~/utils/plural';
import { ActiveFilters } from './active-filters';
import type { CatalogPageData, ShownCatalog } from '~/routes-shared/catalog-page.server';
import type { ShownCard } from './shown-card';
import { catalogHref, type SortChoice } from './catalog-url';
import { FilterToggle, FILTERS_ANCHOR } from './filter-toggle';
import { chipsOf } from './filter-state';
import { ProductGrid } from './product-grid';
import { mergeShown, type ShownPages } from './shown-products';
import { useCatalogFilters } from './use-catalog-filters';

// The phone's filter drawer is a dialog: its code is fetched when the shopper first opens it.
const Modal = lazyPart(() => import('~/components/ui/modal').then((m) => m.Modal));
// Parts that work as plain links and forms until their code arrives, after hydration (docs/product.md#page-weight):
// the sort menu (a <details> of links), the «Мой размер» chip (a post), the empty listing and
// «Показать ещё» under the grid (a link to the list with one page more).
const SortMenu = lazyPart(() => import('./sort-menu').then((m) => m.SortMenu));
const MySizeChip = lazyPart(() => import('./my-size-chip').then((m) => m.MySizeChip));
const EmptyResults = lazyPart(() => import('./empty-results').then((m) => m.EmptyResults));
const ShowMore = lazyPart(() => import('./show-more').then((m) => m.ShowMore));
// The filter panel is a GET form: until its code arrives it submits as without JavaScript, and
// ticks made meanwhile are adopted when it starts (filter-panel.tsx). Its props stay the same
// objects across the re-render that follows hydration, so React keeps its server HTML.
const FilterPanel = lazyPart(() => import('./filter-panel').then((m) => m.FilterPanel));

/** The pages held on screen: the server's window, grown by each "show more" answer. */
function useShownProducts(page: CatalogPageData, catalog: ShownCatalog): ShownPages<ShownCard> {
  const held = useRef<ShownPages<ShownCard> | null>(null);
  const incoming = {
    listKey: page.listKey,
    first: page.pages.first,
    last: page.pages.last,
    products: catalog.catalogBody.products,
  };
  held.current = mergeShown(held.current, incoming, page.pageSize);
  return held.current;
}

type CatalogViewProps = {
  page: CatalogPageData & { catalog: ShownCatalog };
  /** What goes above the toolbar: the title, gender links, tags (catalogue) or the search field. */
  heading: ReactNode;
  /** The listing's analytics name (the main catalogue when not given). */
  list?: string;
};

/**
 * A catalogue listing (docs/product.md#screens-and-routes, docs/product.md#entities, docs/product.md#catalogue): filters beside the grid on wide screens and in a
 * drawer on phones, chips, sort, the grid with its banners, and "show more". Used by the
 * catalogue sections and by the search results.
 */
export function CatalogView({ page, heading, list }: CatalogViewProps) {
  const { catalog, state, pathname } = page;
  const body = catalog.catalogBody;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const filters = useCatalogFilters(body.filter, state);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerMounted = useOnceTrue(drawerOpen);
  const shown = useShownProducts(page, catalog);
  const chips = useMemo(() => chipsOf(body.filter, filters.chosen), [body.filter, filters.chosen]);

  const total = body.pagination.totalItems;
  const resetHref = catalogHref(pathname, { q: state.q, sort: state.sort });
  const shownCount = Math.min(shown.last * page.pageSize, total);
  const previousHref =
    shown.first > 1 ? catalogHref(pathname, { ...state, shown: (shown.first - 1) * page.pageSize }) : null;
  const nextHref =
    shown.last < body.pagination.totalPages
      ? catalogHref(pathname, { ...state, shown: (shown.last + 1) * page.pageSize })
      : null;
  const loadingMore = navigation.state === 'loading' && navigation.location.search.includes('shown=');

  // One function while the listing stays: the sort menu's code arrives after hydration, and a
  // new prop before then would make React drop its server HTML (see platform/lazy-part.tsx).
  const sortHrefOf = useCallback(
    (sort?: SortChoice) => catalogHref(pathname, { filter: filters.chosen, q: state.q, sort }),
    [pathname, filters.chosen, state.q],
  );

  // The panel's props, each the same value while the listing stays (see FilterPanel above).
  const { apply: applyFilters } = filters;
  const applyAndClose = useCallback(() => {
    setDrawerOpen(false);
    applyFilters();
  }, [applyFilters]);
  const keep = useMemo(() => {
    const fields: Record<string, string> = {};
    if (state.q) fields.q = state.q;
    if (state.sort) Object.assign(fields, { sort: state.sort.sort, order: state.sort.order });
    return fields;
  }, [state.q, state.sort]);
  const panel = (
    <FilterPanel
      filters={body.filter}
      chosen={filters.chosen}
      onChange={filters.change}
      onApply={applyAndClose}
      action={pathname}
      keep={keep}
      resetHref={resetHref}
      total={total}
      busy={filters.busy}
      onMount={filters.adopt}
      cut={page.facetsCut}
    />
  );

  return (
    <div className="flex flex-col gap-6 pb-16 pt-4 tablet:pt-6">
      {heading}
      <div className="desktop:grid desktop:grid-cols-[260px_minmax(0,1fr)] desktop:gap-10">
        {/* Phones without JavaScript open this panel through its #anchor (CSS :target). */}
        <aside
          id={FILTERS_ANCHOR}
          aria-label="Фильтры каталога"
          className="hidden target:fixed target:inset-0 target:z-50 target:block target:overflow-y-auto target:bg-white target:p-[--panel-pad] target:[--panel-pad:1.25rem] desktop:sticky desktop:top-24 desktop:block desktop:max-h-[calc(100vh-7rem)] desktop:self-start desktop:overflow-y-auto desktop:pr-2 desktop:target:static desktop:target:p-0 desktop:target:[--panel-pad:0px]"
        >
          <FilterToggle.CloseAnchor />
          {panel}
        </aside>
        <section aria-labelledby="catalog-products" className="flex min-w-0 flex-col gap-5">
          <h2 id="catalog-products" className="sr-only">
            Список товаров
          </h2>
          <div className="flex items-center justify-between gap-3">
            <FilterToggle count={chips.length} onOpen={() => setDrawerOpen(true)} />
            <p className="hidden text-sm text-brand-muted desktop:block" aria-live="polite">
              {total} {pluralRu(total, ['товар', 'товара', 'товаров'])}
            </p>
            <SortMenu options={body.sort} hrefOf={sortHrefOf} />
          </div>
          {page.mySize && <MySizeChip size={page.mySize} />}
          <ActiveFilters
            chips={chips}
            hrefOf={filters.hrefOf}
            resetHref={resetHref}
            onRemove={hydrated ? filters.change : undefined}
            onReset={hydrated ? () => filters.change({}) : undefined}
          />
          {previousHref && (
            <Link
              discover="none"
              to={previousHref}
              preventScrollReset
              className="self-center text-sm font-semibold underline underline-offset-4"
            >
              Показать предыдущие товары
            </Link>
          )}
          {shown.products.length > 0 ? (
            <ProductGrid
              products={shown.products}
              banners={body.catalogBanners}
              busy={filters.busy && !loadingMore}
              list={list}
              firstPosition={(shown.first - 1) * page.pageSize + 1}
              listKey={page.listKey}
            />
          ) : (
            <EmptyResults resetHref={chips.length > 0 ? resetHref : null} />
          )}
          <ShowMore shown={shownCount} total={total} nextHref={nextHref} busy={loadingMore} />
        </section>
      </div>
      {hydrated && drawerMounted && (
        <Modal
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          closeHref={pathname}
          title="Фильтры"
          variant="side"
          maxWidth={440}
        >
          {panel}
        </Modal>
      )}
    </div>
  );
}
