import { page } from '../site-page';

export const SEARCH_PAGE = page(
  '/search/',
  'Поиск',
  'Поиск по каталогу.',
  'Введи название, бренд или категорию.',
);
