/**
 * The shop's own rules and requisites that content texts state and nothing else computes.
 * Numbers the checkout uses live with the checkout (config/orders.server.ts) and reach texts
 * through tokens; these are the rest.
 */

/**
 * Days to return goods of proper quality. The consumer protection law gives 14 days for
 * purchases in a shop (ст. 25) and 7 for purchases online (ст. 26.1); the shop gives 14 to both.
 */
export const RETURN_DAYS = 14;
/** Days within which the money for a return of an online order is sent back (ст. 26.1 of the same law). */
export const REFUND_DAYS = 10;
/** Days a pickup order waits in the shop. */
export const PICKUP_HOLD_DAYS = 3;
/** The year the first shop opened. */
export const FOUNDED_YEAR = 2016;

/**
 * The operating company's requisites. The shop is a demo: every registration number and bank
 * detail below is a placeholder, marked as such wherever it is shown.
 */
export const SELLER = {
  inn: '7700000000 (демо)',
  kpp: '770001001 (демо)',
  ogrn: '1167700000000 (демо)',
  address: '125009, г. Москва, ул. Тверская, д. 18, стр. 1, офис 4',
  bank: 'АО «Демо Банк»',
  account: '40702810000000000000 (демо)',
  corrAccount: '30101810000000000000 (демо)',
  bik: '044525000 (демо)',
  director: 'Иванов Степан Андреевич',
  privacyEmail: 'privacy@shag-store.ru',
  site: 'shag-store.ru',
} as const;

/** Courier delivery times by city, in working days after the order is confirmed. */
export const COURIER_TIMES: readonly [city: string, days: string][] = [
  ['Москва', '1–2 дня'],
  ['Санкт-Петербург', '1–3 дня'],
  ['Другие города с нашими магазинами', '2–4 дня'],
  ['Остальные города России', '3–10 дней'],
];
