/** The live blocks a page may hold: tables and lists built from the rules and tables that own them. */
import { formatRub } from '../../utils/money';
import { pluralRu } from '../../utils/plural';
import type { ContentBlock } from '../contract/content-blocks';
import type { DbOrTx } from '../db/client.server';
import { LOYALTY_LEVELS } from '../loyalty/loyalty-levels';
import { selectShopCities } from './shops.queries.server';
import type { BlockGenerator } from './stored-blocks';

/** The levels of the bonus programme as a table. */
export function loyaltyLevelsTable(): ContentBlock {
  return {
    type: 'table',
    columns: ['Уровень', 'Покупки за 12 месяцев', 'Возвращаем бонусами'],
    rows: LOYALTY_LEVELS.map((level) => [
      level.name,
      level.from === 0 ? 'с первой покупки' : `от ${formatRub(level.from)}`,
      `${level.rate}% от цены`,
    ]),
  };
}

/** The cities with shops: 'Москва — 6 магазинов'. */
async function shopCitiesList(db: DbOrTx): Promise<ContentBlock> {
  const cities = await selectShopCities(db);
  return {
    type: 'list',
    ordered: false,
    items: cities.map(
      (c) => `${c.name} — ${c.shopsCount} ${pluralRu(c.shopsCount, ['магазин', 'магазина', 'магазинов'])}`,
    ),
  };
}

/** The generator of a page's live blocks over this database. */
export function blockGenerator(db: DbOrTx): BlockGenerator {
  return async (source) => {
    switch (source) {
      case 'loyaltyLevels':
        return [loyaltyLevelsTable()];
      case 'shopCities':
        return [await shopCitiesList(db)];
    }
  };
}
