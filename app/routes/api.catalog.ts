import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { catalogPage } from '~/commerce/catalog/catalog.server';
import { requestCityId } from '~/commerce/http/request-city';
import { CatalogQuerySchema, CatalogRequestSchema } from '~/commerce/contract/catalog-request';
import { db } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson, readQuery } from '~/commerce/http/handler.server';

/** GET /api/catalog/?path=/catalog/man/obuv/ — first page of a section, unfiltered; 404 for an unknown path. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { path, q } = readQuery(request, CatalogQuerySchema);
  return catalogPage(await db(), { path, q, filter: {}, page: 1 }, requestCityId(request));
});

/** POST /api/catalog/ {path, filter, sort, order, page, q} — a filtered, sorted page. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const body = await readJson(request, CatalogRequestSchema);
  return catalogPage(await db(), body, requestCityId(request));
});
