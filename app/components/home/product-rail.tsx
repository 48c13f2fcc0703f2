import { useId } from 'react';
import { ProductCard } from '~/components/catalog/product-card';
import type { ShownCard } from '~/components/catalog/shown-card';
import { SectionHeading } from './section-heading';

/**
 * A row of product cards that scrolls sideways and snaps card by card (CSS only): two and a
 * bit on a phone, five on a wide screen. Pictures below the fold load lazily.
 */
export function ProductRail({
  title,
  url,
  products,
}: {
  title: string;
  url: string;
  products: ShownCard[];
}) {
  const id = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <SectionHeading id={id} title={title} url={url} />
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 tablet:-mx-6 tablet:scroll-px-6 tablet:gap-5 tablet:px-6 desktop:mx-0 desktop:scroll-px-0 desktop:px-0">
        {products.map((product) => (
          <li key={product.id} className="rail-item">
            <ProductCard product={product} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
