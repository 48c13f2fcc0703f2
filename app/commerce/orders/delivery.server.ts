import { loadBasket } from '../basket/basket.server';
import type { BasketOwner } from '../basket/basket.queries.server';
import type { PickupShops } from '../contract/order-lookups';
import type { DbOrTx } from '../db/client.server';
import { selectCityShops, selectShopStock } from './stock.queries.server';

/**
 * Pickup shops of a city, each saying whether it holds every chosen line of the owner's
 * basket in the quantity chosen (an empty choice fits every shop).
 */
export async function listPickupShops(db: DbOrTx, owner: BasketOwner, cityId: number): Promise<PickupShops> {
  const { lines } = await loadBasket(db, owner, { bonusAmount: 0 });
  const needs = lines.filter((line) => line.chosen && !line.delay);
  const shops = await selectCityShops(db, cityId);
  const held = new Map<string, number>();
  for (const row of await selectShopStock(
    db,
    shops.map((s) => s.id),
    needs.map((n) => n.sizeId),
  )) {
    held.set(`${row.shopId}:${row.sizeId}`, row.quantity);
  }
  return {
    cityId,
    shops: shops.map(({ id, name, address, phone, hours, lat, lon }) => ({
      id,
      name,
      address,
      phone,
      hours,
      lat,
      lon,
      available: needs.every((need) => (held.get(`${id}:${need.sizeId}`) ?? 0) >= need.quantity),
    })),
  };
}
