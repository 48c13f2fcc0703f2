import type { LoaderFunctionArgs } from '@remix-run/node';
import { productPage } from '~/commerce/catalog/product.server';
import { requestCityId } from '~/commerce/http/request-city';
import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';

/**
 * GET /api/products/{code}/ — the product page of a colour article: model, colours, sizes
 * with stock, shops of the User-Location-Id city (Moscow by default), related cards. 404 if unknown.
 */
export const loader = apiRoute(async ({ request, params }: LoaderFunctionArgs) =>
  productPage(await db(), params.code ?? '', requestCityId(request)),
);
