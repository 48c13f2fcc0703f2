import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { catalogPage, isSearchPath } from '~/commerce/catalog/catalog.server';
import { requestCityId } from '~/commerce/http/request-city';
import { CatalogQuerySchema, CatalogRequestSchema } from '~/commerce/contract/catalog-request';
import { db } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson, readQuery } from '~/commerce/http/handler.server';
import { answerUnlessCurrent } from '~/commerce/http/state-tagged.server';
import { catalogueStateTag } from '~/commerce/catalog/index/catalogue-state.server';

/**
 * GET /api/catalog/?path=/catalog/man/obuv/ — first page of a section, unfiltered; 404 for an
 * unknown path. A section (no search text) is tagged with the catalogue's state: If-None-Match
 * with the current tag gets a 304. A search is not: it counts toward the popular queries
 * (catalogPage), and a 304 would skip that.
 */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { path, q } = readQuery(request, CatalogQuerySchema);
  const database = await db();
  const answer = () => catalogPage(database, { path, q, filter: {}, page: 1 }, requestCityId(request));
  if (q || isSearchPath(path)) return answer();
  return answerUnlessCurrent(request, await catalogueStateTag(database), 'User-Location-Id', answer);
});

/** POST /api/catalog/ {path, filter, sort, order, page, q} — a filtered, sorted page. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const body = await readJson(request, CatalogRequestSchema);
  return catalogPage(await db(), body, requestCityId(request));
});
