import { SHOP_COMPANY, SHOP_NAME } from '../../utils/brand';
import { galleryOf, productUrl } from '../catalog/cards';
import { sizeListPrice } from '../catalog/price-terms';
import { PRODUCT_TYPES } from '../catalog/taxonomy/product-types';
import type { Db } from '../db/client.server';
import { type FeedCategory, type FeedOffer, YML_TAIL, ymlHead, ymlOffer } from './yandex-yml';
import {
  type FeedColorRow,
  type FeedSectionRow,
  type FeedSizeRow,
  selectFeedColors,
  selectFeedSections,
  selectFeedSizesInStock,
} from './yandex-feed.queries.server';
import { logger } from '../../utils/log.server';

const log = logger('feed');

/** Colours read per query: big enough to be cheap, small enough that memory stays flat. */
export const FEED_BATCH = 500;
/**
 * Pictures per offer (Маркет shows up to 10; three say enough and keep the file small): the
 * ones 1С sent when the colour has them, else the drawn views, at the pipeline's largest size.
 */
const PICTURES = 3;
export const FEED_SALES_NOTES = 'Оплата картой онлайн или при получении';

const TYPE_NAMES = new Map(PRODUCT_TYPES.map((t) => [t.code, t.name]));

/** Which gendered sections a product of a gender belongs in first (unisex: men's, then women's). */
const SECTION_GENDERS: Record<string, string[]> = {
  man: ['man'],
  woman: ['woman'],
  unisex: ['man', 'woman'],
  kids: ['kids'],
};

/**
 * The category of a product: the deepest section of the tree its gender, group and type name,
 * falling back to the gender-less type, the group, and the catalogue root.
 */
export function categoryFinder(
  sections: FeedSectionRow[],
): (p: Pick<FeedColorRow, 'gender' | 'groupCode' | 'typeCode'>) => number {
  const byPath = new Map(sections.map((s) => [s.path, s.id]));
  const root = byPath.get('') ?? sections[0]?.id ?? 0;
  return ({ gender, groupCode, typeCode }) => {
    const genders = SECTION_GENDERS[gender] ?? [];
    const candidates = [
      ...genders.map((g) => `${g}/${groupCode}/${typeCode}`),
      `${groupCode}/${typeCode}`,
      ...genders.map((g) => `${g}/${groupCode}`),
      groupCode,
    ];
    for (const path of candidates) {
      const id = byPath.get(path);
      if (id !== undefined) return id;
    }
    return root;
  };
}

/** The tree as YML categories: ids are section ids, parents by path. */
export function feedCategories(sections: FeedSectionRow[]): FeedCategory[] {
  const byPath = new Map(sections.map((s) => [s.path, s.id]));
  return sections.map((s) => ({
    id: s.id,
    parentId: s.parentPath === null ? null : (byPath.get(s.parentPath) ?? null),
    name: s.name,
  }));
}

/**
 * The YML catalogue, written as it is read: the header, then FEED_BATCH colours at a time
 * with their sizes in stock, each batch turned into text and handed on before the next is
 * read. Nothing holds the whole catalogue, so memory stays flat however big it is; a slow
 * reader slows the reading (the stream pulls).
 */
export async function* yandexFeedChunks(db: Db, origin: string, now = new Date()): AsyncGenerator<string> {
  const sections = await selectFeedSections(db);
  const categoryOf = categoryFinder(sections);
  yield ymlHead({ name: SHOP_NAME, company: SHOP_COMPANY, url: `${origin}/` }, feedCategories(sections), now);
  let after = 0;
  for (;;) {
    const colors = await selectFeedColors(db, after, FEED_BATCH);
    if (colors.length === 0) break;
    const sizes = await selectFeedSizesInStock(db, colors[0].id, colors[colors.length - 1].id);
    const byColor = new Map<number, FeedColorRow>(colors.map((c) => [c.id, c]));
    let text = '';
    for (const size of sizes) {
      const color = byColor.get(size.colorId);
      // A size of a colour this page left out (its product is hidden) has no offer.
      if (color) text += ymlOffer(offerOf(origin, color, size, categoryOf(color)));
    }
    if (text) yield text;
    after = colors[colors.length - 1].id;
  }
  yield YML_TAIL;
}

/**
 * One size's offer. Offers are per size anyway (Маркет groups them by group_id), so a size 1С
 * priced apart simply carries its own price and old price (docs/decisions/0045-yandex-feed.md).
 */
function offerOf(origin: string, color: FeedColorRow, size: FeedSizeRow, categoryId: number): FeedOffer {
  return {
    id: size.id,
    groupId: color.id,
    url: `${origin}${productUrl(color.code)}?size=${size.id}`,
    ...sizeListPrice(color, size),
    categoryId,
    pictures: galleryOf(color.code, color.pictures)
      .slice(0, PICTURES)
      .map((set) => `${origin}${set.desktop.srcX2}`),
    typePrefix: TYPE_NAMES.get(color.typeCode) ?? '',
    vendor: color.brand,
    // An article 1С gave no colour has none to name (color_name '').
    model: color.colorName ? `${color.name}, ${color.colorName.toLowerCase()}` : color.name,
    description: color.description,
    salesNotes: FEED_SALES_NOTES,
    size: size.sizeRu,
    color: color.colorName,
  };
}

/** The feed as a byte stream that reads the next batch only when the reader asks for more. */
export function yandexFeedStream(db: Db, origin: string): ReadableStream<Uint8Array> {
  const chunks = yandexFeedChunks(db, origin);
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        log.error(
          { error: error instanceof Error ? error.message : error },
          'the Yandex feed failed mid-way',
        );
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
