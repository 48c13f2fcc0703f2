// Route-module pieces the catalogue and search pages share: <head> tags and when to reload.
import type { MetaDescriptor, ShouldRevalidateFunction } from '@remix-run/react';
import { pageTitle } from '~/utils/brand';
import { formatRub } from '~/utils/money';
import { pluralRu } from '~/utils/plural';
import type { CatalogPageData } from '~/routes-shared/catalog-page.server';
import { isRefined } from './catalog-url';

/**
 * Title, description and canonical address of a listing. Filtered, sorted and extended views
 * are shareable but not indexed: they point search engines to the section itself.
 */
export function catalogMeta(page: CatalogPageData | undefined, fallbackTitle: string): MetaDescriptor[] {
  const catalog = page?.catalog;
  if (!page || !catalog) return [{ title: pageTitle(fallbackTitle) }];
  const { h1, url } = catalog.seo;
  const total = catalog.catalogBody.pagination.totalItems;
  const price = catalog.catalogBody.filter.find((f) => f.type === 'range');
  const from = price && price.type === 'range' && total > 0 ? `, цены от ${formatRub(price.min)}` : '';
  const tags: MetaDescriptor[] = [
    { title: pageTitle(h1) },
    {
      name: 'description',
      content: `${h1}: ${total} ${pluralRu(total, ['товар', 'товара', 'товаров'])}${from}. Оригинальные вещи, доставка по России и самовывоз из магазинов.`,
    },
    { tagName: 'link', rel: 'canonical', href: url },
  ];
  if (isRefined(page.state) || page.pages.last > 1) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}

/**
 * A heart or an add to the basket changes nothing a listing shows, so the catalogue is not
 * asked again after them (it would be several API calls for a long list). Everything else
 * (a city change: shops and stock) reloads as usual.
 */
export const catalogShouldRevalidate: ShouldRevalidateFunction = ({
  formAction,
  defaultShouldRevalidate,
}) => {
  if (formAction && /^\/resources\/(favorites|cart)\b/.test(formAction)) return false;
  return defaultShouldRevalidate;
};
