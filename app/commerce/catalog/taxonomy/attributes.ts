/** Labels of product attributes and seasons, as the product page and the season filter show them. */

/** Russian labels of the keys of products.attributes, in display order. */
export const ATTRIBUTE_LABELS: Readonly<Record<string, string>> = {
  article: 'Артикул',
  material: 'Материал',
  sole: 'Подошва',
  lining: 'Подкладка',
  season: 'Сезон',
  country: 'Страна производства',
  care: 'Уход',
};

/** Labels of products.season (old filter key sezonnost_stroka: 1, 2, 3). */
export const SEASONS: Readonly<Record<1 | 2 | 3, string>> = {
  1: 'Лето',
  2: 'Демисезон',
  3: 'Зима',
};
