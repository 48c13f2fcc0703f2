// News of /about/news: dated over the year before the seed runs. Season collections are
// dated on the first day of their season, so a spring article never appears in autumn;
// shop openings are written from the newest shops of the shops table.
import { desc, eq } from 'drizzle-orm';
import { catalogUrl } from '../../contract/catalog-filters';
import { SUBSCRIPTION_DISCOUNT_PERCENT } from '../../contract/subscribe';
import type { StoredBlock } from '../../content/stored-blocks';
import { generated, h2, links, note, ol, p, ul } from '../../content/blocks';
import type { DbOrTx } from '../client.server';
import { cities, shops } from '../schema';
import { insertObjects, syncSequence } from './bulk-insert.server';

export interface NewsSeed {
  code: string;
  title: string;
  excerpt: string;
  body: StoredBlock[];
  publishedAt: Date;
}

const DAY_MS = 24 * 3600_000;
/** Articles go out at 10:00 Moscow time. */
const PUBLISH_HOUR_UTC = 7;

/** `days` whole days before `now`, at the publishing hour. */
export function daysAgo(now: Date, days: number): Date {
  const date = new Date(now.getTime() - days * DAY_MS);
  date.setUTCHours(PUBLISH_HOUR_UTC, 0, 0, 0);
  return date.getTime() > now.getTime() ? new Date(date.getTime() - DAY_MS) : date;
}

/** The latest 1st of `month` (1–12) at the publishing hour that is not after `now`. */
export function lastSeasonStart(now: Date, month: number): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), month - 1, 1, PUBLISH_HOUR_UTC));
  if (start.getTime() <= now.getTime()) return start;
  return new Date(Date.UTC(now.getUTCFullYear() - 1, month - 1, 1, PUBLISH_HOUR_UTC));
}

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

function seasonArticles(now: Date): NewsSeed[] {
  return [
    {
      code: 'vesennyaya-kollekciya',
      title: 'Весна: новая коллекция уже в магазинах',
      excerpt: 'Лёгкие кроссовки, ветровки и худи — всё, в чём приятно выйти из дома без шапки.',
      publishedAt: lastSeasonStart(now, 3),
      body: [
        p(
          'Снег сходит, а вместе с ним — тяжёлые ботинки. Мы обновили полки: в магазинах и на сайте весенняя коллекция.',
        ),
        h2('Что нового'),
        ul(
          'Кроссовки с сетчатым верхом — ноге не жарко даже в тёплый день.',
          'Ветровки и лёгкие куртки, которые складываются в рюкзак.',
          'Худи и свитшоты свободного кроя в пастельных и базовых цветах.',
        ),
        p('Популярные размеры разбирают в первые недели — не откладывай, если что-то приглянулось.'),
        links(
          ['Все новинки', '/catalog/new/'],
          ['Новинки для него', '/catalog/man/new/'],
          ['Новинки для неё', '/catalog/woman/new/'],
        ),
      ],
    },
    {
      code: 'letnyaya-kollekciya',
      title: 'Лето: кеды, шорты и сланцы',
      excerpt: 'Собрали летнюю коллекцию: от кед на каждый день до сланцев для пляжа и бассейна.',
      publishedAt: lastSeasonStart(now, 6),
      body: [
        p('Лето — время лёгкой обуви и одежды, которая не мешает двигаться. Вот что мы приготовили.'),
        ul(
          'Кеды из парусины и кожи: белые, чёрные и яркие.',
          'Шорты для города, спорта и отпуска.',
          'Футболки из хлопка — и базовые, и с принтами.',
          'Сланцы, которые не натирают между пальцами.',
        ),
        note(
          'Берёшь сланцы впервые? Смотри таблицу размеров: у них только целые размеры, при половинчатом бери больший.',
        ),
        links(
          ['Кеды для него', '/catalog/man/obuv/kedy/'],
          ['Кеды для неё', '/catalog/woman/obuv/kedy/'],
          ['Шорты', '/catalog/man/odezhda/shorty/'],
          ['Таблица размеров', '/support/size-table'],
        ),
      ],
    },
    {
      code: 'osennyaya-kollekciya',
      title: 'Осень: ботинки и куртки для дождливых дней',
      excerpt: 'Непромокаемые ботинки, кроссовки на межсезонье и куртки, которые не боятся ветра.',
      publishedAt: lastSeasonStart(now, 9),
      body: [
        p(
          'Осенью главное — сухие ноги. В новой коллекции много моделей с мембраной и водоотталкивающей пропиткой.',
        ),
        ul(
          'Ботинки с протектором, который держит мокрый асфальт и листья.',
          'Кроссовки на межсезонье с утеплённым язычком.',
          'Куртки с капюшоном, которые закрывают от ветра и дождя.',
        ),
        p('Чтобы найти только непромокаемые модели, включи фильтр «Водонепроницаемые» в каталоге.'),
        links(
          ['Непромокаемая обувь', catalogUrl('/catalog/obuv/', { waterproof: true })],
          ['Куртки для него', '/catalog/man/odezhda/kurtki/'],
          ['Куртки для неё', '/catalog/woman/odezhda/kurtki/'],
        ),
      ],
    },
    {
      code: 'zimnyaya-kollekciya',
      title: 'Зима: тёплая обувь, куртки и шапки',
      excerpt: 'Утеплённые ботинки, пуховики и шапки — чтобы зима была в радость.',
      publishedAt: lastSeasonStart(now, 12),
      body: [
        p('Холода пришли, и мы готовы: в каталоге зимняя коллекция для всей семьи.'),
        ul(
          'Ботинки с утеплителем и подошвой, которая не скользит на льду.',
          'Тёплые куртки и пуховики.',
          'Шапки и тёплые носки — без них зимой никак.',
        ),
        note('Зимнюю обувь носят с толстым носком: добавь к длине стопы 0,5 см, когда выбираешь размер.'),
        links(
          ['Ботинки для него', '/catalog/man/obuv/botinki/'],
          ['Ботинки для неё', '/catalog/woman/obuv/botinki/'],
          ['Аксессуары', '/catalog/aksessuary/'],
          ['Таблица размеров', '/support/size-table'],
        ),
      ],
    },
  ];
}

function evergreenArticles(now: Date): NewsSeed[] {
  return [
    {
      code: 'kak-pomyt-krossovki',
      title: 'Как помыть кроссовки и не испортить их',
      excerpt:
        'Стиральная машина — не лучший друг кроссовок. Рассказываем, как вернуть им свежий вид вручную.',
      publishedAt: daysAgo(now, 15),
      body: [
        ol(
          'Вынь шнурки и стельки — их стирай отдельно, в тёплой воде с мылом.',
          'Щёткой сними сухую грязь с подошвы и верха.',
          'Протри верх губкой с мягким мылом. Для белой подошвы подойдёт меламиновая губка.',
          'Суши при комнатной температуре, набив кроссовки бумагой. Батарея и фен деформируют клей и подошву.',
        ),
        note('Замшу и нубук так мыть нельзя — для них у нас отдельная инструкция.'),
      ],
    },
    {
      code: 'uhod-za-zamshey',
      title: 'Замша и нубук: как ухаживать',
      excerpt: 'Бархатистая кожа любит сухую чистку и пропитку. Три правила, чтобы она служила долго.',
      publishedAt: daysAgo(now, 70),
      body: [
        ul(
          'Перед первым выходом обработай обувь водоотталкивающим спреем и дай ему высохнуть.',
          'Чисти только сухую обувь специальной щёткой или ластиком для замши.',
          'Если промокла — высуши при комнатной температуре и расчеши ворс щёткой.',
        ),
        p('Спрей и щётки для замши есть в наших магазинах — продавцы подскажут, что подойдёт.'),
      ],
    },
    {
      code: 'kak-hranit-obuv',
      title: 'Как хранить обувь не по сезону',
      excerpt: 'Чтобы через полгода достать ботинки как новые, перед хранением им нужно полчаса внимания.',
      publishedAt: daysAgo(now, 160),
      body: [
        ol(
          'Почисти и высуши обувь: соль и грязь за полгода разъедают кожу.',
          'Набей мыски бумагой или вставь колодки — так не появятся заломы.',
          'Храни в коробке или тканевом мешке, в сухом и прохладном месте, без пакетов: обуви нужно дышать.',
        ),
      ],
    },
    {
      code: 'kak-vybrat-begovye-krossovki',
      title: 'Как выбрать беговые кроссовки',
      excerpt: 'Амортизация, перепад с пятки на носок и размер — коротко о том, на что смотреть.',
      publishedAt: daysAgo(now, 300),
      body: [
        ul(
          'Бегаешь по асфальту — выбирай модели с мягкой амортизацией. По грунту и в парке — с цепким протектором.',
          'Начинаешь бегать — бери кроссовки с заметным перепадом высоты от пятки к носку: это снимает нагрузку с икр.',
          'Беговые кроссовки берут на 0,5 размера больше обычного: во время бега стопа отекает.',
        ),
        links(
          ['Кроссовки для него', '/catalog/man/obuv/krossovki/'],
          ['Кроссовки для неё', '/catalog/woman/obuv/krossovki/'],
          ['Таблица размеров', '/support/size-table'],
        ),
      ],
    },
    {
      code: 'urovni-bonusnoy-programmy',
      title: 'В бонусной программе появились уровни',
      excerpt: 'Чем больше покупаешь, тем больше возвращаем бонусами. Рассказываем, как это работает.',
      publishedAt: daysAgo(now, 50),
      body: [
        p(
          'Теперь у бонусной программы три уровня. Уровень зависит от суммы покупок за последние 12 месяцев и пересчитывается автоматически.',
        ),
        generated('loyaltyLevels'),
        p('Тратить бонусы можно как раньше: 1 бонус = 1 ₽, до {{bonus.maxPercent}} суммы товаров в заказе.'),
        links(['Подробнее о программе', '/loyalty']),
      ],
    },
    {
      code: 'skidka-za-podpisku',
      title: `Скидка ${SUBSCRIPTION_DISCOUNT_PERCENT}% за подписку на рассылку`,
      excerpt: 'Подпишись на рассылку и получи скидку на следующий заказ. Пишем редко и по делу.',
      publishedAt: daysAgo(now, 130),
      body: [
        p(
          'Оставь email в форме подписки — и мы пришлём скидку {{subscribe.discount}} на следующий заказ. В рассылке — новинки, распродажи и закрытые акции для подписчиков.',
        ),
        p('Пишем не чаще раза в неделю. Отписаться можно по ссылке в любом письме.'),
      ],
    },
    {
      code: 'detskiy-otdel',
      title: 'Для самых быстрых: детские кроссовки и куртки',
      excerpt: 'Расширили детский отдел: кроссовки, ботинки, толстовки, куртки и шапки.',
      publishedAt: daysAgo(now, 240),
      body: [
        p(
          'Детская нога растёт быстро, поэтому мы собрали модели, которые легко надеть самому: на липучках и с эластичными шнурками.',
        ),
        note('Мерь стопу ребёнка каждые три месяца и бери обувь на 0,5–1 см длиннее стопы.'),
        links(['Детям', '/catalog/kids/'], ['Таблица размеров', '/support/size-table']),
      ],
    },
    {
      code: 'besplatnyy-samovyvoz',
      title: 'Забирай заказы в магазине — бесплатно',
      excerpt: 'Выбирай самовывоз: покажем магазины, где есть весь заказ, и зарезервируем вещи сразу.',
      publishedAt: daysAgo(now, 330),
      body: [
        p(
          'При оформлении заказа выбери «Самовывоз» — мы покажем магазины твоего города, где есть все товары в нужных размерах. Вещи резервируем сразу, и заказ ждёт тебя {{pickup.hold}}.',
        ),
        p('Наши магазины есть в этих городах:'),
        generated('shopCities'),
        links(['Адреса магазинов', '/about/shops'], ['Доставка', '/delivery/details']),
      ],
    },
  ];
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
async function newestShops(db: DbOrTx, limit: number): Promise<NewShop[]> {
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
    .where(eq(shops.active, true))
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

/** Every article, newest first. */
export async function newsSeeds(db: DbOrTx, now: Date): Promise<NewsSeed[]> {
  const articles = [
    ...seasonArticles(now),
    ...evergreenArticles(now),
    ...openingArticles(now, await newestShops(db, 3)),
  ];
  return articles.sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
}

/** Seeds the news. */
export async function seedNews(db: DbOrTx, now: Date): Promise<void> {
  const articles = await newsSeeds(db, now);
  await insertObjects(
    db,
    'news',
    articles.map((a, i) => ({ id: i + 1, ...a, publishedAt: a.publishedAt.toISOString() })),
  );
  await syncSequence(db, 'news');
}
