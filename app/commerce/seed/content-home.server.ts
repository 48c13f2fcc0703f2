// Blocks of the home page: the hero, the gender entry points, the product lists, brands and
// news. What each list holds is decided when the page is read (app/commerce/content/home.server.ts);
// the hero's pictures are articles picked here.
import type { StoredHomeBlock } from '../content/home-blocks';
import type { DbOrTx } from '../db/client.server';
import { insertObjects, syncSequence } from './bulk-insert.server';
import { pickArticle } from './content-picks.server';

const EVERYONE = ['man', 'woman', 'unisex'];

/** The home blocks in display order; hero pictures come from the given article codes. */
export function homeBlockSeeds(pictures: { newArrival?: string; sale?: string }): StoredHomeBlock[] {
  return [
    {
      kind: 'hero',
      title: 'Главное',
      payload: {
        slides: [
          {
            headText: 'Новинки сезона',
            text: 'Свежие кроссовки, куртки и худи каждую неделю',
            buttonText: 'Смотреть новинки',
            desktopUrl: '/catalog/new/',
            mobileUrl: '/catalog/new/',
            background: '#1d1d1f',
            color: '#ffffff',
            ...(pictures.newArrival ? { productCode: pictures.newArrival } : {}),
          },
          {
            headText: 'Распродажа',
            text: 'Прошлые коллекции по приятным ценам',
            buttonText: 'К распродаже',
            desktopUrl: '/catalog/sale/',
            mobileUrl: '/catalog/sale/',
            background: '#cc2a2a',
            color: '#ffffff',
            ...(pictures.sale ? { productCode: pictures.sale } : {}),
          },
          {
            headText: 'Бонусы за каждую покупку',
            text: 'Войди по номеру телефона и копи бонусы: 1 бонус = 1 ₽',
            buttonText: 'Как это работает',
            desktopUrl: '/loyalty',
            mobileUrl: '/loyalty',
            background: '#f4c430',
            color: '#1d1d1f',
          },
        ],
      },
    },
    {
      kind: 'genders',
      title: 'Кому выбираем',
      payload: {
        items: [
          { gender: 'man', title: 'Мужчинам', url: '/catalog/man/' },
          { gender: 'woman', title: 'Женщинам', url: '/catalog/woman/' },
          { gender: 'kids', title: 'Детям', url: '/catalog/kids/' },
        ],
      },
    },
    { kind: 'products', title: 'Новинки', payload: { list: 'new', limit: 12 } },
    { kind: 'products', title: 'Хиты продаж', payload: { list: 'bestsellers', limit: 12 } },
    { kind: 'products', title: 'Распродажа', payload: { list: 'sale', limit: 12 } },
    { kind: 'brands', title: 'Бренды', payload: { limit: 12 } },
    { kind: 'news', title: 'Новости', payload: { limit: 3 } },
  ];
}

/** Seeds the home blocks. */
export async function seedHomeBlocks(db: DbOrTx): Promise<void> {
  const pictures = {
    newArrival: await pickArticle(db, { genders: EVERYONE, typeCode: 'krossovki', isNew: true }),
    sale: await pickArticle(db, { genders: EVERYONE, typeCode: 'krossovki', onSale: true }),
  };
  await insertObjects(
    db,
    'home_blocks',
    homeBlockSeeds(pictures).map((block, i) => ({ id: i + 1, ...block, sort: (i + 1) * 10, active: true })),
  );
  await syncSequence(db, 'home_blocks');
}
