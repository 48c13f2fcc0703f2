import { PreloadLink } from '~/components/platform/preload-link';
import { FavoriteToggle } from '~/components/favorites/favorite-toggle';
import { ProductPicture } from '~/components/product/product-picture';
import { cx } from '~/components/ui/class-names';
import { withTracker } from '~/components/third-party/analytics/when-tracker';
import { Price } from '~/components/ui/price';
import { bonusText } from './bonus-text';
import { cardHref, pictureFiles, type ShownCard } from './shown-card';

type ProductCardProps = {
  /** A card of the API or as a page sent it (shown-card.ts). */
  product: ShownCard;
  /** Cards of the first screen load their picture eagerly. */
  priority?: boolean;
  className?: string;
  /** The listing the card is in and its 1-based place there, for the analytics click. */
  list?: string;
  position?: number;
};

/**
 * The reduced product card of docs/product.md#entities: the first picture, name, category, price, old price,
 * discount and bonus. The whole card is one link; the heart sits beside it, not inside.
 */
export function ProductCard({ product, priority, className, list, position }: ProductCardProps) {
  const image = product.images[0] && pictureFiles(product.images[0], product.code);
  const onSale = product.oldPrice !== null && product.oldPrice.value > product.price.value;
  return (
    <article className={cx('card', className)}>
      <PreloadLink
        to={cardHref(product)}
        onClick={() => withTracker((t) => t.trackClick(t.productOfCard(product, list, position)))}
        className="card-link"
      >
        <div className="card-media">
          {image && <ProductPicture image={image} alt="" priority={priority} className="card-image" />}
          <div className="card-badges">
            {onSale && product.discount > 0 && (
              <span className="card-badge bg-brand-accent">{`−${product.discount}%`}</span>
            )}
            {product.isNew && <span className="card-badge bg-brand">Новинка</span>}
          </div>
        </div>
        <div className="card-body">
          <p className="card-category">{product.category}</p>
          <h3 className="card-title">{product.name}</h3>
          <Price
            value={product.price.value}
            oldValue={product.oldPrice?.value}
            from={product.priceFrom}
            className="card-price"
          />
          {product.bonus > 0 && <p className="card-bonus">{bonusText(product.bonus)}</p>}
        </div>
      </PreloadLink>
      <FavoriteToggle colorId={product.id} className="card-favorite" />
    </article>
  );
}
