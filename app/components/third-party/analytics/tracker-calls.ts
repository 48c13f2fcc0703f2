// Everything analytics does in the browser, as one chunk loaded once the page has loaded
// (when-tracker.ts): the ecommerce objects, the beacon and Metrica's tag. Nothing here is needed
// to show or hydrate a page, so none of it counts in a page's first-load JavaScript (docs/product.md#page-weight).
export { basketDeltas, productOfAddToCart, productOfCard, productOfDetail } from './analytics-product';
export {
  configureBeacon,
  trackAdd,
  trackClick,
  trackDetail,
  trackImpressions,
  trackPageView,
  trackPurchaseOnce,
  trackRemove,
} from './tracker';
export { loadMetrika, metrikaHit } from './yandex-metrika';
