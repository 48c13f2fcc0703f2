import { page } from '../site-page';

export const CATALOG_PAGE = page(
  '/catalog/',
  'Каталог',
  'Обувь, одежда и аксессуары для мужчин, женщин и детей.',
);
