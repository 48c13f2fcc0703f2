/** The admin's view of 1С's warehouses and price types, and the tie of a warehouse to a shop. */
import type { z } from 'zod';
import type {
  ExchangePriceTypeListSchema,
  ExchangeWarehouse,
  ExchangeWarehouseListSchema,
} from '../contract/exchange';
import type { Db } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import type { ExchangeConfig } from './config.server';
import { priceTypeNames } from './price-types';
import { selectPriceTypeList } from './price-types.queries.server';
import {
  selectPickupShops,
  selectWarehouses,
  tieWarehouse,
  type WarehouseRow,
} from './warehouses.queries.server';

function warehouseView(row: WarehouseRow): ExchangeWarehouse {
  return {
    externalId: row.externalId,
    name: row.name,
    mappedBy: row.mappedBy,
    location:
      row.shopId === null
        ? null
        : {
            shopId: row.shopId,
            name: row.shopName ?? '',
            kind: row.shopKind ?? 'warehouse',
            city: row.cityName,
          },
    stock: row.stock,
  };
}

export async function listWarehouses(db: Db): Promise<z.infer<typeof ExchangeWarehouseListSchema>> {
  const [warehouses, shops] = await Promise.all([selectWarehouses(db), selectPickupShops(db)]);
  return {
    warehouses: warehouses.map(warehouseView),
    shops: shops.map((s) => ({ id: s.id, name: s.name, city: s.cityName })),
  };
}

/** Ties a warehouse to an active pickup shop, or back to its own online-stock location (null). */
export async function mapWarehouse(
  db: Db,
  externalId: string,
  shopId: number | null,
): Promise<ExchangeWarehouse> {
  if (shopId !== null && !(await selectPickupShops(db)).some((s) => s.id === shopId)) {
    throw new ApiError(422, `Магазина ${shopId} нет среди открытых магазинов самовывоза`);
  }
  await db.transaction(async (tx) => {
    if (!(await tieWarehouse(tx, externalId, shopId))) throw new ApiError(404, 'Такого склада 1С нет');
  });
  return warehouseView((await selectWarehouses(db)).find((w) => w.externalId === externalId)!);
}

export async function listPriceTypes(
  db: Db,
  config: ExchangeConfig,
): Promise<z.infer<typeof ExchangePriceTypeListSchema>> {
  return {
    priceTypes: await selectPriceTypeList(db),
    names: {
      retail: priceTypeNames(config.EXCHANGE_1C_PRICE_TYPE),
      old: priceTypeNames(config.EXCHANGE_1C_OLD_PRICE_TYPE),
    },
  };
}
