/** SEO page data (POST /api/seo/page/, docs/product.md#entities, docs/product.md#seo-page-data): a 301 target, or an h1 and a text, per URL. */
import type { SeoPage } from '../contract/seo-page';
import type { DbOrTx } from '../db/client.server';
import { ApiError } from '../http/errors.server';
import { normalisePagePath } from './page-path';
import { selectSeoPage } from './seo.queries.server';

export const SEO_MESSAGES = { badUrl: 'Адрес страницы должен начинаться с / или http(s)://' } as const;

const NOTHING: SeoPage = { redirectTo: null, h1: null, seoText: null };

/** The SEO data of a storefront URL (query and trailing slash ignored); nulls when there is none. */
export async function getSeoPage(db: DbOrTx, url: string): Promise<SeoPage> {
  const path = normalisePagePath(url);
  if (path === null)
    throw new ApiError(400, SEO_MESSAGES.badUrl, [{ property: 'url', message: SEO_MESSAGES.badUrl }]);
  const row = await selectSeoPage(db, path);
  return row ? { redirectTo: row.redirectTo, h1: row.h1, seoText: row.seoText } : NOTHING;
}
