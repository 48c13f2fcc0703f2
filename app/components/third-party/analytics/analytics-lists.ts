// The listing names of docs/product.md#entities, apart from the mapping code: the grids that name their list are
// in the first load, the code that turns cards into ecommerce objects is not (tracker-calls.ts).

/** docs/product.md#entities: the list's default name means the main catalogue. */
export const CATALOG_LIST = 'Каталог';
export const SEARCH_LIST = 'Поиск';
export const RELATED_LIST = 'Похожие товары';
