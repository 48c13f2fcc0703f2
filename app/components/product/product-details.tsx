import type { ProductDetail } from '~/commerce/contract/product';

/** The description and the attribute table (article, material, sole, season, country …). */
export function ProductDetails({ product }: { product: ProductDetail }) {
  return (
    <section aria-labelledby="product-about" className="flex flex-col gap-5">
      <h2 id="product-about" className="text-xl font-bold tablet:text-2xl">
        О товаре
      </h2>
      {product.description && <p className="max-w-2xl text-base leading-relaxed">{product.description}</p>}
      {product.attributes.length > 0 && (
        <dl className="grid max-w-2xl grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] gap-x-6 text-sm">
          {product.attributes.map((attribute) => (
            <div
              key={attribute.name}
              className="col-span-2 grid grid-cols-subgrid border-b border-neutral-200 py-3"
            >
              <dt className="text-brand-muted">{attribute.name}</dt>
              <dd>{attribute.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
