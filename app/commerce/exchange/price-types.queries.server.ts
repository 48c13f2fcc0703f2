/** 1С's price types by Ид: what each package sent, which one it was priced by, how many offers carried each. */
import { sql } from 'drizzle-orm';
import { selectRows } from '../catalog/index/catalog-index.queries.server';
import type { DbOrTx } from '../db/client.server';

const json = (rows: unknown) => JSON.stringify(rows);

export async function upsertPriceTypes(
  tx: DbOrTx,
  types: { id: string; name: string }[],
  classifierId: string,
): Promise<void> {
  if (types.length === 0) return;
  await tx.execute(sql`
    INSERT INTO exchange_price_types (external_id, name, classifier_id, seen_at)
    SELECT x.id, x.name, ${classifierId}, now() FROM jsonb_to_recordset(${json(types)}::jsonb) AS x(id text, name text)
    ON CONFLICT (external_id) DO UPDATE SET name = excluded.name, classifier_id = excluded.classifier_id,
      seen_at = now()`);
}

/** The types a classifier's last package was priced by (for a package that sends none). */
export async function selectRememberedPriceTypes(
  db: DbOrTx,
  classifierId: string,
): Promise<{ retail?: string; old?: string }> {
  const rows = await selectRows<{ externalId: string; role: string }>(
    db,
    sql`SELECT external_id AS "externalId", role FROM exchange_price_types
        WHERE role IS NOT NULL AND classifier_id = ${classifierId} ORDER BY seen_at DESC`,
  );
  return {
    retail: rows.find((r) => r.role === 'retail')?.externalId,
    old: rows.find((r) => r.role === 'old')?.externalId,
  };
}

/** After an offers package: which types it was priced by (for its classifier) and each type's offer count. */
export async function recordPriceTypeUse(
  tx: DbOrTx,
  classifierId: string,
  choice: { retail?: string; old?: string },
  offersByType: Map<string, number>,
): Promise<void> {
  const counts = [...offersByType].map(([id, offers]) => ({ id, offers }));
  await tx.execute(sql`
    UPDATE exchange_price_types t SET
      role = CASE t.external_id WHEN ${choice.retail ?? null} THEN 'retail' WHEN ${choice.old ?? null} THEN 'old' END,
      offers = coalesce((SELECT x.offers FROM jsonb_to_recordset(${json(counts)}::jsonb) AS x(id text, offers int)
                         WHERE x.id = t.external_id), 0)
    WHERE t.classifier_id = ${classifierId}
       OR t.external_id IN (SELECT x.id FROM jsonb_to_recordset(${json(counts)}::jsonb) AS x(id text, offers int))`);
}

export interface PriceTypeRow {
  externalId: string;
  name: string;
  classifierId: string;
  role: 'retail' | 'old' | null;
  offers: number;
  seenAt: string;
}

/** Every price type 1С has sent, the newest first. */
export async function selectPriceTypeList(db: DbOrTx): Promise<PriceTypeRow[]> {
  const rows = await selectRows<PriceTypeRow>(
    db,
    sql`SELECT external_id AS "externalId", name, classifier_id AS "classifierId", role, offers,
               to_char(seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "seenAt"
        FROM exchange_price_types ORDER BY seen_at DESC, name`,
  );
  return rows.map((r) => ({ ...r, offers: Number(r.offers) }));
}
