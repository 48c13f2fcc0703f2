import { z } from 'zod';

/** One 1С group and the catalogue section its products go to (null: unmapped, products hidden). */
export const ExchangeGroupSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  /** Names from the top group down: 'Мужчинам / Обувь / Кроссовки'. */
  path: z.string(),
  sectionPath: z.string().nullable(),
  /** 'default' (matched by name or path), 'admin' (set here), or null. */
  mappedBy: z.enum(['default', 'admin']).nullable(),
  products: z.number().int(),
});
export type ExchangeGroup = z.infer<typeof ExchangeGroupSchema>;

/** GET /api/admin/exchange/groups (ROLE_ADMIN): every group, and the sections a group may fill. */
export const ExchangeGroupListSchema = z.object({
  groups: z.array(ExchangeGroupSchema),
  sections: z.array(z.object({ path: z.string(), name: z.string() })),
});

/** POST /api/admin/exchange/groups (ROLE_ADMIN): map a group to a section, or unmap it (null). */
export const ExchangeGroupMappingRequestSchema = z.object({
  externalId: z.string({ required_error: 'Укажи группу 1С' }).min(1, 'Укажи группу 1С').max(200),
  sectionPath: z.string().max(200).nullable(),
});

/** One 1С warehouse and the stock location its quantities go to. */
export const ExchangeWarehouseSchema = z.object({
  externalId: z.string(),
  name: z.string(),
  /** 'online' (a location of its own: online stock), 'name' (the shop of its name), 'admin' (tied here). */
  mappedBy: z.enum(['online', 'name', 'admin']).nullable(),
  location: z
    .object({
      shopId: z.number().int(),
      name: z.string(),
      kind: z.enum(['shop', 'warehouse']),
      /** The pickup shop's city; null for online stock. */
      city: z.string().nullable(),
    })
    .nullable(),
  /** Units of every size held at that location now. */
  stock: z.number().int(),
});
export type ExchangeWarehouse = z.infer<typeof ExchangeWarehouseSchema>;

/** GET /api/admin/exchange/warehouses (ROLE_ADMIN): every warehouse 1С sent, and the shops one can be tied to. */
export const ExchangeWarehouseListSchema = z.object({
  warehouses: z.array(ExchangeWarehouseSchema),
  shops: z.array(z.object({ id: z.number().int(), name: z.string(), city: z.string() })),
});

/** POST /api/admin/exchange/warehouses (ROLE_ADMIN): tie a warehouse to a pickup shop, or back to online stock (null). */
export const ExchangeWarehouseTieRequestSchema = z.object({
  externalId: z.string({ required_error: 'Укажи склад 1С' }).max(200),
  shopId: z.number({ invalid_type_error: 'Укажи магазин числом или null' }).int().positive().nullable(),
});

/** GET /api/admin/exchange/price-types (ROLE_ADMIN): every price type 1С sent and which one shoppers pay. */
export const ExchangePriceTypeListSchema = z.object({
  priceTypes: z.array(
    z.object({
      externalId: z.string(),
      name: z.string(),
      classifierId: z.string(),
      /** 'retail' (shoppers pay it), 'old' (crossed out), null: unused, as the last package was priced. */
      role: z.enum(['retail', 'old']).nullable(),
      /** Offers of the last package that carried a price of this type. */
      offers: z.number().int(),
      seenAt: z.string(),
    }),
  ),
  /** The names looked for, in order (EXCHANGE_1C_PRICE_TYPE, EXCHANGE_1C_OLD_PRICE_TYPE). */
  names: z.object({ retail: z.array(z.string()), old: z.array(z.string()) }),
});
