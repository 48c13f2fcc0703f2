// Shop openings, written from the newest shops of the shops table.
import { desc, eq } from 'drizzle-orm';
import { h2, links, p, ul } from '../content/blocks';
import type { DbOrTx } from '../db/client.server';
import { listedShop } from '../db/listed-shops';
import { cities, shops } from '../db/schema';
import { daysAgo, type NewsSeed } from './content-news-article.server';

/** 'в Москве': the seeded shop cities in the prepositional case; others read 'в городе X'. */
const IN_CITY: Readonly<Record<string, string>> = {
  Москва: 'в Москве',
  'Санкт-Петербург': 'в Санкт-Петербурге',
  Новосибирск: 'в Новосибирске',
  Екатеринбург: 'в Екатеринбурге',
  Казань: 'в Казани',
  'Нижний Новгород': 'в Нижнем Новгороде',
  Краснодар: 'в Краснодаре',
  Самара: 'в Самаре',
  'Ростов-на-Дону': 'в Ростове-на-Дону',
  Челябинск: 'в Челябинске',
  Уфа: 'в Уфе',
  Воронеж: 'в Воронеже',
};

export function inCity(name: string): string {
  return IN_CITY[name] ?? `в городе ${name}`;
}

interface NewShop {
  code: string;
  name: string;
  address: string;
  hours: string;
  phone: string;
  assortment: string;
  city: string;
}

/** The newest shops (highest ids first), with their city names. */
export async function newestShops(db: DbOrTx, limit: number): Promise<NewShop[]> {
  return db
    .select({
      code: shops.code,
      name: shops.name,
      address: shops.address,
      hours: shops.hours,
      phone: shops.phone,
      assortment: shops.assortment,
      city: cities.name,
    })
    .from(shops)
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .where(listedShop())
    .orderBy(desc(shops.id))
    .limit(limit);
}

/** An opening article per shop, the newest shop most recently. */
export function openingArticles(now: Date, newShops: readonly NewShop[]): NewsSeed[] {
  const ages = [25, 110, 205];
  return newShops.slice(0, ages.length).map((shop, i) => ({
    code: `otkrytie-${shop.code}`,
    title: `Открыли магазин ${inCity(shop.city)}`,
    excerpt: `${shop.name}: ${shop.address}. Приходи знакомиться!`,
    publishedAt: daysAgo(now, ages[i]),
    body: [
      p(`${shop.name} открылся ${inCity(shop.city)} по адресу: ${shop.address}.`),
      h2('Что там есть'),
      p(`${shop.assortment}.`),
      h2('Часы работы и телефон'),
      ul(shop.hours, shop.phone),
      p('Заказы с сайта можно забирать здесь бесплатно: выбери этот магазин при оформлении.'),
      links(['Все магазины', '/about/shops']),
    ],
  }));
}
