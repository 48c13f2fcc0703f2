import type { MetaDescriptor, MetaFunction } from '@remix-run/node';
import { pageTitle } from '~/utils/brand';
import { originFrom, seoMeta } from '~/utils/seo';
import type { SitePage } from './site-pages';

/** The <title> and description of a page: 'Бренды — Шаг'. */
export function metaOf(page: Pick<SitePage, 'title' | 'description'>): MetaDescriptor[] {
  return [{ title: pageTitle(page.title) }, { name: 'description', content: page.description }];
}

/** A route's meta export for a page of the registry: title, description, canonical, Open Graph. */
export function pageMeta(page: SitePage): MetaFunction {
  return ({ matches }) => seoMeta({ ...page, origin: originFrom(matches) });
}
