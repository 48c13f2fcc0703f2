import { Link, useLocation } from '@remix-run/react';
import type { ProductResponse } from '~/commerce/contract/product';
import { Icon } from '~/components/ui/icon';
import { cityModalHref } from '~/components/layout/city-modal-url';
import { pluralRu } from '~/utils/plural';

type Stores = ProductResponse['stores'];

/** Where this colour can be seen and tried on in the shopper's city, and in which sizes. */
export function StoreAvailability({ stores }: { stores: Stores }) {
  const location = useLocation();
  const count = stores.items.length;
  const summary =
    count > 0 ? `в ${count} ${pluralRu(count, ['магазине', 'магазинах', 'магазинах'])}` : 'нет в магазинах';
  return (
    <details className="group/stores rounded-2xl border border-neutral-200">
      <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-4 [&::-webkit-details-marker]:hidden">
        <Icon name="pin" size={22} />
        <span className="flex flex-col">
          <span className="text-sm font-semibold">Наличие в магазинах</span>
          <span className="text-xs text-brand-muted">
            {stores.cityName}: {summary}
          </span>
        </span>
        <Icon
          name="chevron"
          size={20}
          className="ml-auto transition-transform group-open/stores:rotate-180"
        />
      </summary>
      <div className="flex flex-col gap-4 border-t border-neutral-200 px-4 py-4">
        {count === 0 && (
          <p className="text-sm text-brand-muted">
            В магазинах города {stores.cityName} этого цвета сейчас нет, но его можно заказать с доставкой.
          </p>
        )}
        {count > 0 && (
          <ul className="flex flex-col divide-y divide-neutral-200">
            {stores.items.map((shop) => (
              <li key={shop.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                <p className="text-sm font-semibold">{shop.name}</p>
                <p className="text-sm">{shop.address}</p>
                <p className="text-xs text-brand-muted">{shop.hours}</p>
                <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs">
                  <span className="text-brand-muted">Размеры:</span>
                  {shop.sizes.map((size) => (
                    <span
                      key={size.sizeId}
                      className="rounded-full bg-brand-soft px-2 py-0.5 font-medium tabular-nums"
                    >
                      {size.ru}
                    </span>
                  ))}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Link
          to={cityModalHref(`${location.pathname}${location.search}`)}
          preventScrollReset
          className="self-start text-sm font-semibold underline underline-offset-4"
        >
          Другой город
        </Link>
      </div>
    </details>
  );
}
