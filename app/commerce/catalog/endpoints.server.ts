import { catalogPage, isSearchPath } from '~/commerce/catalog/catalog.server';
import { requestCityId } from '~/commerce/http/request-city';
import { CatalogQuerySchema, CatalogRequestSchema } from '~/commerce/contract/catalog-request';
import { db } from '~/commerce/db/client.server';
import { readQuery } from '~/commerce/http/handler.server';
import { answerUnlessCurrent } from '~/commerce/http/state-tagged.server';
import { catalogueStateTag } from '~/commerce/catalog/index/catalogue-state.server';
import { listBrands } from '~/commerce/catalog/brands.server';
import { catalogSnapshot } from '~/commerce/catalog/index/catalog-snapshot.server';
import { searchProducts } from '~/commerce/catalog/search/search.server';
import { SearchQuerySchema, SearchResponseSchema } from '~/commerce/contract/search';
import { productPage } from '~/commerce/catalog/product.server';
import { CatalogResponseSchema } from '~/commerce/contract/catalog';
import { BrandsResponseSchema } from '~/commerce/contract/brands';
import { ProductResponseSchema } from '~/commerce/contract/product';
import { endpoint, type Endpoint } from '~/commerce/http/endpoint';

/** The endpoints of the area «Каталог». */
export const endpoints: Endpoint[] = [
  endpoint({
    method: 'get',
    path: '/api/catalog',
    summary:
      "GET /api/catalog/?path=/catalog/man/obuv/ — first page of a section, unfiltered; 404 for an unknown path. A section (no search text) is tagged with the catalogue's state: If-None-Match with the current tag gets a 304. A search is not: it counts toward the popular queries (catalogPage), and a 304 would skip that.",
    query: CatalogQuerySchema,
    response: CatalogResponseSchema,
    handler: async ({ request }) => {
      const { path, q } = readQuery(request, CatalogQuerySchema);
      const database = await db();
      const answer = () => catalogPage(database, { path, q, filter: {}, page: 1 }, requestCityId(request));
      if (q || isSearchPath(path)) return answer();
      return answerUnlessCurrent(request, await catalogueStateTag(database), 'User-Location-Id', answer);
    },
  }),
  endpoint({
    method: 'post',
    path: '/api/catalog',
    summary: 'POST /api/catalog/ {path, filter, sort, order, page, q} — a filtered, sorted page.',
    body: CatalogRequestSchema,
    response: CatalogResponseSchema,
    handler: async ({ request, readBody }) => {
      const body = await readBody();
      return catalogPage(await db(), body, requestCityId(request));
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/catalog-state',
    summary:
      "GET /api/catalog-state — the catalogue's state (products, prices, sections, shops, stock) as a weak ETag, 204 without a body; no ETag while the state is in flux (a rebuild is running). The same tag the product and section answers carry: it changes with every write to the catalogue tables, on every instance. The process's shared page cache (server/page-cache/) keeps a page copy only while this tag stays the one it was rendered under.",
    status: 204,
    handler: async () => {
      const tag = await catalogueStateTag(await db());
      const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
      if (tag) headers.ETag = tag;
      return new Response(null, { status: 204, headers });
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/brands',
    summary: 'GET /api/brands/ — every brand with articles in stock, grouped by first letter A–Z.',
    response: BrandsResponseSchema,
    handler: async () => listBrands(await catalogSnapshot(await db())),
  }),
  endpoint({
    method: 'get',
    path: '/api/search',
    summary:
      'GET /api/search/?q=кроссовки — cards, one matching page, sections and the count. The Server-Timing header says how long the search took in the server (bench:search reads it).',
    query: SearchQuerySchema,
    response: SearchResponseSchema,
    handler: async ({ request }) => {
      const { q, limit } = readQuery(request, SearchQuerySchema);
      const started = performance.now();
      const database = await db();
      const answer = await searchProducts(database, await catalogSnapshot(database), q, limit);
      return Response.json(answer, {
        headers: {
          'Cache-Control': 'no-store',
          'Server-Timing': `search;dur=${(performance.now() - started).toFixed(1)}`,
        },
      });
    },
  }),
  endpoint({
    method: 'get',
    path: '/api/products/{code}',
    summary:
      "GET /api/products/{code}/ — the product page of a colour article: model, colours, sizes with stock, shops of the User-Location-Id city (Moscow by default), related cards. 404 if unknown. Tagged with the catalogue's state: If-None-Match with the current tag gets a 304.",
    response: ProductResponseSchema,
    handler: async ({ request, params }) => {
      const database = await db();
      return answerUnlessCurrent(request, await catalogueStateTag(database), 'User-Location-Id', () =>
        productPage(database, params.code ?? '', requestCityId(request)),
      );
    },
  }),
];
