/**
 * Sitemap data (GET /api/seo/sitemap/ and /api/seo/sitemap/{name}/): every catalogue page,
 * colour article, news item and content page, in chunks of SITEMAP_CHUNK_SIZE ids. A chunk is
 * an id range, not an offset, so building chunk 10 of a 100,000-article catalogue reads only its
 * own 10,000 rows, and a chunk keeps its contents when rows are added elsewhere. Deleted rows
 * leave chunks a little short, never over the limit.
 */
import { sectionUrl } from '../catalog/taxonomy/section-lookups';
import { productUrl } from '../catalog/cards';
import {
  parseSitemapChunkName,
  SITEMAP_CHUNK_SIZE,
  SITEMAP_KINDS,
  SITEMAP_MESSAGES,
  type SitemapChunk,
  type SitemapIndex,
  type SitemapKind,
} from '../contract/sitemap';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { selectSitemapBuckets, selectSitemapRows } from './sitemap.queries.server';

/** The news list's address; an item is /about/news/{code}. */
const NEWS_PATH = '/about/news';

const PATH_OF: Record<SitemapKind, (key: string) => string> = {
  sections: sectionUrl,
  products: (code) => productUrl(encodeURIComponent(code)),
  news: (code) => `${NEWS_PATH}/${encodeURIComponent(code)}`,
  pages: (path) => path,
};

/** Every non-empty chunk, named 'products-1' …, with the newest date of its rows where known. */
export async function sitemapIndex(db: DbOrTx, size = SITEMAP_CHUNK_SIZE): Promise<SitemapIndex> {
  const perKind = await Promise.all(
    SITEMAP_KINDS.map(async (kind) =>
      (await selectSitemapBuckets(db, kind, size)).map(({ bucket, lastmod }) => ({
        name: `${kind}-${bucket + 1}`,
        lastmod: lastmod?.toISOString() ?? null,
      })),
    ),
  );
  return { chunks: perKind.flat() };
}

/** The addresses of one chunk; 404 for a name that is not a chunk or a chunk with no rows. */
export async function sitemapChunk(
  db: DbOrTx,
  name: string,
  size = SITEMAP_CHUNK_SIZE,
): Promise<SitemapChunk> {
  const chunk = parseSitemapChunkName(name);
  if (!chunk) throw new ApiError(404, SITEMAP_MESSAGES.unknownChunk);
  const rows = await selectSitemapRows(db, chunk.kind, chunk.number - 1, size);
  if (rows.length === 0) throw new ApiError(404, SITEMAP_MESSAGES.unknownChunk);
  const pathOf = PATH_OF[chunk.kind];
  return {
    name,
    urls: rows.map(({ key, lastmod }) => ({ path: pathOf(key), lastmod: lastmod?.toISOString() ?? null })),
  };
}
