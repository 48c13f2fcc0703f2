/** The admin's view and edit of which catalogue section each 1С group fills. */
import type { z } from 'zod';
import type { ExchangeGroupListSchema, ExchangeGroup } from '../contract/exchange';
import type { Db } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { sectionsForMapping } from './apply-package.server';
import { mappableSections, productGender } from './catalog-mapping';
import {
  selectGroupProducts,
  selectGroups,
  selectSections,
  setGroupSection,
  updateProductPlacement,
} from './catalog.queries.server';

async function mappable(db: Db) {
  return mappableSections(sectionsForMapping(await selectSections(db)));
}

/** Every known group with its section, and the sections a group may be mapped to. */
export async function listGroupMapping(db: Db): Promise<z.infer<typeof ExchangeGroupListSchema>> {
  const [groups, sections] = await Promise.all([selectGroups(db), mappable(db)]);
  return {
    groups: groups.map((g) => ({ ...g, mappedBy: g.mappedBy as ExchangeGroup['mappedBy'] })),
    sections: sections.map((s) => ({ path: s.path, name: s.namePath })),
  };
}

/**
 * Maps a group to a section (or unmaps it) and moves its products at once: they take the
 * section's group and type (and gender, unless their own «Пол» says otherwise) and show,
 * or hide when unmapped. The next import keeps the admin's choice.
 */
export async function mapGroup(
  db: Db,
  externalId: string,
  sectionPath: string | null,
): Promise<ExchangeGroup> {
  const section = sectionPath === null ? null : (await mappable(db)).find((s) => s.path === sectionPath);
  if (sectionPath !== null && !section) {
    throw new ApiError(
      422,
      `Раздел «${sectionPath}» не подходит: нужен раздел с видом товара, например man/obuv/krossovki`,
    );
  }
  await db.transaction(async (tx) => {
    if (!(await setGroupSection(tx, externalId, sectionPath))) throw new ApiError(404, 'Такой группы 1С нет');
    const products = await selectGroupProducts(tx, externalId);
    await updateProductPlacement(
      tx,
      products.map((p) => ({
        productId: Number(p.productId),
        gender: productGender(p.properties, section?.gender ?? null),
        groupCode: section?.groupCode ?? '',
        typeCode: section?.typeCode ?? '',
        hidden: !section || p.absent,
      })),
    );
  });
  const group = (await selectGroups(db)).find((g) => g.externalId === externalId)!;
  return { ...group, mappedBy: group.mappedBy as ExchangeGroup['mappedBy'] };
}
