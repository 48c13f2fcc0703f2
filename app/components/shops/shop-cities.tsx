import { Link, useLocation } from '@remix-run/react';
import type { ShopCity } from '~/commerce/contract/content';
import { cityModalHref } from '~/sessions/city-modal-url';
import { cx } from '~/components/ui/class-names';
import { pluralRu } from '~/utils/plural';

/** The query parameter that shows another city's shops without changing the selected city. */
export const SHOPS_CITY_PARAM = 'cityId';

export const shopsCount = (n: number) => `${n} ${pluralRu(n, ['магазин', 'магазина', 'магазинов'])}`;

/** 'Твой город: Москва · Изменить город' (the city modal, ?city=open). */
export function CityLine({ cityName }: { cityName: string }) {
  const location = useLocation();
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-base">
      <span>
        Твой город: <strong>{cityName}</strong>
      </span>
      <Link
        to={cityModalHref(`${location.pathname}${location.search}`)}
        preventScrollReset
        className="text-sm font-semibold underline underline-offset-4 hover:text-brand-accent"
      >
        Изменить город
      </Link>
    </p>
  );
}

/** Every city that has shops, as links to its list (?cityId=…). */
export function ShopCities({ cities, currentId }: { cities: ShopCity[]; currentId: number }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {cities.map((city) => {
        const current = city.id === currentId;
        return (
          <li key={city.id}>
            <Link
              to={`?${SHOPS_CITY_PARAM}=${city.id}`}
              preventScrollReset
              aria-current={current ? 'page' : undefined}
              className={cx(
                'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold',
                current ? 'bg-brand text-white' : 'bg-brand-soft hover:bg-neutral-200',
              )}
            >
              {city.name}
              <span className={current ? 'text-white/70' : 'text-brand-muted'}>{city.shopsCount}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
