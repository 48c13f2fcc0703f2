import type { Shop } from '~/commerce/contract/content';
import { cx } from '~/components/ui/class-names';
import { Icon } from '~/components/ui/icon';

/** The anchor of a shop in the list ('#shop-msk-arbat'); map markers scroll to it. */
export const shopAnchor = (code: string) => `shop-${code}`;

type ShopListProps = {
  shops: Shop[];
  /** Set when a map is on the page: each shop gets a button that shows it there. */
  onShowOnMap?: (shop: Shop) => void;
  highlighted?: string | null;
};

/**
 * Every shop of the city with its address, hours, phone and assortment. It is the page's
 * content with or without a map: each shop also links to itself on Yandex Maps.
 */
export function ShopList({ shops, onShowOnMap, highlighted }: ShopListProps) {
  return (
    <ul className="flex flex-col gap-3">
      {shops.map((shop) => (
        <li
          key={shop.code}
          id={shopAnchor(shop.code)}
          data-highlighted={highlighted === shop.code ? 'true' : undefined}
          className={cx(
            'scroll-mt-28 rounded-3xl border p-5 transition-colors',
            highlighted === shop.code ? 'border-brand bg-brand-soft' : 'border-neutral-200',
          )}
        >
          <h3 className="text-lg font-bold leading-snug">{shop.name}</h3>
          <p className="mt-1 flex items-start gap-1.5 text-neutral-800">
            <Icon name="pin" size={18} className="mt-0.5 shrink-0 text-brand-muted" />
            {shop.address}
          </p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-brand-muted">Часы</dt>
            <dd>{shop.hours}</dd>
            <dt className="text-brand-muted">Телефон</dt>
            <dd>
              <a href={shop.phoneHref} className="font-semibold underline-offset-4 hover:underline">
                {shop.phone}
              </a>
            </dd>
            <dt className="text-brand-muted">В магазине</dt>
            <dd>{shop.assortment}</dd>
          </dl>
          <div className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
            {onShowOnMap && (
              <button
                type="button"
                onClick={() => onShowOnMap(shop)}
                // The label names the shop (the visible words come first, so voice control finds it).
                aria-label={`Показать на карте: ${shop.name}`}
                className="underline underline-offset-4 hover:text-brand-accent"
              >
                Показать на карте
              </button>
            )}
            <a
              href={shop.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="underline underline-offset-4 hover:text-brand-accent"
            >
              Открыть в Яндекс Картах
              <span className="sr-only">: {shop.name} (откроется в новой вкладке)</span>
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
