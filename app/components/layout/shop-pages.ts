// The shop pages (the home page, the catalogue, a product, the cart, and the loyalty page the
// bonus hint links) each have a module of their own under ./shop-pages, so a page's first load
// carries its own entry and not the others' texts (issue 14), nor ./site-pages' table of every
// page with its description (about 4 kB of gzip). This table joins them for ./site-pages.
import { CART_PAGE } from './shop-pages/cart-page';
import { CATALOG_PAGE } from './shop-pages/catalog-page';
import { HOME_PAGE } from './shop-pages/home-page';
import { LOYALTY_PAGE } from './shop-pages/loyalty-page';
import { PRODUCT_PAGE } from './shop-pages/product-page';

export const SHOP_PAGES = {
  home: HOME_PAGE,
  cart: CART_PAGE,
  catalog: CATALOG_PAGE,
  loyalty: LOYALTY_PAGE,
  product: PRODUCT_PAGE,
};
