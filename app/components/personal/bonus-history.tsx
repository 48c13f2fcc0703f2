import { Link, useNavigation } from '@remix-run/react';
import type { BonusTransaction } from '~/commerce/contract/bonus-history';
import { ShowMore } from '~/components/catalog/show-more';
import { cx } from '~/components/ui/class-names';
import { pluralRu } from '~/utils/plural';
import { LoyaltyLevel, type LoyaltyStanding } from './loyalty-level';

export type BonusHistoryPage = {
  balance: number;
  /** The member's level, the year's purchases and the next level. */
  loyalty: LoyaltyStanding;
  transactions: BonusTransaction[];
  total: number;
  nextHref: string | null;
};

const REASONS: Record<BonusTransaction['reason'], string> = {
  order_earn: 'Начислено за заказ',
  order_spend: 'Списано в заказе',
  order_cancel_refund: 'Возвращено: заказ отменён',
  order_cancel_reversal: 'Начисление отменено: заказ отменён',
};

// Moscow time, as the shop keeps its books; one fixed format on the server and in the browser.
const DATE = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Moscow',
});

export const bonusWord = (n: number) => pluralRu(Math.abs(n), ['бонус', 'бонуса', 'бонусов']);

/** The balance of bonus points, the member's level, and the history, newest first, with 'Показать ещё'. */
export function BonusHistory({ page }: { page: BonusHistoryPage }) {
  const busy = useNavigation().state === 'loading';
  return (
    <>
      <section
        aria-label="Баланс"
        className="flex flex-col gap-2 rounded-3xl bg-brand p-6 text-white tablet:p-8"
      >
        <p className="text-sm opacity-80">На твоём счёте</p>
        <p className="text-4xl font-black tabular-nums tablet:text-5xl">
          {page.balance} {bonusWord(page.balance)}
        </p>
        <p className="text-sm opacity-80">
          Бонусы начисляются за покупки и ими можно оплатить часть следующего заказа.{' '}
          <Link to="/loyalty/" className="font-semibold underline underline-offset-4">
            Как работает программа
          </Link>
        </p>
      </section>
      <LoyaltyLevel standing={page.loyalty} />
      <section aria-labelledby="bonus-history" className="flex flex-col gap-4">
        <h2 id="bonus-history" className="text-xl font-bold">
          История
        </h2>
        {page.transactions.length === 0 ? (
          <p className="text-base text-brand-muted">
            Пока ни одного начисления. Бонусы придут после первого оплаченного заказа.
          </p>
        ) : (
          <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
            {page.transactions.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-4 py-4">
                <div className="flex flex-col gap-0.5">
                  <p className="text-sm font-semibold">{REASONS[item.reason]}</p>
                  <p className="text-xs text-brand-muted">
                    {DATE.format(new Date(item.createdAt))}
                    {item.orderNumber && ` · заказ ${item.orderNumber}`}
                  </p>
                </div>
                <p
                  className={cx(
                    'shrink-0 text-base font-bold tabular-nums',
                    item.amount > 0 ? 'text-emerald-700' : 'text-brand',
                  )}
                >
                  {item.amount > 0 ? '+' : '−'}
                  {Math.abs(item.amount)} {bonusWord(item.amount)}
                </p>
              </li>
            ))}
          </ul>
        )}
        <ShowMore shown={page.transactions.length} total={page.total} nextHref={page.nextHref} busy={busy} />
      </section>
    </>
  );
}
