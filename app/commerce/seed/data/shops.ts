/**
 * The demo chain's shops. The chain is made up; the places are real: each shop stands in a
 * well-known building (a railway station, a shopping centre, a landmark street) so that its
 * coordinates agree with its address and the map link on /about/shops lands on it. Phones use
 * each city's real area code.
 *
 * Coordinates (WGS 84, degrees) and where each figure comes from, per shop:
 * - "wiki": the building's coordinates in its Wikipedia article (infobox), read through the
 *   copies the project's reference search holds; where two language editions differ, the
 *   figure is their midpoint and the note says by how much they differ;
 * - "map": the building's position as the author knows it from the city map (OpenStreetMap),
 *   checked against a published point of a neighbouring landmark where one was found, not
 *   against a live map (no internet here). Good to a couple of hundred metres.
 * The test (locations.test.ts) holds each figure against a reference point written out there.
 */
export interface ShopSeed {
  code: string;
  name: string;
  address: string;
  hours: string;
  assortment: string;
  /** Latitude and longitude of the building (see the note on sources above). */
  lat: number;
  lon: number;
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
      // map: the Izvestia building on the north-east corner of Pushkinskaya Square.
      { code: 'msk-tverskaya', name: 'Магазин на Тверской', address: 'ул. Тверская, д. 18, корп. 1', hours: DAILY_LATE, assortment: FULL, lat: 55.7662, lon: 37.6048 },
      // map: next to the Vakhtangov Theatre (Arbat, 26).
      { code: 'msk-arbat', name: 'Магазин на Арбате', address: 'ул. Арбат, д. 24', hours: DAILY_LATE, assortment: SNEAKERS, lat: 55.7498, lon: 37.5918 },
      // map: Aviapark on the Khodynka Field.
      { code: 'msk-sever', name: 'ТРЦ «Авиапарк»', address: 'Ходынский б-р, д. 4, 2 этаж', hours: DAILY, assortment: WITH_KIDS, lat: 55.7903, lon: 37.5313 },
      // wiki: Moscow Paveletsky railway station, 55°43′47″ N 37°38′22″ E.
      { code: 'msk-yug', name: 'Магазин на Павелецком вокзале', address: 'Павелецкая пл., д. 1', hours: DAILY, assortment: COMPACT, lat: 55.7298, lon: 37.6394 },
      // map: Evropeisky across the square north of Kiyevsky station (wiki: 55.743056, 37.567222).
      { code: 'msk-zapad', name: 'ТЦ «Европейский»', address: 'пл. Киевского Вокзала, д. 2', hours: DAILY, assortment: FULL, lat: 55.7447, lon: 37.5661 },
      // map: Atrium across Zemlyanoy Val from Kursky station (wiki: 55.7575, 37.660556).
      { code: 'msk-vostok', name: 'ТЦ «Атриум»', address: 'ул. Земляной Вал, д. 33, 3 этаж', hours: DAILY, assortment: WITH_KIDS, lat: 55.7572, lon: 37.6592 },
    ],
  },
  {
    city: 'Санкт-Петербург',
    areaCode: '812',
    shops: [
      // map: Bolshoy Gostiny Dvor, Nevsky 35, over Gostiny Dvor metro.
      { code: 'spb-nevsky', name: 'Магазин в Гостином дворе', address: 'Невский пр-т, д. 35', hours: DAILY_LATE, assortment: FULL, lat: 59.9337, lon: 30.3335 },
      // map: Galeria, south-west of Moskovsky station on Ligovsky prospekt.
      { code: 'spb-moskovsky', name: 'ТРК «Галерея»', address: 'Лиговский пр-т, д. 30А, 2 этаж', hours: DAILY, assortment: WITH_KIDS, lat: 59.9272, lon: 30.3605 },
      // map: PIK on the north-east side of Sennaya Square.
      { code: 'spb-primorsky', name: 'ТЦ «ПИК»', address: 'Сенная пл., д. 2', hours: DAILY, assortment: OUTDOOR, lat: 59.9272, lon: 30.3197 },
    ],
  },
  {
    city: 'Новосибирск',
    areaCode: '383',
    shops: [
      // wiki: Novosibirsk-Glavny station, 55°2′7″ N 82°53′44″ E.
      { code: 'nsk-krasny', name: 'Магазин на вокзале Новосибирск-Главный', address: 'ул. Дмитрия Шамшурина, д. 43', hours: DAILY, assortment: COMPACT, lat: 55.0353, lon: 82.8956 },
      // map: Galereya Novosibirsk at the corner of Gogolya and Michurina streets.
      { code: 'nsk-levoberezhny', name: 'ТРЦ «Галерея Новосибирск»', address: 'ул. Гоголя, д. 13, 1 этаж', hours: DAILY, assortment: OUTDOOR, lat: 55.0433, lon: 82.924 },
    ],
  },
  {
    city: 'Екатеринбург',
    areaCode: '343',
    shops: [
      // wiki: Yekaterinburg-Passazhirsky station, 56.858844, 60.604122.
      { code: 'ekb-vainera', name: 'Магазин на вокзале', address: 'ул. Вокзальная, д. 22', hours: DAILY, assortment: SNEAKERS, lat: 56.8588, lon: 60.6041 },
      // map: the Vysotsky tower, Malysheva 51.
      { code: 'ekb-uralsky', name: 'БЦ «Высоцкий»', address: 'ул. Малышева, д. 51, 1 этаж', hours: DAILY, assortment: WITH_KIDS, lat: 56.8362, lon: 60.6146 },
    ],
  },
  {
    city: 'Казань',
    areaCode: '843',
    shops: [
      // map: Koltso on Tukay Square, where Baumana street ends.
      { code: 'kzn-baumana', name: 'ТЦ «Кольцо»', address: 'ул. Петербургская, д. 1', hours: DAILY_LATE, assortment: FULL, lat: 55.7876, lon: 49.1226 },
      // wiki: Kazan-Passazhirskaya station, 55°47′17″ N 49°05′59″ E.
      { code: 'kzn-kazanka', name: 'Магазин на вокзале Казань', address: 'Привокзальная пл., д. 1', hours: DAILY, assortment: WITH_KIDS, lat: 55.7881, lon: 49.0997 },
    ],
  },
  {
    city: 'Нижний Новгород',
    areaCode: '831',
    shops: [
      // map: the Verkhne-Posadsky arcade on Minin and Pozharsky Square, where the street starts.
      { code: 'nnov-pokrovka', name: 'Магазин на Большой Покровской', address: 'ул. Большая Покровская, д. 2', hours: STREET_HOURS, assortment: FULL, lat: 56.3266, lon: 44.0068 },
      // wiki: Nizhny Novgorod (Moskovsky) station, 56°19′20″ N 43°56′44″ E.
      { code: 'nnov-oka', name: 'Магазин на Московском вокзале', address: 'пл. Революции, д. 2', hours: DAILY, assortment: COMPACT, lat: 56.3221, lon: 43.9457 },
    ],
  },
  {
    city: 'Краснодар',
    areaCode: '861',
    shops: [
      // wiki: Krasnodar-1 station, 45°01′07″ N 38°59′19″ E.
      { code: 'krd-krasnaya', name: 'Магазин на вокзале Краснодар-1', address: 'Привокзальная пл., д. 1', hours: DAILY, assortment: SNEAKERS, lat: 45.0186, lon: 38.9886 },
    ],
  },
  {
    city: 'Самара',
    areaCode: '846',
    // wiki: Samara station; the English edition says 53°11′9″ N 50°7′15″ E, the German one
    // 53°11′7″ N 50°7′23″ E (150 m apart): the midpoint.
    shops: [{ code: 'smr-leningradskaya', name: 'Магазин на вокзале Самара', address: 'Комсомольская пл., д. 1', hours: DAILY, assortment: FULL, lat: 53.1856, lon: 50.1219 }],
  },
  {
    city: 'Ростов-на-Дону',
    areaCode: '863',
    // wiki: Rostov-Glavny station, 47.218389, 39.690778.
    shops: [{ code: 'rnd-sadovaya', name: 'Магазин на вокзале Ростов-Главный', address: 'Привокзальная пл., д. 1/2', hours: DAILY, assortment: FULL, lat: 47.2184, lon: 39.6908 }],
  },
  {
    city: 'Челябинск',
    areaCode: '351',
    // wiki: Chelyabinsk-Glavny station; the Russian edition says 55°08′10″ N 61°24′59″ E, the
    // French one 55°08′28″ N 61°24′56″ E (560 m apart along the platforms): the midpoint.
    shops: [{ code: 'chel-kirovka', name: 'Магазин на вокзале Челябинск', address: 'Привокзальная пл., д. 1', hours: DAILY, assortment: OUTDOOR, lat: 55.1386, lon: 61.416 }],
  },
  {
    city: 'Уфа',
    areaCode: '347',
    // wiki: Gostiny Dvor, 54°43′28″ N 55°56′38″ E (a travel guide gives 54.724553, 55.943896).
    shops: [{ code: 'ufa-lenina', name: 'ТДК «Гостиный двор»', address: 'Верхнеторговая пл., д. 1', hours: DAILY, assortment: COMPACT, lat: 54.7245, lon: 55.9439 }],
  },
  {
    city: 'Воронеж',
    areaCode: '473',
    // wiki: Voronezh-1 station; the English edition says 51°40′47″ N 39°12′13″ E, the Russian
    // one 39°12′23″ E (190 m apart): the midpoint.
    shops: [{ code: 'vrn-revolyutsii', name: 'Магазин на вокзале Воронеж-1', address: 'пл. Черняховского, д. 1', hours: DAILY, assortment: FULL, lat: 51.6797, lon: 39.205 }],
  },
];
