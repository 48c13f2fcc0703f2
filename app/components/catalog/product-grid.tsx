import { Link } from '@remix-run/react';
import { memo, type CSSProperties, type ReactNode } from 'react';
import type { CatalogResponse } from '~/commerce/contract/catalog';
import { CATALOG_LIST } from '~/components/third-party/analytics/analytics-lists';
import { useImpressions } from '~/components/third-party/analytics/use-ecommerce';
import { cx } from '~/components/ui/class-names';
import { Icon } from '~/components/ui/icon';
import { SHOP_NAME } from '~/utils/brand';
import { ProductCard } from './product-card';
import type { ShownCard } from './shown-card';
import { useRootData } from '~/components/layout/use-root-data';

type Banners = CatalogResponse['catalogBody']['catalogBanners'];
type Banner = NonNullable<Banners['banner1x1']>;

/** docs/product.md#cookie-banner-and-banner-strip, docs/product.md#constants-and-limits: the 1x1 banner goes after the first 8 products, the 2x1 after the next 9. */
export const BANNER_1X1_AFTER = 8;
export const BANNER_2X1_AFTER = 17;
/** Cards that load eagerly: the first two rows on a wide screen. */
const PRIORITY_CARDS = 4;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function CatalogBanner({ banner, wide }: { banner: Banner; wide: boolean }) {
  const root = useRootData();
  const href = root?.device === 'mobile' ? banner.mobileUrl : banner.desktopUrl;
  const style: CSSProperties = {
    background: text(banner.payload.background) ?? '#111111',
    color: text(banner.payload.color) ?? '#ffffff',
  };
  const subtitle = text(banner.payload.subtitle);
  return (
    <li className={wide ? 'col-span-2' : 'col-span-1'}>
      <Link
        discover="none"
        to={href}
        style={style}
        className={cx(
          'flex w-full flex-col justify-between gap-6 rounded-2xl p-5 transition-transform hover:-translate-y-0.5 tablet:p-7',
          wide ? 'min-h-48' : 'aspect-[3/4] tablet:aspect-auto',
        )}
      >
        <span className="text-xs font-bold uppercase tracking-widest opacity-80">
          {SHOP_NAME} рекомендует
        </span>
        <span className="flex flex-col gap-2">
          <span
            className={cx(
              'hyphens-auto break-words font-black leading-tight tracking-tight',
              wide ? 'text-2xl tablet:text-4xl' : 'text-xl desktopWide:text-3xl',
            )}
          >
            {banner.headText}
          </span>
          {subtitle && <span className="text-sm opacity-90 tablet:text-base">{subtitle}</span>}
        </span>
        <span className="inline-flex items-center gap-2 text-sm font-semibold">
          Подробнее <Icon name="arrow-left" size={18} className="rotate-180" />
        </span>
      </Link>
    </li>
  );
}

/**
 * The grid of cards with the catalogue banners in their slots (after 8 and after 17 cards).
 * memo: the listing re-renders as the page comes to life and as filters are ticked, while the
 * cards stay the same (their list is the loader data's own array) until a new answer arrives.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  banners,
  busy = false,
  list = CATALOG_LIST,
  firstPosition = 1,
  listKey = '',
}: {
  products: ShownCard[];
  banners: Banners;
  /** A new answer is on its way: a bar runs above the grid (dimming would hurt contrast). */
  busy?: boolean;
  /** Analytics: the listing's name, the first card's place in it, and what makes it another listing. */
  list?: string;
  firstPosition?: number;
  listKey?: string;
}) {
  useImpressions(products, list, firstPosition, listKey);
  const cells: ReactNode[] = [];
  // A banner's slot is "after N cards": also at the very end when exactly N are shown.
  const bannersAfter = (count: number) => {
    if (count === BANNER_1X1_AFTER && banners.banner1x1)
      cells.push(<CatalogBanner key="banner-1x1" banner={banners.banner1x1} wide={false} />);
    if (count === BANNER_2X1_AFTER && banners.banner2x1)
      cells.push(<CatalogBanner key="banner-2x1" banner={banners.banner2x1} wide />);
  };
  products.forEach((product, index) => {
    bannersAfter(index);
    cells.push(
      <li key={product.id}>
        <ProductCard
          product={product}
          priority={index < PRIORITY_CARDS}
          className="w-full"
          list={list}
          position={firstPosition + index}
        />
      </li>,
    );
  });
  if (products.length === BANNER_1X1_AFTER || products.length === BANNER_2X1_AFTER)
    bannersAfter(products.length);
  return (
    <div className="relative">
      {busy && (
        <div
          role="status"
          className="absolute -top-3 left-0 right-0 h-1 overflow-hidden rounded-full bg-neutral-200"
        >
          <span className="sr-only">Загружаем товары…</span>
          <div className="h-full w-1/3 animate-pulse rounded-full bg-brand" />
        </div>
      )}
      <ul
        data-product-grid=""
        aria-busy={busy || undefined}
        // Every cell is a flex box (a card or banner as tall as its row): one rule, not 24 classes.
        className="grid grid-cols-2 gap-x-3 gap-y-8 tablet:grid-cols-3 tablet:gap-x-5 desktopMedium:grid-cols-4 [&>li]:flex"
      >
        {cells}
      </ul>
    </div>
  );
});
