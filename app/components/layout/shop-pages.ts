// The pages a shop page's first load needs (the home page, the catalogue, a product, the cart,
// and the loyalty page the bonus hint links), apart from ./site-pages' table of every page with
// its description: that table is about 4 kB of gzip the first load would otherwise carry
// (issue 14). Route modules of these pages import from here; ./site-pages lists them too.

export type SitePage = {
  /** The address links use: content pages without a trailing slash, shop pages with one. */
  path: string;
  /** The page's h1 and the first part of its <title>. */
  title: string;
  /** The meta description. */
  description: string;
  /** The line under a section index's h1 (its menu page on mobile). */
  lead: string;
};

export function page(path: string, title: string, description: string, lead = description): SitePage {
  return { path, title, description, lead };
}

export const SHOP_PAGES = {
  home: page(
    '/',
    'Кроссовки, одежда и аксессуары',
    'Кроссовки, кеды, ботинки, одежда и аксессуары известных брендов для мужчин, женщин и детей с доставкой по России.',
    'Оригинальные вещи больше сорока брендов для всей семьи. Выбирай, примеряй дома, оплачивай удобно.',
  ),
  cart: page(
    '/cart/',
    'Корзина',
    'Товары, которые ты выбрал.',
    'Здесь появятся товары, которые ты добавишь в корзину.',
  ),
  catalog: page(
    '/catalog/',
    'Каталог',
    'Обувь, одежда и аксессуары для мужчин, женщин и детей.',
    'Обувь, одежда и аксессуары для мужчин, женщин и детей. Фильтры и сортировка скоро появятся.',
  ),
  loyalty: page(
    '/loyalty',
    'Программа лояльности',
    'Бонусы за покупки и как их потратить.',
    'Копи бонусы за покупки и оплачивай ими следующие заказы.',
  ),
  product: page('/product', 'Товар', 'Карточка товара.', 'Карточка этого товара скоро появится здесь.'),
} satisfies Record<string, SitePage>;
