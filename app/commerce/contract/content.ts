// The content API: text pages, news, shops, FAQ, size tables, the home page, outfits and SEO
// page data. Everything here is kept in the database, so another deployment can edit it
// without a release; the storefront renders what these schemas describe and nothing more.

/** Browsers keep content a minute, shared caches five, and may serve it stale while refreshing. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

// Each part of the content API has a module of its own; this entry gathers them, so a caller may
// import from here (as the storefront's pages do) or from the one part it needs.
export * from './content-blocks';
export * from './content-pages';
export * from './news';
export * from './shops';
export * from './faq';
export * from './size-tables';
export * from './home';
export * from './outfits';
export * from './seo-page';
