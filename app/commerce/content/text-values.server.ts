/** The values of content tokens, read from the rules that own them each time a page is read. */
import { formatRub } from '../../utils/money';
import { pluralRu } from '../../utils/plural';
import { SHOP_COMPANY, SHOP_CONTACTS, SHOP_NAME } from '../../utils/brand';
import { SUBSCRIPTION_DISCOUNT_PERCENT } from '../contract/subscribe';
import type { DbOrTx } from '../db/client.server';
import { ordersConfig } from '../config/orders.server';
import { LOYALTY_LEVELS } from '../loyalty/loyalty-levels';
import { countCatalogueFacts } from './content.queries.server';
import { FOUNDED_YEAR, PICKUP_HOLD_DAYS, REFUND_DAYS, RETURN_DAYS, SELLER } from './shop-policy';
import type { TextValues } from './template';

const percent = (value: number) => `${value}%`;
const days = (n: number) => `${n} ${pluralRu(n, ['день', 'дня', 'дней'])}`;

/** Values that need no database: settings, requisites, constants. */
export function staticTextValues(): Record<string, string> {
  const config = ordersConfig();
  const values: Record<string, string> = {
    'shop.name': SHOP_NAME,
    'shop.company': SHOP_COMPANY,
    'shop.phone': SHOP_CONTACTS.phone,
    'shop.phoneHref': SHOP_CONTACTS.phoneHref,
    'shop.email': SHOP_CONTACTS.email,
    'shop.hours': SHOP_CONTACTS.hours,
    'shop.foundedYear': String(FOUNDED_YEAR),
    'delivery.courierFee': formatRub(config.DELIVERY_COURIER_FEE),
    'delivery.freeFrom': formatRub(config.DELIVERY_FREE_FROM),
    'bonus.maxPercent': percent(config.BONUS_SPEND_MAX_PERCENT),
    'bonus.baseRate': percent(LOYALTY_LEVELS[0].rate),
    'bonus.topRate': percent(LOYALTY_LEVELS[LOYALTY_LEVELS.length - 1].rate),
    'subscribe.discount': percent(SUBSCRIPTION_DISCOUNT_PERCENT),
    'return.period': days(RETURN_DAYS),
    'refund.period': days(REFUND_DAYS),
    'pickup.hold': days(PICKUP_HOLD_DAYS),
  };
  for (const [key, value] of Object.entries(SELLER)) values[`seller.${key}`] = value;
  for (const level of LOYALTY_LEVELS) {
    values[`level.${level.code}.name`] = level.name;
    values[`level.${level.code}.from`] = formatRub(level.from);
    values[`level.${level.code}.rate`] = percent(level.rate);
  }
  return values;
}

/** Every token's value, with the live counts of shops, cities and brands. */
export async function textValues(db: DbOrTx): Promise<TextValues> {
  const facts = await countCatalogueFacts(db);
  return {
    ...staticTextValues(),
    'shops.count': `${facts.shops} ${pluralRu(facts.shops, ['магазин', 'магазина', 'магазинов'])}`,
    'shops.cities': `${facts.cities} ${pluralRu(facts.cities, ['городе', 'городах', 'городах'])}`,
    'brands.count': `${facts.brands} ${pluralRu(facts.brands, ['бренд', 'бренда', 'брендов'])}`,
  };
}

/** Names of every token a text may use (the seed's texts are checked against it). */
export function knownTokens(): string[] {
  return [...Object.keys(staticTextValues()), 'shops.count', 'shops.cities', 'brands.count'];
}
