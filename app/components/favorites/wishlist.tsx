import { useFetcher, useFetchers, useNavigation } from '@remix-run/react';
import type { action as favoritesAction } from '~/routes/resources.favorites';
import type { ProductCard as ProductCardData } from '~/commerce/contract/product';
import { ProductCard } from '~/components/catalog/product-card';
import { ShowMore } from '~/components/catalog/show-more';
import { FormContextFields } from '~/components/layout/form-context-fields';
import { Button, ButtonLink } from '~/components/ui/button';
import { FAVORITES_ACTION, favoriteFetcherKey } from './favorite-toggle';

export type WishlistPage = { cards: ProductCardData[]; total: number; nextHref: string | null };

/** Colour ids whose heart is being switched off right now: their cards leave at once (docs/product.md#flows). */
function useLeaving(): Set<number> {
  const leaving = new Set<number>();
  for (const fetcher of useFetchers()) {
    if (fetcher.formData?.get('intent') !== 'remove') continue;
    const id = Number(fetcher.formData.get('colorId'));
    if (fetcher.key === favoriteFetcherKey(id)) leaving.add(id);
  }
  return leaving;
}

/**
 * The favourites of /personal/wishlist (docs/product.md#route-rules, docs/product.md#favourites): a grid of cards whose hearts remove them
 * (the card leaves at once, then the list reloads), 'Показать ещё' by ?shown=, and 'Очистить'.
 */
export function Wishlist({ page }: { page: WishlistPage }) {
  const leaving = useLeaving();
  const clear = useFetcher<typeof favoritesAction>({ key: 'favorites-clear' });
  const clearing = clear.state !== 'idle';
  const busy = useNavigation().state === 'loading';
  const cards = clearing ? [] : page.cards.filter((card) => !leaving.has(card.id));

  if (cards.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-base text-brand-muted">
          В избранном пока пусто. Нажми на сердечко у товара, и он появится здесь.
        </p>
        <ButtonLink to="/catalog/">Перейти в каталог</ButtonLink>
      </div>
    );
  }
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-brand-muted">
          Товаров в избранном: {page.total - (page.cards.length - cards.length)}
        </p>
        <clear.Form method="post" action={FAVORITES_ACTION}>
          <FormContextFields returnTo="/personal/wishlist" />
          <Button type="submit" name="intent" value="clear" variant="ghost" size="sm">
            Очистить избранное
          </Button>
        </clear.Form>
      </div>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-8 tablet:grid-cols-3 tablet:gap-x-5 desktopMedium:grid-cols-4">
        {cards.map((card, index) => (
          <li key={card.id}>
            <ProductCard product={card} priority={index < 4} />
          </li>
        ))}
      </ul>
      <ShowMore shown={page.cards.length} total={page.total} nextHref={page.nextHref} busy={busy} />
    </>
  );
}
