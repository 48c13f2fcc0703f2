import type { LoaderFunctionArgs } from '@remix-run/node';
import {
  SITEMAP_HEADERS,
  STOREFRONT_CHUNK,
  STOREFRONT_SITEMAP_PATHS,
  type SitemapEntry,
  sitemapUnavailable,
  urlSetXml,
} from '~/components/seo/sitemap-xml';
import { anonymousApiSession, getSitemapChunk, publicOrigin } from '~/services/seo.server';
import { absoluteUrl } from '~/utils/seo';
import { storefrontRoute } from '~/sessions/storefront-route.server';
import { logger } from '~/utils/log.server';

/** The page addresses of one chunk, or null when the name is not a chunk. */
async function chunkEntries(request: Request, name: string, origin: string): Promise<SitemapEntry[] | null> {
  if (name === STOREFRONT_CHUNK)
    return STOREFRONT_SITEMAP_PATHS.map((path) => ({ loc: absoluteUrl(origin, path), lastmod: null }));
  const chunk = await getSitemapChunk(anonymousApiSession(request), name);
  return chunk && chunk.urls.map(({ path, lastmod }) => ({ loc: absoluteUrl(origin, path), lastmod }));
}

/** /sitemaps/{name}.xml: one chunk of the sitemap (see /sitemap.xml); 404 for an unknown name. */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, async ({ request, params }) => {
    const file = params.name ?? '';
    const name = file.endsWith('.xml') ? file.slice(0, -'.xml'.length) : null;
    let entries: SitemapEntry[] | null = null;
    try {
      if (name && /^[a-z]+-\d{1,6}$/.test(name))
        entries = await chunkEntries(request, name, publicOrigin(request));
    } catch (error) {
      logger('sitemap').error({ error: (error as Error).message }, 'chunk failed');
      return sitemapUnavailable();
    }
    if (!entries) {
      return new Response('Not found', {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    return new Response(urlSetXml(entries), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', ...SITEMAP_HEADERS },
    });
  });
}
