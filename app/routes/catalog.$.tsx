// /catalog/{any section path}: the route name with special SEO handling (docs/product.md#screens-and-routes: catalog-code).
// One module serves the catalogue root and its sections; the loader reads the path.
export {
  default,
  ErrorBoundary,
  handle,
  headers,
  loader,
  meta,
  shouldRevalidate,
} from './catalog._index/route';
