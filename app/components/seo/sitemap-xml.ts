// The XML of /sitemap.xml (an index of chunks) and /sitemaps/{name}.xml (one chunk), per the
// sitemaps.org protocol. Pure string building: a chunk is at most SITEMAP_CHUNK_SIZE URLs
// (about 1.5 MB), far below the protocol's 50,000 URLs and 50 MB.

/** The storefront's own pages that no API table lists (content pages come from the API). */
export const STOREFRONT_SITEMAP_PATHS: readonly string[] = [
  '/',
  '/brands',
  '/outfits',
  '/about/news',
  '/about/shops',
  '/support/faq',
];

/** The chunk the storefront builds itself from STOREFRONT_SITEMAP_PATHS. */
export const STOREFRONT_CHUNK = 'static-1';

export type SitemapEntry = { loc: string; lastmod: string | null };

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/** W3C date-time without milliseconds: '2026-11-22T08:00:00Z'. */
function lastmodOf(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

function entries(tag: 'url' | 'sitemap', items: readonly SitemapEntry[]): string {
  return items
    .map(({ loc, lastmod }) => {
      const date = lastmodOf(lastmod);
      return `<${tag}><loc>${escapeXml(loc)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</${tag}>`;
    })
    .join('\n');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A <sitemapindex> of chunk files. */
export function sitemapIndexXml(chunks: readonly SitemapEntry[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries('sitemap', chunks)}\n</sitemapindex>\n`;
}

/** A <urlset> of page addresses. */
export function urlSetXml(urls: readonly SitemapEntry[]): string {
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${entries('url', urls)}\n</urlset>\n`;
}

/** The address of a chunk file: '/sitemaps/products-1.xml'. */
export function chunkPath(name: string): string {
  return `/sitemaps/${name}.xml`;
}

/** Headers of every sitemap and robots answer: the same for everyone, fine an hour old. */
export const SITEMAP_HEADERS = {
  'Cache-Control': 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400',
};

/** The robots.txt of the shop: private and result pages out, the sitemap's absolute address in. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // Personal, basket, checkout and search result pages: nothing a search engine should list.
    'Disallow: /personal',
    'Disallow: /cart',
    'Disallow: /order/',
    'Disallow: /search',
    'Disallow: /resources/',
    'Disallow: /api/',
    // Yandex: campaign and click tags do not make a new page.
    'Clean-param: utm_source&utm_medium&utm_campaign&utm_term&utm_content&yclid&gclid',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** What a sitemap or robots answer is when the API cannot say: try again later, not an error page. */
export function sitemapUnavailable(): Response {
  return new Response('Карта сайта временно недоступна', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': '600',
      'Cache-Control': 'no-store',
    },
  });
}
