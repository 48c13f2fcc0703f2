import { useId } from 'react';
import { ProductCard } from '~/components/catalog/product-card';
import type { ShownCard } from '~/components/catalog/shown-card';
import { SectionHeading } from './section-heading';
import { useHomeRail } from './use-home-rails';

/**
 * A row of product cards that scrolls sideways and snaps card by card (CSS only): two and a
 * bit on a phone, five on a wide screen. Pictures below the fold load lazily. The page sends
 * the row's first cards; the rest join when the shopper reaches for the row (use-home-rails.ts).
 */
export function ProductRail({
  title,
  url,
  list,
  products,
  total,
}: {
  title: string;
  url: string;
  list: string;
  products: ShownCard[];
  total: number;
}) {
  const id = useId();
  const rail = useHomeRail(list, total > products.length);
  const cards = rail.whole ?? products;
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <SectionHeading id={id} title={title} url={url} />
      <ul
        className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 tablet:-mx-6 tablet:scroll-px-6 tablet:gap-5 tablet:px-6 desktop:mx-0 desktop:scroll-px-0 desktop:px-0"
        onPointerEnter={rail.want}
        onTouchStart={rail.want}
        onScroll={rail.want}
        onFocus={rail.want}
      >
        {cards.map((product) => (
          <li key={product.id} className="rail-item">
            <ProductCard product={product} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
