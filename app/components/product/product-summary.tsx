import { Link, useSearchParams } from '@remix-run/react';
import { useState } from 'react';
import type { ProductResponse } from '~/commerce/contract/product';
import type { SizeSystem } from '~/commerce/contract/size-system-names';
import { BonusHint } from '~/components/basket/bonus-hint-later';
import { AddToCartForm, addToCartProductOf } from '~/components/basket/add-to-cart-form';
import { bonusText } from '~/components/catalog/bonus-text';
import { FavoriteToggle } from '~/components/favorites/favorite-toggle';
import { lazyPart } from '~/components/platform/lazy-part';
import { Price } from '~/components/ui/price';
import { ColorSwitch } from './color-switch';
import { initialSizeId, SizePicker } from './size-picker';
import { SizeSystemSwitch, useShownSizeSystem } from './size-system-switch';

// 'Сообщить о поступлении' is folded away under the sizes: its form's code is fetched when a
// colour has a sold-out size to offer it for, and hydrates after the page.
const BackInStockForm = lazyPart(() => import('./back-in-stock-form').then((m) => m.BackInStockForm));
// The shops of the city: a <details> below the fold that opens without script (its «Другой
// город» is a plain link until then), so its code comes after hydration.
const StoreAvailability = lazyPart(() => import('./store-availability').then((m) => m.StoreAvailability));

/**
 * The buying column of the product page: brand, name, price with old price, discount and
 * bonus, colours, sizes with stock, 'В корзину', the heart, and the shops of the city.
 */
export function ProductSummary({
  data,
  mySizeId,
  sizeSystem = 'RU',
}: {
  data: ProductResponse;
  mySizeId?: number;
  sizeSystem?: SizeSystem;
}) {
  const { product, stores } = data;
  const footwear = product.sizes.some((size) => size.conversions);
  const system = useShownSizeSystem(sizeSystem);
  // ?size= comes from the back-in-stock message's link: that size is chosen when in stock;
  // else 'Мой размер' (docs/product.md#sizes-and-my-size), which the loader gives only when in stock.
  const [params] = useSearchParams();
  const preselect = Number(params.get('size')) || mySizeId;
  // Sizes priced apart (1С): the chosen size's price, «от» the lowest until one is chosen.
  const [choice, setChoice] = useState<{ code: string; sizeId: number } | null>(null);
  const chosenId = choice?.code === product.code ? choice.sizeId : initialSizeId(product.sizes, preselect);
  const chosen = product.sizes.find((size) => size.id === chosenId);
  const price = chosen?.price ? { ...chosen, price: chosen.price, priceFrom: false } : product;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <Link
          to={product.brand.url}
          className="self-start text-xs font-bold uppercase tracking-widest text-brand-muted hover:text-brand"
        >
          {product.brand.name}
        </Link>
        <h1 className="text-2xl font-black leading-tight tracking-tight tablet:text-3xl">{product.name}</h1>
        <p className="text-sm text-brand-muted">
          {product.gender.name} · {product.type.name}
          {product.isNew && (
            <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white">
              Новинка
            </span>
          )}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <Price
          value={price.price.value}
          oldValue={price.oldPrice?.value}
          discount={price.discount}
          from={price.priceFrom}
          size="lg"
          className="product-price"
        />
        {(price.bonus ?? 0) > 0 && (
          <p className="flex items-center gap-2 text-sm font-medium text-emerald-700">
            {bonusText(price.bonus ?? 0)} за покупку
            <BonusHint />
          </p>
        )}
      </div>
      <ColorSwitch colors={product.colors} current={product.color.name} />
      {footwear && <SizeSystemSwitch shown={system} />}
      <AddToCartForm product={addToCartProductOf(product)} disabled={!product.inStock} className="gap-5">
        <SizePicker
          sizes={product.sizes}
          preselect={preselect}
          system={system}
          gender={product.gender.code}
          onChoose={(sizeId) => setChoice({ code: product.code, sizeId })}
        />
        {/* Adding a footwear size makes it the shopper's 'Мой размер'. */}
        {footwear && <input type="hidden" name="footwear" value="1" />}
      </AddToCartForm>
      {product.sizes.some((size) => !size.inStock) && <BackInStockForm sizes={product.sizes} />}
      <div className="-mt-2 flex items-center justify-between gap-3">
        <p className="text-sm text-brand-muted">
          {!product.inStock
            ? 'Этого цвета сейчас нет в наличии'
            : stores.items.length > 0
              ? 'Есть в наличии: доставка или самовывоз'
              : 'Есть в наличии: доставка курьером'}
        </p>
        {/* A div: the toggle is a form for a signed-in shopper, which a span may not hold. */}
        <div className="flex items-center gap-1 text-sm">
          <FavoriteToggle colorId={product.id} className="[&_button]:bg-brand-soft [&_a]:bg-brand-soft" />
        </div>
      </div>
      <StoreAvailability stores={stores} />
    </div>
  );
}
