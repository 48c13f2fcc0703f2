/**
 * How long a shared cache may keep the sitemap data: crawlers fetch sitemaps a few times a day
 * at most, and a new article showing up an hour late costs nothing.
 */
export const SITEMAP_API_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
