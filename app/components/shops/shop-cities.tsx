import { Link, useLocation } from '@remix-run/react';
import type { ShopCity } from '~/commerce/contract/content';
import { cityModalHref } from '~/components/layout/city-modal-url';
import { ChipLinks } from '~/components/content/chip-links';
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

/** Every city that has shops, as links to its list (?cityId=…), with its number of shops. */
export function ShopCities({ cities, currentId }: { cities: ShopCity[]; currentId: number }) {
  return (
    <ChipLinks
      size="sm"
      links={cities.map((city) => ({
        to: `?${SHOPS_CITY_PARAM}=${city.id}`,
        label: city.name,
        note: city.shopsCount,
        current: city.id === currentId,
      }))}
    />
  );
}
