// The shop's name and contacts, defined once: titles, the logo, the footer and the cookie text
// all read them from here.

/** The shop's name as shoppers see it in titles and texts. */
export const SHOP_NAME = 'Шаг';

/** The company that operates the shop (the cookie banner and documents name it). */
export const SHOP_COMPANY = 'ООО «Шаг Ритейл»';

/** How shoppers reach the shop's support team. */
export const SHOP_CONTACTS = {
  phone: '8 800 700-12-34',
  phoneHref: 'tel:+78007001234',
  email: 'help@shag-store.ru',
  hours: 'ежедневно с 9:00 до 21:00 по Москве',
} as const;

/** A page title in the shop's format: 'Бренды — Шаг'. */
export function pageTitle(title: string): string {
  return `${title} — ${SHOP_NAME}`;
}
