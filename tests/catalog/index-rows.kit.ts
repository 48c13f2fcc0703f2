// Plain rows of the catalogue index for unit tests that build a small index by hand: one colour
// row with ordinary values, changed where a test needs it (catalog/index/rows.ts).
import type { IndexColorRow } from '~/commerce/catalog/index/rows';

/** A black men's sneaker at 5 000 ₽, its own model, not new, in no list; `fields` override. */
export function indexColorRow(id: number, fields: Partial<IndexColorRow> = {}): IndexColorRow {
  return {
    id,
    code: `model-${id}-black`,
    colorCode: 'black',
    colorName: 'Черный',
    hex: '#000000',
    price: 5000,
    oldPrice: null,
    discount: 0,
    bonus: 0,
    isNew: false,
    popularity: id,
    sort: 500,
    created: 0,
    productId: id,
    productCode: `model-${id}`,
    name: `Модель ${id}`,
    brandId: 1,
    gender: 'man',
    groupCode: 'obuv',
    typeCode: 'krossovki',
    season: 1,
    waterproof: false,
    bestseller: false,
    collab: false,
    recycled: false,
    ...fields,
  };
}
