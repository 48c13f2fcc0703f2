import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { StockAlertList } from '~/commerce/contract/stock-alerts';
import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { personalPage } from '~/routes-shared/personal-loader.server';
import { StockAlertsList } from '~/components/personal/stock-alerts-list';
import { getStockAlerts } from '~/services/stock-alerts.server';
import { privatePageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';

export const meta = pageMeta(PAGES.personalStockAlerts);
export const headers = privatePageHeaders;

/** The sizes the shopper waits for ('Сообщить о поступлении'), each with 'Отписаться'. */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, ({ session }) =>
    personalPage(session, (session): Promise<StockAlertList> => getStockAlerts(session)),
  );
}

export default function PersonalStockAlertsPage() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-6 py-8 tablet:py-12">
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl">
        {PAGES.personalStockAlerts.title}
      </h1>
      <StockAlertsList items={items} empty={PAGES.personalStockAlerts.lead} />
    </div>
  );
}
