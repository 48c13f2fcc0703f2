import type { FieldMetadata } from '@conform-to/react';
import type { PickupShops } from '~/commerce/contract/order-lookups';
import type { PickupPoints } from '~/commerce/contract/pickup-points';
import { cx } from '~/components/ui/class-names';
import { TextField } from '~/components/ui/text-field';
import { formatRub } from '~/utils/money';
import { ChoiceCard } from './choice-card';
import { COURIER_ONLY, DELIVERY_IDS, PICKUP_ONLY } from './delivery-visibility';
import { FieldError } from './field-error';
import { PickupPointFields } from './pickup-point-fields';

type DeliveryFieldsProps = {
  fields: {
    deliveryType: FieldMetadata<string | undefined>;
    address: FieldMetadata<string | undefined>;
    flat: FieldMetadata<string | undefined>;
    shopId: FieldMetadata<string | undefined>;
    pickupPointCode: FieldMetadata<string | undefined>;
  };
  cityName: string;
  shops: PickupShops['shops'];
  /** The courier fee for this basket (0 once delivery is free). */
  courierFee: number;
  /** When the courier brings it ('Доставим в Новосибирск 27–29 ноября'). */
  courierPromise?: string | null;
  /** The carrier's points of the city and its tariff, when a carrier serves it; else null. */
  pickupPoints: { points: PickupPoints['points']; fee: number; dates: string } | null;
  /** Set when the carrier's points did not load: the shopper may ask again (in place with JavaScript). */
  pointsFailed?: { busy: boolean; retry: () => void } | null;
  /** The maps key (YANDEX_MAPS_API_KEY), when set: the points are also shown on a map. */
  mapsKey?: string | null;
};

const DELIVERY_TITLES = {
  courier: 'Курьером',
  pickup: 'Самовывоз из магазина',
  pickup_point: 'Пункт выдачи СДЭК',
} as const;

type Way = keyof typeof DELIVERY_TITLES;

/**
 * Courier to an address, pickup in a shop of the city that holds every chosen item, or a
 * carrier's pickup point with its price and dates. A city without shops is offered no pickup
 * in a shop; one the carrier does not serve (or with no carrier set up) no pickup point.
 */
export function DeliveryFields({
  fields,
  cityName,
  shops,
  courierFee,
  courierPromise,
  pickupPoints,
  pointsFailed,
  mapsKey = null,
}: DeliveryFieldsProps) {
  const pickup = shops.length > 0;
  const ways: Way[] = ['courier'];
  if (pickup) ways.push('pickup');
  if (pickupPoints) ways.push('pickup_point');
  const initial = fields.deliveryType.initialValue as Way | undefined;
  const chosen = initial && ways.includes(initial) ? initial : 'courier';
  const anyShop = shops.some((shop) => shop.available);
  const price = (way: Way) => {
    const fee = way === 'courier' ? courierFee : way === 'pickup_point' ? (pickupPoints?.fee ?? 0) : 0;
    return fee > 0 ? formatRub(fee) : 'Бесплатно';
  };
  return (
    <fieldset className="flex flex-col gap-4 rounded-3xl bg-white p-5 tablet:p-6">
      <legend className="float-left mb-1 text-xl font-bold">Доставка</legend>
      <p className="text-sm text-brand-muted">Город: {cityName}</p>
      <div className={cx('grid gap-3 tablet:grid-cols-2', ways.length > 2 && 'desktopMedium:grid-cols-3')}>
        {ways.map((type) => (
          <ChoiceCard
            key={type}
            id={DELIVERY_IDS[type]}
            name={fields.deliveryType.name}
            value={type}
            defaultChecked={chosen === type}
            title={DELIVERY_TITLES[type]}
          >
            <span className="text-brand-muted">{price(type)}</span>
            {type === 'courier' && courierPromise ? (
              <span className="text-brand-muted" data-delivery-promise="">
                {courierPromise}
              </span>
            ) : null}
            {type === 'pickup_point' && pickupPoints ? (
              <span className="text-brand-muted" data-point-promise="">
                Привезём в пункт {pickupPoints.dates}
              </span>
            ) : null}
          </ChoiceCard>
        ))}
      </div>
      {pointsFailed ? <PointsFailed {...pointsFailed} /> : null}
      {pickup || pickupPoints || pointsFailed ? null : (
        <p className="text-sm text-brand-muted">
          В городе {cityName} пока нет наших магазинов, поэтому заказ привезёт курьер.
        </p>
      )}
      {/* A refused point when no list is shown (the carrier went off since the page was drawn). */}
      <FieldError
        errors={fields.deliveryType.errors ?? (pickupPoints ? undefined : fields.pickupPointCode.errors)}
      />

      <div className="grid gap-4 tablet:grid-cols-[1fr_180px]" {...COURIER_ONLY}>
        <TextField
          label="Улица, дом, корпус"
          // One line (street-address is for a multi-line field, and HTML refuses it on an input).
          autoComplete="address-line1"
          id={fields.address.id}
          name={fields.address.name}
          defaultValue={fields.address.initialValue ?? ''}
          error={fields.address.errors?.[0]}
        />
        <TextField
          label="Квартира или офис"
          id={fields.flat.id}
          name={fields.flat.name}
          defaultValue={fields.flat.initialValue ?? ''}
          error={fields.flat.errors?.[0]}
        />
      </div>

      {pickup ? (
        <div className="flex flex-col gap-3" {...PICKUP_ONLY}>
          {!anyShop ? (
            <p className="text-sm">
              Ни в одном магазине нет сразу всех товаров из заказа — выбери доставку курьером.
            </p>
          ) : null}
          <div role="radiogroup" aria-label="Магазин" className="grid gap-3">
            {shops.map((shop) => (
              <ChoiceCard
                key={shop.id}
                name={fields.shopId.name}
                value={shop.id}
                defaultChecked={fields.shopId.initialValue === String(shop.id)}
                disabled={!shop.available}
                title={shop.name}
                data-shop={shop.id}
              >
                <span>{shop.address}</span>
                <span className="text-brand-muted">{shop.hours}</span>
                <span className={shop.available ? 'text-green-700' : 'text-brand-accent'}>
                  {shop.available ? 'Все товары в наличии' : 'Нет всех товаров из заказа'}
                </span>
              </ChoiceCard>
            ))}
          </div>
          <FieldError errors={fields.shopId.errors} />
        </div>
      ) : null}

      {pickupPoints ? (
        <PickupPointFields field={fields.pickupPointCode} points={pickupPoints.points} mapsKey={mapsKey} />
      ) : null}
    </fieldset>
  );
}

/**
 * The carrier's points did not load. The link reloads checkout without JavaScript; with it,
 * the points are fetched again in place and the way appears when they come.
 */
function PointsFailed({ busy, retry }: { busy: boolean; retry: () => void }) {
  return (
    <p className="text-sm text-brand-muted" data-points-failed="">
      Пункты выдачи СДЭК сейчас не загрузились.{' '}
      <a
        href="/order/make"
        className="underline underline-offset-2 hover:text-brand-accent"
        aria-disabled={busy || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!busy) retry();
        }}
      >
        {busy ? 'Загружаем…' : 'Попробовать ещё раз'}
      </a>
    </p>
  );
}
