import { useId } from 'react';
import type { Outfit } from '~/commerce/contract/content';
import { ProductCard } from '~/components/catalog/product-card';
import { formatRub } from '~/utils/money';

export const OUTFIT_GENDERS: Record<Outfit['gender'], string> = {
  man: 'Мужчинам',
  woman: 'Женщинам',
  kids: 'Детям',
  unisex: 'Всем',
};

/** One curated look: its idea in a line and its products as cards, each linking to the product. */
export function OutfitCard({ outfit, priority = false }: { outfit: Outfit; priority?: boolean }) {
  const id = useId();
  const total = outfit.products.reduce((sum, product) => sum + product.price.value, 0);
  // A piece whose sizes are priced apart counts at its lowest price: the look costs «от» that.
  const from = outfit.products.some((product) => product.priceFrom);
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-3xl border border-neutral-200 p-4 tablet:p-6"
    >
      <header className="flex flex-col gap-2 tablet:flex-row tablet:items-end tablet:justify-between tablet:gap-8">
        <div className="flex max-w-2xl flex-col gap-2">
          <p className="text-xs font-bold uppercase tracking-wider text-brand-muted">
            {OUTFIT_GENDERS[outfit.gender]}
          </p>
          <h2 id={id} className="text-2xl font-black tracking-tight">
            {outfit.title}
          </h2>
          <p className="text-neutral-700">{outfit.description}</p>
        </div>
        <p className="shrink-0 text-sm text-brand-muted">
          Весь образ:{' '}
          <span className="font-bold text-brand">{from ? `от ${formatRub(total)}` : formatRub(total)}</span>
        </p>
      </header>
      <ul className="grid grid-cols-2 gap-3 tablet:grid-cols-4 tablet:gap-5">
        {outfit.products.map((product) => (
          <li key={product.id} className="flex">
            <ProductCard product={product} priority={priority} className="w-full" />
          </li>
        ))}
      </ul>
    </section>
  );
}
