// SEO page data (docs/product.md#entities) for pages the catalogue does not describe itself, and one address
// that moved (answered with a 301 by the storefront).
import { SHOP_NAME } from '../../utils/brand';
import type { DbOrTx } from '../db/client.server';
import { insertObjects, syncSequence } from './bulk-insert.server';

export interface SeoSeed {
  /** Normalised path: no trailing slash, no query. */
  url: string;
  h1: string | null;
  seoText: string | null;
  redirectTo: string | null;
}

export const SEO_SEEDS: readonly SeoSeed[] = [
  {
    url: '/',
    h1: 'Кроссовки, одежда и аксессуары',
    seoText: `${SHOP_NAME} — оригинальные кроссовки, кеды, ботинки, одежда и аксессуары для мужчин, женщин и детей. Доставка курьером по всей России и самовывоз из магазинов.`,
    redirectTo: null,
  },
  {
    url: '/catalog',
    h1: 'Каталог обуви, одежды и аксессуаров',
    seoText:
      'Кроссовки, кеды, ботинки и сланцы, футболки, толстовки, куртки, брюки и аксессуары известных брендов. Фильтры по размеру, цвету, бренду и цене помогут найти своё за минуту.',
    redirectTo: null,
  },
  {
    url: '/brands',
    h1: 'Бренды',
    seoText:
      'В нашем каталоге — большие спортивные марки и небольшие независимые бренды. Все вещи оригинальные: работаем с брендами и их официальными дистрибьюторами.',
    redirectTo: null,
  },
  {
    url: '/about/shops',
    h1: 'Магазины',
    seoText:
      'Адреса, часы работы и телефоны наших магазинов. Заказы с сайта можно забрать в магазине бесплатно.',
    redirectTo: null,
  },
  {
    url: '/outfits',
    h1: 'Образы',
    seoText:
      'Готовые сочетания обуви, одежды и аксессуаров на каждый день, для спорта и отдыха. Нажми на вещь, чтобы открыть её карточку.',
    redirectTo: null,
  },
  { url: '/novinki', h1: null, seoText: null, redirectTo: '/catalog/new/' },
];

/** Seeds the SEO rows. */
export async function seedSeoPages(db: DbOrTx): Promise<void> {
  await insertObjects(
    db,
    'seo_pages',
    SEO_SEEDS.map((row, i) => ({ id: i + 1, ...row })),
  );
  await syncSequence(db, 'seo_pages');
}
