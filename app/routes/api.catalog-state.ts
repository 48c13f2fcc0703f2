import { catalogueStateTag } from '~/commerce/catalog/index/catalogue-state.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';

/**
 * GET /api/catalog-state — the catalogue's state (products, prices, sections, shops, stock) as
 * a weak ETag, 204 without a body; no ETag while the state is in flux (a rebuild is running).
 * The same tag the product and section answers carry: it changes with every write to the
 * catalogue tables, on every instance. The process's shared page cache (server/page-cache/)
 * keeps a page copy only while this tag stays the one it was rendered under.
 */
export const loader = apiRoute(async () => {
  const tag = await catalogueStateTag(await db());
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (tag) headers.ETag = tag;
  return new Response(null, { status: 204, headers });
});
