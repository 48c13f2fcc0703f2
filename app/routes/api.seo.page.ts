import type { ActionFunctionArgs } from '@remix-run/node';
import { SeoPageRequestSchema } from '~/commerce/contract/content';
import { getSeoPage } from '~/commerce/content/seo.server';
import { db } from '~/commerce/db/client.server';
import { apiRoute, methodNotAllowed, readJson } from '~/commerce/http/handler.server';

/** POST /api/seo/page/ {url} → {redirectTo, h1, seoText} (spec §3, §7); nulls for a URL without SEO data. */
export const action = apiRoute(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== 'POST') methodNotAllowed();
  const { url } = await readJson(request, SeoPageRequestSchema);
  return getSeoPage(await db(), url);
});

export const loader = apiRoute(async () => methodNotAllowed());
