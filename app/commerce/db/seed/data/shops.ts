/**
 * The demo chain's shops. Names, malls and addresses are made up (streets are ordinary
 * Russian street names), phones use each city's real area code. Coordinates are derived at
 * seed time from the city's centre, so they sit inside the city.
 */
export interface ShopSeed {
  code: string;
  name: string;
  address: string;
  hours: string;
  assortment: string;
}

export interface CityShops {
  /** The city's name exactly as in russian-cities.csv. */
  city: string;
  /** Telephone area code: '495' gives '+7 (495) …'. */
  areaCode: string;
  shops: ShopSeed[];
}

const DAILY = 'Ежедневно с 10:00 до 22:00';
const DAILY_LATE = 'Ежедневно с 10:00 до 23:00';
const STREET_HOURS = 'Пн–Сб с 10:00 до 21:00, Вс с 11:00 до 20:00';

const FULL = 'Кроссовки, кеды, одежда и аксессуары для мужчин и женщин';
const WITH_KIDS = 'Полный ассортимент: обувь, одежда и аксессуары для всей семьи, включая детский отдел';
const SNEAKERS = 'Кроссовки и кеды, лимитированные релизы и коллаборации';
const OUTDOOR = 'Обувь и куртки для города и активного отдыха, непромокаемые модели';
const COMPACT = 'Популярные модели кроссовок, носки и аксессуары';

export const SHOP_SEEDS: readonly CityShops[] = [
  {
    city: 'Москва',
    areaCode: '495',
    shops: [
      { code: 'msk-tverskaya', name: 'Магазин на Тверской', address: 'ул. Тверская, д. 18, стр. 1', hours: DAILY_LATE, assortment: FULL },
      { code: 'msk-arbat', name: 'Магазин на Арбате', address: 'ул. Арбат, д. 24', hours: DAILY_LATE, assortment: SNEAKERS },
      { code: 'msk-sever', name: 'ТЦ «Северный квартал»', address: 'Дмитровское ш., д. 89, 2 этаж', hours: DAILY, assortment: WITH_KIDS },
      { code: 'msk-yug', name: 'ТРЦ «Южные ворота»', address: 'Варшавское ш., д. 140, 1 этаж', hours: DAILY, assortment: WITH_KIDS },
      { code: 'msk-zapad', name: 'ТЦ «Западный берег»', address: 'Кутузовский пр-т, д. 57', hours: DAILY, assortment: FULL },
      { code: 'msk-vostok', name: 'ТРК «Восточный»', address: 'Щёлковское ш., д. 75, 3 этаж', hours: DAILY, assortment: COMPACT },
    ],
  },
  {
    city: 'Санкт-Петербург',
    areaCode: '812',
    shops: [
      { code: 'spb-nevsky', name: 'Магазин на Невском', address: 'Невский пр-т, д. 71', hours: DAILY_LATE, assortment: FULL },
      { code: 'spb-moskovsky', name: 'ТРЦ «Московская застава»', address: 'Московский пр-т, д. 137, 2 этаж', hours: DAILY, assortment: WITH_KIDS },
      { code: 'spb-primorsky', name: 'ТЦ «Приморский»', address: 'Комендантский пр-т, д. 9, корп. 2', hours: DAILY, assortment: OUTDOOR },
    ],
  },
  {
    city: 'Новосибирск',
    areaCode: '383',
    shops: [
      { code: 'nsk-krasny', name: 'Магазин на Красном проспекте', address: 'Красный пр-т, д. 64', hours: STREET_HOURS, assortment: FULL },
      { code: 'nsk-levoberezhny', name: 'ТРЦ «Левый берег»', address: 'ул. Станиславского, д. 2/1', hours: DAILY, assortment: OUTDOOR },
    ],
  },
  {
    city: 'Екатеринбург',
    areaCode: '343',
    shops: [
      { code: 'ekb-vainera', name: 'Магазин на Вайнера', address: 'ул. Вайнера, д. 15', hours: STREET_HOURS, assortment: SNEAKERS },
      { code: 'ekb-uralsky', name: 'ТЦ «Уральский»', address: 'ул. Малышева, д. 128, 1 этаж', hours: DAILY, assortment: WITH_KIDS },
    ],
  },
  {
    city: 'Казань',
    areaCode: '843',
    shops: [
      { code: 'kzn-baumana', name: 'Магазин на Баумана', address: 'ул. Баумана, д. 42', hours: DAILY_LATE, assortment: FULL },
      { code: 'kzn-kazanka', name: 'ТРЦ «Казанка»', address: 'пр-т Ямашева, д. 46, 2 этаж', hours: DAILY, assortment: WITH_KIDS },
    ],
  },
  {
    city: 'Нижний Новгород',
    areaCode: '831',
    shops: [
      { code: 'nnov-pokrovka', name: 'Магазин на Большой Покровской', address: 'ул. Большая Покровская, д. 33', hours: STREET_HOURS, assortment: FULL },
      { code: 'nnov-oka', name: 'ТЦ «Ока»', address: 'ул. Родионова, д. 165, 1 этаж', hours: DAILY, assortment: COMPACT },
    ],
  },
  {
    city: 'Краснодар',
    areaCode: '861',
    shops: [
      { code: 'krd-krasnaya', name: 'Магазин на Красной', address: 'ул. Красная, д. 120', hours: DAILY_LATE, assortment: SNEAKERS },
      { code: 'krd-kuban', name: 'ТРЦ «Кубанский»', address: 'ул. Уральская, д. 79, 2 этаж', hours: DAILY, assortment: WITH_KIDS },
    ],
  },
  {
    city: 'Самара',
    areaCode: '846',
    shops: [{ code: 'smr-leningradskaya', name: 'Магазин на Ленинградской', address: 'ул. Ленинградская, д. 58', hours: STREET_HOURS, assortment: FULL }],
  },
  {
    city: 'Ростов-на-Дону',
    areaCode: '863',
    shops: [{ code: 'rnd-sadovaya', name: 'Магазин на Большой Садовой', address: 'ул. Большая Садовая, д. 73', hours: DAILY, assortment: FULL }],
  },
  {
    city: 'Челябинск',
    areaCode: '351',
    shops: [{ code: 'chel-kirovka', name: 'Магазин на Кировке', address: 'ул. Кирова, д. 104', hours: STREET_HOURS, assortment: OUTDOOR }],
  },
  {
    city: 'Уфа',
    areaCode: '347',
    shops: [{ code: 'ufa-lenina', name: 'ТЦ «Белая река»', address: 'ул. Ленина, д. 37, 1 этаж', hours: DAILY, assortment: COMPACT }],
  },
  {
    city: 'Воронеж',
    areaCode: '473',
    shops: [{ code: 'vrn-revolyutsii', name: 'Магазин на проспекте Революции', address: 'пр-т Революции, д. 33', hours: STREET_HOURS, assortment: FULL }],
  },
];
