// How a delivery promise reads: 'Доставим в Новосибирск 27–29 ноября'. Pure, so the rules of
// dates and of Russian city names are tested without a database.

const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/** The Moscow calendar day `days` days after `now`, as a UTC midnight. */
export function moscowDayAfter(now: Date, days: number): Date {
  const moscow = new Date(now.getTime() + MOSCOW_OFFSET_MS);
  return new Date(
    Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth(), moscow.getUTCDate()) + days * DAY_MS,
  );
}

/** 'YYYY-MM-DD' of a day from moscowDayAfter. */
export function isoDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** '27–29 ноября', '30 ноября – 2 декабря', '5 декабря' (one day). */
export function dateRange(from: Date, to: Date): string {
  const dayOf = (d: Date) => d.getUTCDate();
  const monthOf = (d: Date) => MONTHS[d.getUTCMonth()];
  if (from.getTime() === to.getTime()) return `${dayOf(from)} ${monthOf(from)}`;
  if (from.getUTCMonth() === to.getUTCMonth()) return `${dayOf(from)}–${dayOf(to)} ${monthOf(to)}`;
  return `${dayOf(from)} ${monthOf(from)} – ${dayOf(to)} ${monthOf(to)}`;
}

/**
 * A city's name after «в» (accusative): Москва → Москву, Тверь and Новосибирск stay. Words of
 * the feminine -а/-я declension change; adjectives in -ая (Белая Калитва → Белую Калитву) too.
 * Hyphenated names (Ростов-на-Дону, Ханты-Мансийск) and plural ones (Набережные Челны) stay.
 */
export function cityAfterV(name: string): string {
  if (name.includes('-')) return name;
  return name
    .split(' ')
    .map((word) => {
      if (/[ая]я$/.test(word)) return word.slice(0, -2) + (word.endsWith('яя') ? 'юю' : 'ую');
      if (/[^аеёиоуыэюя]а$/.test(word)) return `${word.slice(0, -1)}у`;
      if (/[^аеёиоуыэюя]я$/.test(word)) return `${word.slice(0, -1)}ю`;
      return word;
    })
    .join(' ');
}

/** 'Доставим в Новосибирск 27–29 ноября' for delivery in daysMin–daysMax days from `now`. */
export function deliveryPromise(cityName: string, daysMin: number, daysMax: number, now: Date) {
  const from = moscowDayAfter(now, daysMin);
  const to = moscowDayAfter(now, daysMax);
  return {
    dateFrom: isoDay(from),
    dateTo: isoDay(to),
    text: `Доставим в ${cityAfterV(cityName)} ${dateRange(from, to)}`,
  };
}
