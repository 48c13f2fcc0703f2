import type { LoaderFunctionArgs } from '@remix-run/node';
import { BANNERS_CACHE_CONTROL, listBanners } from '~/commerce/content/banners.server';
import { BannersQuerySchema } from '~/commerce/contract/banners';
import { db } from '~/commerce/db/client.server';
import { apiRoute, readQuery } from '~/commerce/http/handler.server';

/** GET /api/banners/?type=global_banners: the active banners of a placement; unknown type → 400. */
export const loader = apiRoute(async ({ request }: LoaderFunctionArgs) => {
  const { type } = readQuery(request, BannersQuerySchema);
  return Response.json(await listBanners(await db(), type), {
    headers: { 'Cache-Control': BANNERS_CACHE_CONTROL },
  });
});
