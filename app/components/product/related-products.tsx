import type { ProductCard as ProductCardData } from '~/commerce/contract/product';
import { ProductCard } from '~/components/catalog/product-card';
import { RELATED_LIST } from '~/components/third-party/analytics/analytics-lists';

/**
 * A row of cards under a heading: more of the same type and gender (the API picks the most
 * popular), or another list such as 'С этим покупают' (`title`, `id` of its heading).
 */
export function RelatedProducts({
  products,
  title = 'Похожие товары',
  id = 'related-products',
}: {
  products: ProductCardData[];
  title?: string;
  id?: string;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-5">
      <h2 id={id} className="text-xl font-bold tablet:text-2xl">
        {title}
      </h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 tablet:mx-0 tablet:grid tablet:grid-cols-4 tablet:gap-5 tablet:overflow-visible tablet:px-0">
        {products.map((product, index) => (
          <li key={product.id} className="flex w-[44%] shrink-0 snap-start tablet:w-auto">
            <ProductCard product={product} className="w-full" list={RELATED_LIST} position={index + 1} />
          </li>
        ))}
      </ul>
    </section>
  );
}
