// The demo carrier's pickup points: three in each city of the demo shops, at addresses near
// their centres (coordinates rounded to the street, enough for the map and the list). Made up
// for the demo, no carrier's data: docs/decisions/0076-demo-carrier.md.

export interface DemoCity {
  city: string;
  /** Roubles for one box; each further box adds DEMO_BOX_PRICE. */
  price: number;
  daysMin: number;
  daysMax: number;
  points: readonly (readonly [address: string, lat: number, lon: number])[];
}

export const DEMO_CITIES: readonly DemoCity[] = [
  {
    city: 'Москва',
    price: 249,
    daysMin: 1,
    daysMax: 2,
    points: [
      ['ул. Новослободская, д. 14/19, стр. 1', 55.7808, 37.5987],
      ['ул. Большая Полянка, д. 30', 55.7365, 37.6188],
      ['Ленинградский пр-т, д. 62', 55.8003, 37.5317],
    ],
  },
  {
    city: 'Санкт-Петербург',
    price: 249,
    daysMin: 2,
    daysMax: 3,
    points: [
      ['ул. Марата, д. 25', 59.9231, 30.3513],
      ['Каменноостровский пр-т, д. 42', 59.9669, 30.3111],
      ['Московский пр-т, д. 143', 59.8772, 30.3185],
    ],
  },
  {
    city: 'Новосибирск',
    price: 349,
    daysMin: 4,
    daysMax: 6,
    points: [
      ['Красный пр-т, д. 86', 55.0521, 82.9156],
      ['ул. Ленина, д. 21', 55.0301, 82.9101],
      ['ул. Кирова, д. 44', 55.0216, 82.9439],
    ],
  },
  {
    city: 'Екатеринбург',
    price: 299,
    daysMin: 3,
    daysMax: 4,
    points: [
      ['ул. Малышева, д. 71', 56.8373, 60.6229],
      ['ул. Челюскинцев, д. 25', 56.8566, 60.6011],
      ['ул. 8 Марта, д. 149', 56.8021, 60.6134],
    ],
  },
  {
    city: 'Казань',
    price: 299,
    daysMin: 2,
    daysMax: 4,
    points: [
      ['ул. Пушкина, д. 12', 55.7913, 49.1197],
      ['пр-т Ямашева, д. 46', 55.8265, 49.1171],
      ['ул. Чистопольская, д. 19', 55.8208, 49.1023],
    ],
  },
  {
    city: 'Нижний Новгород',
    price: 279,
    daysMin: 2,
    daysMax: 3,
    points: [
      ['ул. Большая Покровская, д. 60', 56.3176, 44.0008],
      ['ул. Родионова, д. 165', 56.3128, 44.0645],
      ['пр-т Ленина, д. 38', 56.2778, 43.9265],
    ],
  },
  {
    city: 'Краснодар',
    price: 299,
    daysMin: 3,
    daysMax: 5,
    points: [
      ['ул. Красная, д. 154', 45.0448, 38.9766],
      ['ул. Северная, д. 326', 45.0391, 38.9874],
      ['ул. Ставропольская, д. 107', 45.0196, 39.0116],
    ],
  },
  {
    city: 'Самара',
    price: 299,
    daysMin: 3,
    daysMax: 4,
    points: [
      ['ул. Куйбышева, д. 90', 53.1891, 50.0988],
      ['Московское ш., д. 41', 53.2155, 50.1687],
      ['ул. Ново-Садовая, д. 106', 53.2282, 50.1826],
    ],
  },
  {
    city: 'Ростов-на-Дону',
    price: 299,
    daysMin: 3,
    daysMax: 5,
    points: [
      ['ул. Большая Садовая, д. 73', 47.2225, 39.7108],
      ['пр-т Ворошиловский, д. 46', 47.2294, 39.7161],
      ['пр-т Стачки, д. 25', 47.2118, 39.6531],
    ],
  },
  {
    city: 'Челябинск',
    price: 349,
    daysMin: 3,
    daysMax: 5,
    points: [
      ['ул. Кирова, д. 110', 55.1664, 61.3999],
      ['пр-т Ленина, д. 52', 55.1603, 61.3837],
      ['ул. Молодогвардейцев, д. 7', 55.1848, 61.3311],
    ],
  },
  {
    city: 'Уфа',
    price: 349,
    daysMin: 3,
    daysMax: 5,
    points: [
      ['ул. Ленина, д. 26', 54.7266, 55.9474],
      ['пр-т Октября, д. 34', 54.7619, 56.0119],
      ['ул. Комсомольская, д. 15', 54.7562, 56.0028],
    ],
  },
  {
    city: 'Воронеж',
    price: 299,
    daysMin: 2,
    daysMax: 4,
    points: [
      ['пр-т Революции, д. 35', 51.6654, 39.2018],
      ['ул. Плехановская, д. 22', 51.6716, 39.1889],
      ['Московский пр-т, д. 90', 51.7053, 39.1784],
    ],
  },
];

/** What each box after the first adds to the demo tariff, ₽. */
export const DEMO_BOX_PRICE = 50;
