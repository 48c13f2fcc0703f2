// The sitemap data calls: the API lists what a search engine should find (catalogue pages,
// colour articles, news, content pages) in chunks, the storefront writes the XML
// (/sitemap.xml, /sitemaps/{name}.xml) with its own origin.
//   GET /api/seo/sitemap/         → {chunks: [{name, lastmod}]}
//   GET /api/seo/sitemap/{name}/  → {name, urls: [{path, lastmod}]}
import { z } from 'zod';

/**
 * URLs per chunk. The sitemap protocol allows 50,000 URLs and 50 MB per file; 10,000 keeps a
 * chunk near 1.5 MB of XML, quick to build from one id-range query and quick to fetch.
 */
export const SITEMAP_CHUNK_SIZE = 10_000;

/** What the API lists, one family of chunks each. */
export const SITEMAP_KINDS = ['sections', 'products', 'news', 'pages'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** 'products-3': the kind and the chunk's number, from 1. */
export const SITEMAP_CHUNK_NAME = /^(sections|products|news|pages)-([1-9]\d{0,5})$/;

export const SITEMAP_MESSAGES = { unknownChunk: 'Такой части карты сайта нет' } as const;

/** The chunk a name stands for, or null when the name is not one. */
export function parseSitemapChunkName(name: string): { kind: SitemapKind; number: number } | null {
  const match = SITEMAP_CHUNK_NAME.exec(name);
  return match ? { kind: match[1] as SitemapKind, number: Number(match[2]) } : null;
}

/** ISO 8601 date-time, or null when the data does not know when the page changed. */
const LastmodSchema = z.string().nullable();

export const SitemapIndexSchema = z.object({
  chunks: z.array(z.object({ name: z.string().regex(SITEMAP_CHUNK_NAME), lastmod: LastmodSchema })),
});
export type SitemapIndex = z.infer<typeof SitemapIndexSchema>;

export const SitemapChunkSchema = z.object({
  name: z.string(),
  /** Storefront paths ('/product/NK-AIR-001-BLK'); the storefront adds its origin. */
  urls: z.array(z.object({ path: z.string().startsWith('/'), lastmod: LastmodSchema })),
});
export type SitemapChunk = z.infer<typeof SitemapChunkSchema>;
