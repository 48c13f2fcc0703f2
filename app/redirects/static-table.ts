/**
 * The other redirects of docs/product.md#screens-and-routes: old pages with a fixed new place. One row per old path,
 * written in lower case without a trailing slash.
 * - match 'exact' (the default): only this path;
 *   'subtree': this path and everything under it;
 *   'children': only what lies under it (the path itself is a live page).
 *   An exact row wins over prefix rows; among prefix rows the longest wins.
 * - status defaults to 301 (a permanent move, see docs/decisions/0003-redirects-status-codes.md).
 */
export interface StaticRedirectRow {
  from: string;
  to: string;
  match?: 'exact' | 'subtree' | 'children';
  status?: 301 | 302;
}

/** Old brand pages whose brand has no page of its own any more: they go to the whole catalogue. */
const BRANDS_TO_CATALOG = ['nike', 'jordan', 'adidas', 'puma', 'reebok', 'new-balance'];

/** Campaign and landing pages that have no successor: they go home. */
const CAMPAIGNS_TO_HOME = [
  '/8balls',
  '/all-brand',
  '/anniversary',
  '/back2school',
  '/black-friday',
  '/care',
  '/gift-cards',
  '/promo',
  '/landing',
];

export const STATIC_REDIRECTS: readonly StaticRedirectRow[] = [
  // Catalogue
  { from: '/catalog/all', to: '/catalog/' },
  { from: '/catalog/noski', to: '/catalog/aksessuary/noski/' },
  { from: '/catalog/novye-postupleniya-', to: '/catalog/new/' },
  { from: '/catalog/novye-postupleniya-muzhchiny', to: '/catalog/man/new/' },
  { from: '/catalog/novye-postupleniya-muzh', to: '/catalog/man/new/' },
  { from: '/catalog/novye-postupleniya-zhenshchiny', to: '/catalog/woman/new/' },
  { from: '/catalog/novye-postupleniya-zhen', to: '/catalog/woman/new/' },
  { from: '/men/null', to: '/catalog/man/' },
  { from: '/men', to: '/catalog/man/', match: 'subtree' },
  { from: '/woman/sale', to: '/catalog/sale/' },
  { from: '/woman', to: '/catalog/woman/', match: 'subtree' },
  { from: '/sale/event', to: '/catalog/sale/' },
  { from: '/sale', to: '/catalog/sale/', match: 'subtree' },

  // Content and documents
  { from: '/loyalty/oferta', to: '/documents/public-offer' },
  { from: '/payment-delivery', to: '/delivery/payment' },
  // Old pay-in-parts landings: the payment page says how paying in parts works now.
  ...['/bnpl', '/split', '/podeli'].map((from): StaticRedirectRow => ({
    from,
    to: '/delivery/payment',
    match: 'subtree',
  })),
  { from: '/blog', to: '/about/news', match: 'subtree' },

  // Brands
  ...BRANDS_TO_CATALOG.map((brand): StaticRedirectRow => ({
    from: `/brand/${brand}`,
    to: '/catalog/',
    match: 'subtree',
  })),
  { from: '/brand', to: '/brands/', match: 'subtree' },
  { from: '/brands', to: '/brands/', match: 'children' },

  // Campaigns, landings, the old cart and checkout
  ...CAMPAIGNS_TO_HOME.map((from): StaticRedirectRow => ({ from, to: '/', match: 'subtree' })),
  { from: '/personal/cart', to: '/', match: 'subtree' },
  { from: '/personal/order', to: '/', match: 'subtree' },
];
