import type { LoaderFunctionArgs } from '@remix-run/node';
import { listBrands } from '~/commerce/catalog/brands.server';
import { catalogSnapshot } from '~/commerce/catalog/index/catalog-snapshot.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute } from '~/commerce/http/handler.server';

/** GET /api/brands/ — every brand with articles in stock, grouped by first letter A–Z. */
export const loader = apiRoute(async (_args: LoaderFunctionArgs) =>
  listBrands(await catalogSnapshot(await db())),
);
