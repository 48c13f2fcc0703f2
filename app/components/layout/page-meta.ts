import type { MetaDescriptor, MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse } from '@remix-run/react';
import { pageTitle } from '~/utils/brand';
import { originFrom, seoMeta } from '~/utils/seo';
import type { SitePage } from './site-page';
import { HOME_PAGE } from './shop-pages/home-page';

/** The <title> and description of a page: 'Бренды — Шаг'. */
export function metaOf(page: Pick<SitePage, 'title' | 'description'>): MetaDescriptor[] {
  return [{ title: pageTitle(page.title) }, { name: 'description', content: page.description }];
}

/** A route's meta export for a page of the registry: title, description, canonical, Open Graph. */
export function pageMeta(page: SitePage): MetaFunction {
  return ({ matches, error }) =>
    error ? errorPageMeta(error) : seoMeta({ ...page, origin: originFrom(matches) });
}

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/**
 * The error page's title and description, the same whichever boundary shows it. Remix calls the
 * meta of a route whose own boundary caught the error without data: such a meta returns this.
 */
export function errorPageMeta(error: unknown): MetaDescriptor[] {
  if (isNotFound(error))
    return metaOf({ title: 'Страница не найдена', description: 'Страница удалена или перемещена.' });
  return metaOf({ title: 'Что-то пошло не так', description: HOME_PAGE.description });
}
