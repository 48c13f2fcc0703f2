import { useId } from 'react';
import type { ProductCard as ProductCardData } from '~/commerce/contract/product';
import { ProductCard } from '~/components/catalog/product-card';
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
  products: ProductCardData[];
}) {
  const id = useId();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <SectionHeading id={id} title={title} url={url} />
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-3 tablet:-mx-6 tablet:scroll-px-6 tablet:gap-5 tablet:px-6 desktop:mx-0 desktop:scroll-px-0 desktop:px-0">
        {products.map((product) => (
          <li
            key={product.id}
            className="flex w-[44%] shrink-0 snap-start tablet:w-[30%] desktop:w-[calc((100%-4*1.25rem)/5)]"
          >
            <ProductCard product={product} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
