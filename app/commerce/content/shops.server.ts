/** Shops of a city (GET /api/shops/?cityId=…) for /about/shops: list, map points, other cities. */
import type { Shop, ShopsResponse } from '../contract/shops';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { selectCity, selectCityShops, selectShopCities } from './shops.queries.server';

export const CITY_NOT_FOUND = 'Город не найден';

/** '+7 (495) 123-45-67' → 'tel:+74951234567'. */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.startsWith('8') && digits.length === 11 ? `7${digits.slice(1)}` : digits}`;
}

/** The point on Yandex Maps (longitude first, as its pt parameter wants); opens without an API key. */
export function mapUrl(lat: number, lon: number): string {
  return `https://yandex.ru/maps/?pt=${lon},${lat}&z=16&l=map`;
}

/** The city's shops (none is a valid answer) and every city with shops; 404 for an unknown city. */
export async function getShops(db: DbOrTx, cityId: number): Promise<ShopsResponse> {
  const city = await selectCity(db, cityId);
  if (!city) throw new ApiError(404, CITY_NOT_FOUND);
  const [rows, cities] = await Promise.all([selectCityShops(db, cityId), selectShopCities(db)]);
  const shops: Shop[] = rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    address: row.address,
    hours: row.hours,
    phone: row.phone,
    phoneHref: phoneHref(row.phone),
    lat: row.lat,
    lon: row.lon,
    assortment: row.assortment,
    mapUrl: mapUrl(row.lat, row.lon),
  }));
  return { city, shops, cities };
}
