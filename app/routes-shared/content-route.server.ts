import type { ContentPage } from '~/commerce/contract/content-pages';
import { getContentPage } from '~/services/content.server';
import type { StorefrontSession } from '~/sessions/storefront-session.server';

export type ContentRouteData = { page: ContentPage };

/** The 404 a content route throws; the root's boundary draws the spec's 404 page. */
export function notFound(text = 'Страница не найдена'): Response {
  return new Response(text, { status: 404 });
}

/** Loader of a text page: the API's page for `path`, or the 404 page when it has none. */
export async function loadContentPage(session: StorefrontSession, path: string): Promise<ContentRouteData> {
  const page = await getContentPage(session, path);
  if (!page) throw notFound();
  return { page };
}
