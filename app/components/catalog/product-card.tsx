import { PreloadLink } from '~/components/platform/preload-link';
import type { ProductCard as ProductCardData } from '~/commerce/contract/product';
import { FavoriteToggle } from '~/components/favorites/favorite-toggle';
import { ProductPicture } from '~/components/product/product-picture';
import { cx } from '~/components/ui/class-names';
import { productOfCard } from '~/components/third-party/analytics/analytics-product';
import { trackClick } from '~/components/third-party/analytics/tracker';
import { Price } from '~/components/ui/price';
import { bonusText } from './bonus-text';

type ProductCardProps = {
  product: ProductCardData;
  /** Cards of the first screen load their picture eagerly. */
  priority?: boolean;
  className?: string;
  /** The listing the card is in and its 1-based place there, for the analytics click. */
  list?: string;
  position?: number;
};

/**
 * The reduced product card of spec §3: the first picture, name, category, price, old price,
 * discount and bonus. The whole card is one link; the heart sits beside it, not inside.
 */
export function ProductCard({ product, priority, className, list, position }: ProductCardProps) {
  const image = product.images[0];
  const onSale = product.oldPrice !== null && product.oldPrice.value > product.price.value;
  return (
    <article className={cx('group relative flex flex-col', className)}>
      <PreloadLink
        to={product.url}
        onClick={() => trackClick(productOfCard(product, list, position))}
        className="flex flex-1 flex-col rounded-2xl focus-visible:outline-offset-4"
      >
        <div className="relative aspect-square overflow-hidden rounded-2xl bg-brand-soft">
          {image && (
            <ProductPicture
              image={image}
              alt=""
              priority={priority}
              className="transition-transform duration-500 group-hover:scale-[1.03]"
            />
          )}
          <div className="absolute left-2 top-2 flex flex-col items-start gap-1 tablet:left-3 tablet:top-3">
            {onSale && product.discount > 0 && (
              <span className="rounded-full bg-brand-accent px-2 py-0.5 text-xs font-bold text-white">
                −{product.discount}%
              </span>
            )}
            {product.isNew && (
              <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white">Новинка</span>
            )}
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-1 px-0.5 pt-3">
          <p className="text-xs text-brand-muted tablet:text-sm">{product.category}</p>
          <h3 className="line-clamp-2 text-sm font-semibold leading-snug tablet:text-base">{product.name}</h3>
          <Price value={product.price.value} oldValue={product.oldPrice?.value} className="mt-auto pt-1" />
          {product.bonus > 0 && (
            <p className="text-xs font-medium text-emerald-700">{bonusText(product.bonus)}</p>
          )}
        </div>
      </PreloadLink>
      <FavoriteToggle
        colorId={product.id}
        className="absolute right-1.5 top-1.5 tablet:right-2 tablet:top-2"
      />
    </article>
  );
}
