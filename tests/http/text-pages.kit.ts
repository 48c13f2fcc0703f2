// The text pages the seed writes and the h1 each must carry, written out from the spec's route
// table rather than read from the app: the content API and the storefront pages are both
// checked against this one list.
export const TEXT_PAGES: [path: string, h1: string][] = [
  ['/about/company', 'О компании'],
  ['/about/true', 'Только оригинал'],
  ['/delivery/details', 'Доставка'],
  ['/delivery/payment', 'Оплата'],
  ['/delivery/return', 'Возврат и обмен'],
  ['/documents/public-offer', 'Публичная оферта'],
  ['/documents/security-policy', 'Политика конфиденциальности'],
  ['/loyalty', 'Программа лояльности'],
  ['/support/contacts', 'Контакты'],
  ['/support/size-table', 'Таблица размеров'],
];
