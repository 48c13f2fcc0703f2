import type { BonusHistory } from '~/commerce/contract/bonus-history';
import { formatRub } from '~/utils/money';

export type LoyaltyStanding = Pick<BonusHistory, 'level' | 'yearPurchases' | 'nextLevel'>;

/**
 * The member's loyalty level: its name and rate, the purchases of 12 months it rests on and
 * what is left to buy for the next one. Everything is said in words; the bar only repeats it.
 */
export function LoyaltyLevel({ standing }: { standing: LoyaltyStanding }) {
  const { level, yearPurchases, nextLevel } = standing;
  const progress = nextLevel ? yearPurchases / (yearPurchases + nextLevel.remaining) : 1;
  return (
    <section
      aria-labelledby="loyalty-level"
      className="flex flex-col gap-3 rounded-3xl border border-neutral-200 p-6 tablet:p-8"
    >
      <h2 id="loyalty-level" className="text-xl font-bold">
        Твой уровень — «{level.name}»
      </h2>
      <p className="text-base">
        Бонусами возвращается <strong>{level.rate}% от цены</strong> каждой покупки.
      </p>
      <p className="text-base">
        Покупки за 12 месяцев: <strong className="tabular-nums">{formatRub(yearPurchases)}</strong>
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-neutral-200">
        <div className="h-full rounded-full bg-brand" style={{ width: `${Math.round(progress * 100)}%` }} />
      </div>
      <p className="text-sm text-brand-muted">
        {nextLevel
          ? `До уровня «${nextLevel.name}» осталось ${formatRub(nextLevel.remaining)}: там ${nextLevel.rate}% бонусами.`
          : 'Это высший уровень программы.'}
      </p>
    </section>
  );
}
