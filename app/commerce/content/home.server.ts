/**
 * The home page (GET /api/home/): stored blocks with their products, brands and news filled in.
 * What the lists hold: docs/decisions/0018-home-product-rows.md.
 */
import type { HomeBlock } from '../contract/home';
import type { DbOrTx } from '../db/client.server';
import { HOME_LIST_QUERIES, listUrl, productImage, topBrands, topModelCards } from './catalog-lists.server';
import { StoredHomeBlockSchema, type StoredHomeBlock } from './home-blocks';
import { selectActiveHomeBlocks } from './home.queries.server';
import { latestNews } from './news.server';
import { logger } from '../../utils/log.server';

const log = logger('content');

const BRANDS_URL = '/brands';
const NEWS_URL = '/about/news';

/**
 * A stored block made whole; null when it has nothing to show (an empty list). `shownModels`
 * holds the models the product rows above have shown; a row adds its own.
 */
async function buildBlock(
  db: DbOrTx,
  block: StoredHomeBlock,
  cityId: number,
  shownModels: Set<string>,
): Promise<HomeBlock | null> {
  switch (block.kind) {
    case 'hero': {
      const slides = await Promise.all(
        block.payload.slides.map(async ({ productCode, ...slide }) => ({
          ...slide,
          image: productCode ? await productImage(db, productCode) : null,
        })),
      );
      return { kind: 'hero', title: block.title, slides };
    }
    case 'genders': {
      const items = await Promise.all(
        block.payload.items.map(async (item) => {
          // The tile's own audience only: a unisex model also lists on the men's and the
          // women's page, and would put one pair of flip-flops on both tiles.
          const query = { path: item.url, sort: 'popular' as const, filter: { gender: [item.gender] } };
          const { cards } = await topModelCards(db, query, 1, cityId);
          return { ...item, image: cards[0]?.images[0] ?? null };
        }),
      );
      return { kind: 'genders', title: block.title, items };
    }
    case 'products': {
      const query = HOME_LIST_QUERIES[block.payload.list];
      const { cards: products, models } = await topModelCards(
        db,
        query,
        block.payload.limit,
        cityId,
        shownModels,
      );
      for (const model of models) shownModels.add(model);
      if (products.length === 0) return null;
      return {
        kind: 'products',
        title: block.title,
        list: block.payload.list,
        url: listUrl(query),
        products,
      };
    }
    case 'brands': {
      const brands = await topBrands(db, block.payload.limit);
      return brands.length === 0 ? null : { kind: 'brands', title: block.title, url: BRANDS_URL, brands };
    }
    case 'news': {
      const items = await latestNews(db, block.payload.limit);
      return items.length === 0 ? null : { kind: 'news', title: block.title, url: NEWS_URL, items };
    }
  }
}

/** The home page's blocks in display order; a block stored wrongly is logged and left out. */
export async function getHome(db: DbOrTx, cityId: number): Promise<{ blocks: HomeBlock[] }> {
  const blocks: HomeBlock[] = [];
  const shownModels = new Set<string>();
  for (const row of await selectActiveHomeBlocks(db)) {
    const parsed = StoredHomeBlockSchema.safeParse(row);
    if (!parsed.success) {
      log.warn(`home block '${row.title}' (${row.kind}) does not fit its schema; left out`);
      continue;
    }
    const block = await buildBlock(db, parsed.data, cityId, shownModels);
    if (block) blocks.push(block);
  }
  return { blocks };
}
