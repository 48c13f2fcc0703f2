import type { LoaderFunctionArgs } from '@remix-run/node';
import { productPage } from '~/commerce/catalog/product.server';
import { requestCityId } from '~/commerce/http/request-city';
import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';
import { answerUnlessCurrent } from '~/commerce/http/state-tagged.server';
import { catalogueStateTag } from '~/commerce/catalog/index/catalogue-state.server';

/**
 * GET /api/products/{code}/ — the product page of a colour article: model, colours, sizes
 * with stock, shops of the User-Location-Id city (Moscow by default), related cards. 404 if unknown.
 * Tagged with the catalogue's state: If-None-Match with the current tag gets a 304.
 */
export const loader = apiRoute(async ({ request, params }: LoaderFunctionArgs) => {
  const database = await db();
  return answerUnlessCurrent(request, await catalogueStateTag(database), 'User-Location-Id', () =>
    productPage(database, params.code ?? '', requestCityId(request)),
  );
});
