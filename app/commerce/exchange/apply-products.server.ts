// Products of a staged 1С package: properties to the catalogue's attributes, groups to
// sections (an unmapped group's products stay hidden), brands created as they appear.
import { createHash } from 'node:crypto';
import { slugify } from '../catalog/slug';
import type { ApplyContext } from './apply-context';
import { galleryPictures } from './apply-pictures.server';
import { attributesOf, brandName, productGender, seasonOf, type Properties } from './catalog-mapping';
import type { ProductRecord, PropertyRecord } from './commerceml-records';
import { insertBrand, upsertProducts, type ProductWrite } from './catalog.queries.server';

/**
 * Property values of a product or an offer by lower-case property name (reference values
 * resolved through the classifier's properties).
 */
export function namedProperties(
  record: { properties?: { id: string; value: string }[] },
  properties: Map<string, PropertyRecord>,
): Properties {
  const result: Properties = {};
  for (const { id, value } of record.properties ?? []) {
    const property = properties.get(id);
    const name = (property?.name ?? id).toLowerCase();
    result[name] = property?.values[value] ?? value;
  }
  return result;
}

function productCode(record: ProductRecord): string {
  const hash = createHash('sha1').update(record.id).digest('hex').slice(0, 8);
  const slug = slugify(record.name).slice(0, 80).replace(/-+$/, '');
  return slug ? `${slug}-${hash}` : `tovar-${hash}`;
}

async function brandId(context: ApplyContext, name: string): Promise<number> {
  const key = name.toLowerCase();
  let id = context.brands.get(key);
  if (id === undefined) {
    id = await insertBrand(context.tx, name, slugify(name) || 'brand');
    context.brands.set(key, id);
  }
  return id;
}

export async function applyProducts(context: ApplyContext, records: ProductRecord[]): Promise<void> {
  const rows: ProductWrite[] = [];
  for (const record of records) {
    const properties = namedProperties(record, context.properties);
    const groupId = record.groupIds[0] ?? null;
    const sectionPath = groupId ? context.groupSections.get(groupId) : null;
    const section = sectionPath ? context.sections.get(sectionPath) : undefined;
    if (!section) context.unmapped.add(groupId ?? '');
    rows.push({
      externalId: record.id,
      code: productCode(record),
      name: record.name,
      brandId: await brandId(context, brandName(properties) || 'Без бренда'),
      gender: productGender(properties, section?.gender ?? null),
      groupCode: section?.groupCode ?? '',
      typeCode: section?.typeCode ?? '',
      description: record.description,
      season: seasonOf(properties),
      attributes: attributesOf(properties, record.article),
      hidden: !section || record.deleted,
      groupId,
      properties,
      pictures: await galleryPictures(context, record),
    });
  }
  await upsertProducts(context.tx, rows);
  context.report.products += rows.length;
}
