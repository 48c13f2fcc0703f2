import type { MetaFunction } from '@remix-run/node';
import { metaOf } from '~/components/layout/page-meta';
import type { ContentRouteData } from '~/routes-shared/content-route.server';

/** The <title> and description of a content route: the page's own, as the API gives them. */
export const contentMeta: MetaFunction<() => Promise<ContentRouteData>> = ({ data: loaded }) => {
  if (!loaded)
    return metaOf({ title: 'Страница не найдена', description: 'Страница удалена или перемещена.' });
  return metaOf({ title: loaded.page.title, description: loaded.page.description });
};
