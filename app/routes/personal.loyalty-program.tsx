import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BONUS_HISTORY_PAGE_SIZE } from '~/commerce/contract/bonus-history';
import { pageMeta } from '~/components/layout/page-meta';
import { PAGES } from '~/components/layout/site-pages';
import { BonusHistory, type BonusHistoryPage } from '~/components/personal/bonus-history';
import { personalPage } from '~/routes-shared/personal-loader.server';
import { loadPages, nextShownHref, pagesShown } from '~/components/personal/shown-paging';
import { getBonusHistory } from '~/services/user.server';
import { privatePageHeaders } from '~/utils/cache-control';
import { storefrontRoute } from '~/sessions/storefront-route.server';

export const meta = pageMeta(PAGES.personalLoyaltyProgram);
export const headers = privatePageHeaders;

/** The bonus balance, loyalty level and history, pages 1 … ?shown= (GET /api/user/bonus-history?page=). */
export function loader(args: LoaderFunctionArgs) {
  return storefrontRoute(args, ({ request, session }) => {
    const url = new URL(request.url);
    const pages = pagesShown(url, BONUS_HISTORY_PAGE_SIZE);
    return personalPage(session, async (session): Promise<BonusHistoryPage> => {
      const { first, items } = await loadPages(
        pages,
        (page) => getBonusHistory(session, page),
        (page) => page.transactions,
      );
      return {
        balance: first.balance,
        loyalty: { level: first.level, yearPurchases: first.yearPurchases, nextLevel: first.nextLevel },
        transactions: items,
        total: first.totalItems,
        nextHref: nextShownHref(url, pages, first.totalPages, BONUS_HISTORY_PAGE_SIZE),
      };
    });
  });
}

export default function PersonalLoyaltyProgramPage() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="flex max-w-3xl flex-col gap-8 py-8 tablet:py-12">
      <h1 className="text-3xl font-black tracking-tight tablet:text-4xl">
        {PAGES.personalLoyaltyProgram.title}
      </h1>
      <BonusHistory page={page} />
    </div>
  );
}
