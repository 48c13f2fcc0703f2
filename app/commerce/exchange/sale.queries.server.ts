import { sql } from 'drizzle-orm';
import { selectRows } from '../catalog/index/catalog-index.queries.server';
import type { DbOrTx } from '../db/client.server';

/** What changes an order for 1С: its status, its payment, its last change, its total. */
const VERSION = sql`md5(concat_ws('|', o.status, o.payment_status, o.updated_at::text, o.total::text))`;

export interface ExportOrderRow {
  id: number;
  number: string;
  version: string;
  createdAt: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  deliveryType: string;
  address: string;
  cityName: string;
  shopName: string | null;
  phone: string;
  name: string;
  lastName: string;
  secondName: string;
  email: string;
  comment: string;
  itemsSum: number;
  discount: number;
  promoCode: string | null;
  bonusSpent: number;
  deliveryFee: number;
  total: number;
  utmSource: string | null;
  items: {
    offerId: string | null;
    productCode: string;
    name: string;
    brandName: string;
    colorName: string;
    sizeRu: string;
    price: number;
    count: number;
  }[];
}

/** Orders 1С has not confirmed in their current version, oldest first. */
export async function selectOrdersToExport(db: DbOrTx, limit: number): Promise<ExportOrderRow[]> {
  return selectRows<ExportOrderRow>(
    db,
    sql`SELECT o.id, o.number, ${VERSION} AS version, to_char(o.created_at AT TIME ZONE 'Europe/Moscow', 'YYYY-MM-DD"T"HH24:MI:SS') AS "createdAt",
               o.status, o.payment_method AS "paymentMethod", o.payment_status AS "paymentStatus",
               o.delivery_type AS "deliveryType", o.address, c.name AS "cityName", s.name AS "shopName",
               o.phone, o.name, o.last_name AS "lastName", o.second_name AS "secondName", o.email, o.comment,
               o.items_sum AS "itemsSum", o.discount, o.promo_code AS "promoCode", o.bonus_spent AS "bonusSpent",
               o.delivery_fee AS "deliveryFee", o.total,
               (SELECT a.utm_source FROM order_attributions a WHERE a.order_id = o.id LIMIT 1) AS "utmSource",
               (SELECT coalesce(json_agg(json_build_object(
                   'offerId', (SELECT e.external_id FROM exchange_offers e WHERE e.size_id = i.size_id LIMIT 1),
                   'productCode', i.product_code, 'name', i.name, 'brandName', i.brand_name,
                   'colorName', i.color_name, 'sizeRu', i.size_ru, 'price', i.price_per_item, 'count', i.count)
                   ORDER BY i.id), '[]'::json)
                FROM order_items i WHERE i.order_id = o.id) AS items
        FROM orders o
        LEFT JOIN cities c ON c.id = o.city_id
        LEFT JOIN shops s ON s.id = o.shop_id
        LEFT JOIN exchange_order_exports x ON x.order_id = o.id
        WHERE x.confirmed_version IS DISTINCT FROM ${VERSION}
        ORDER BY o.id
        LIMIT ${limit}`,
  );
}

/** Records which version of each order went to 1С. */
export async function recordSent(tx: DbOrTx, sent: { id: number; version: string }[]): Promise<void> {
  if (sent.length === 0) return;
  await tx.execute(sql`
    INSERT INTO exchange_order_exports (order_id, sent_version, sent_at)
    SELECT x.id, x.version, now() FROM jsonb_to_recordset(${JSON.stringify(sent)}::jsonb) AS x(id int, version text)
    ON CONFLICT (order_id) DO UPDATE SET sent_version = excluded.sent_version, sent_at = excluded.sent_at`);
}

/** 1С took what it was sent: those versions count as delivered. */
export async function confirmSent(db: DbOrTx): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`UPDATE exchange_order_exports SET confirmed_version = sent_version
        WHERE sent_version IS NOT NULL AND confirmed_version IS DISTINCT FROM sent_version
        RETURNING order_id AS id`,
  );
  return rows.length;
}

/** An order by its number (what 1С sends back) or id. */
export async function findOrderId(db: DbOrTx, number: string, id: string): Promise<number | undefined> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`SELECT id FROM orders WHERE number = ${number} OR (${id} ~ '^[0-9]{1,9}$' AND id = (CASE WHEN ${id} ~ '^[0-9]{1,9}$' THEN ${id}::int END)) LIMIT 1`,
  );
  return rows[0] ? Number(rows[0].id) : undefined;
}
