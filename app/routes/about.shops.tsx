import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { z } from 'zod';
import type { Shop, ShopsResponse } from '~/commerce/contract/content';
import { notFound } from '~/routes-shared/content-route.server';
import { PageHeader } from '~/components/content/page-header';
import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { CityLine, SHOPS_CITY_PARAM, ShopCities, shopsCount } from '~/components/shops/shop-cities';
import { shopAnchor, ShopList } from '~/components/shops/shop-list';
import { ShopsMap } from '~/components/shops/shops-map';
import type { MapStatus } from '~/components/maps/yandex-maps';
import { cx } from '~/components/ui/class-names';
import { getShops } from '~/services/shops.server';
import { publicPageHeaders } from '~/utils/cache-control';
import { env } from '~/utils/env.server';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { useRootData } from '~/components/layout/use-root-data';

// /about/shops: the shops of the selected city (or of ?cityId=…, without changing the
// selection) with address, hours, phone and assortment, always as a list; with a Yandex Maps
// key (YANDEX_MAPS_API_KEY) and JavaScript, also on a map.

export const meta = pageMeta(PAGES.aboutShops);
export const headers = publicPageHeaders;

const CityIdSchema = z.coerce.number().int().positive().max(1_000_000_000);

type ShopsPageData = ShopsResponse & { mapsKey: string | null };

export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ request, session }) => {
    const asked = new URL(request.url).searchParams.get(SHOPS_CITY_PARAM);
    const cityId = asked === null ? undefined : CityIdSchema.safeParse(asked).data;
    if (asked !== null && cityId === undefined) throw notFound();
    const shops = await getShops(session, cityId);
    if (!shops) throw notFound();
    return data<ShopsPageData>({ ...shops, mapsKey: env().YANDEX_MAPS_API_KEY ?? null });
  });
}

function NoShops({ cityName }: { cityName: string }) {
  return (
    <div className="flex max-w-2xl flex-col gap-2 rounded-3xl bg-brand-soft p-6">
      <p className="text-lg font-bold">В городе {cityName} наших магазинов пока нет</p>
      <p className="text-neutral-700">
        Курьер привезёт заказ в любой город России —{' '}
        <Link to={PAGES.deliveryDetails.path} className="font-semibold underline underline-offset-4">
          условия доставки
        </Link>
        . А ещё можно заглянуть в магазин в другом городе:
      </p>
    </div>
  );
}

export default function AboutShopsPage() {
  // Loader data is plain JSON: what the loader returns is what the page reads.
  const { city, shops, cities, mapsKey } = useLoaderData<typeof loader>();
  const root = useRootData();
  const [focused, setFocused] = useState<Shop | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const withMap = mapsKey !== null && shops.length > 0;
  // The map (and its buttons) come alive with JavaScript; until then the list has the whole width.
  const hydrated = useHydrated();
  const [mapStatus, setMapStatus] = useState<MapStatus>('pending');
  const mapLayout = withMap && hydrated && mapStatus !== 'error';

  const showOnMap = (shop: Shop) => {
    setFocused(shop);
    setHighlighted(shop.code);
  };
  const showInList = (shop: Shop) => {
    setHighlighted(shop.code);
    document.getElementById(shopAnchor(shop.code))?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  };

  return (
    <div className="flex flex-col gap-8 pb-16 pt-8 tablet:pt-12">
      <PageHeader
        title={PAGES.aboutShops.title}
        lead="Приходи примерить: в магазинах те же цены, что на сайте, и сюда же можно забрать заказ."
        back={PAGES.about}
      >
        <CityLine cityName={root?.city.name ?? city.name} />
      </PageHeader>
      <section aria-labelledby="shops-city" className="flex flex-col gap-5">
        <h2 id="shops-city" className="text-2xl font-black tracking-tight">
          {city.name}
          {shops.length > 0 && (
            <span className="font-semibold text-brand-muted"> — {shopsCount(shops.length)}</span>
          )}
        </h2>
        {shops.length === 0 ? (
          <NoShops cityName={city.name} />
        ) : (
          <div
            className={cx('grid gap-5', mapLayout ? 'desktop:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]' : '')}
          >
            {withMap && (
              <div
                className={
                  mapLayout
                    ? 'desktop:sticky desktop:top-24 desktop:order-2 desktop:h-[calc(100vh-8rem)]'
                    : ''
                }
              >
                <ShopsMap
                  apiKey={mapsKey}
                  shops={shops}
                  city={city}
                  focused={focused}
                  onMarker={showInList}
                  onStatus={setMapStatus}
                />
              </div>
            )}
            <div className={mapLayout ? '' : 'tablet:[&>ul]:grid tablet:[&>ul]:grid-cols-2'}>
              <ShopList
                shops={shops}
                onShowOnMap={mapLayout ? showOnMap : undefined}
                highlighted={highlighted}
              />
            </div>
          </div>
        )}
      </section>
      <section aria-labelledby="shops-cities" className="flex flex-col gap-4">
        <h2 id="shops-cities" className="text-lg font-bold">
          Города с нашими магазинами
        </h2>
        <ShopCities cities={cities} currentId={city.id} />
      </section>
    </div>
  );
}
