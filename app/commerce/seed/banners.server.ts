import { LOYALTY_LEVELS } from '../loyalty/loyalty-levels';
import type { DbOrTx } from '../db/client.server';
import { insertObjects, syncSequence } from './bulk-insert.server';

interface BannerSeed {
  type: 'global_banners' | 'catalog_1x1' | 'catalog_2x1';
  headText: string;
  desktopUrl: string;
  mobileUrl: string;
  payload?: Record<string, unknown>;
}

/**
 * Banners: the global strip (docs/product.md#overlays-and-other-screens, short lines that link to real pages; the mobile link
 * may differ from the desktop one) and the two catalogue grid cells (after 8 and 17 products).
 */
export const BANNER_SEEDS: readonly BannerSeed[] = [
  {
    type: 'global_banners',
    headText: 'Скидки до 50% на прошлые коллекции',
    desktopUrl: '/catalog/sale/',
    mobileUrl: '/catalog/sale/',
  },
  {
    type: 'global_banners',
    headText: 'Копи бонусы с каждой покупки',
    desktopUrl: '/loyalty',
    mobileUrl: '/loyalty',
  },
  {
    type: 'global_banners',
    headText: 'Доставка курьером по всей России',
    desktopUrl: '/delivery/details',
    mobileUrl: '/delivery',
  },
  {
    type: 'global_banners',
    headText: 'Новинки сезона уже в каталоге',
    desktopUrl: '/catalog/new/',
    mobileUrl: '/catalog/new/',
  },
  {
    type: 'catalog_1x1',
    headText: 'Новые поступления',
    desktopUrl: '/catalog/new/',
    mobileUrl: '/catalog/new/',
    payload: { subtitle: 'Свежие модели каждую неделю', background: '#1d1d1f', color: '#ffffff' },
  },
  {
    type: 'catalog_1x1',
    headText: 'Распродажа',
    desktopUrl: '/catalog/sale/',
    mobileUrl: '/catalog/sale/',
    payload: { subtitle: 'Скидки до 50%', background: '#cc2a2a', color: '#ffffff' },
  },
  {
    type: 'catalog_2x1',
    headText: 'Бонусная программа',
    desktopUrl: '/loyalty',
    mobileUrl: '/loyalty',
    payload: {
      // The top level's rate, so the banner follows the programme (loyalty/loyalty-levels.ts).
      subtitle: `Возвращаем до ${LOYALTY_LEVELS[LOYALTY_LEVELS.length - 1].rate}% бонусами: чем больше покупок, тем выше уровень`,
      background: '#f4c430',
      color: '#1d1d1f',
    },
  },
  {
    type: 'catalog_2x1',
    headText: 'Подбери размер',
    desktopUrl: '/support/size-table',
    mobileUrl: '/support/size-table',
    payload: {
      subtitle: 'Таблицы российских размеров обуви и одежды',
      background: '#2459c9',
      color: '#ffffff',
    },
  },
];

/** Seeds the content the shell needs from the first start: banners. */
export async function seedBanners(db: DbOrTx): Promise<void> {
  const rows = BANNER_SEEDS.map((b, i) => ({
    id: i + 1,
    ...b,
    payload: b.payload ?? {},
    sort: (i + 1) * 10,
  }));
  await insertObjects(db, 'banners', rows);
  await syncSequence(db, 'banners');
}
