import type { BasketSummary } from '~/commerce/contract/basket';
import { formatRub } from '~/utils/money';
import { pluralRu } from '~/utils/plural';

type Row = { label: string; value: string; accent?: boolean };

/** The money rows of a basket or an order: goods, discounts, bonuses, delivery and the total. */
export function SumRows({ rows, total }: { rows: Row[]; total: number }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4">
          <dt className="text-brand-muted">{row.label}</dt>
          <dd className={row.accent ? 'text-brand-accent' : undefined}>{row.value}</dd>
        </div>
      ))}
      <div className="mt-2 flex justify-between gap-4 border-t border-neutral-200 pt-3 text-lg font-bold">
        <dt>Итого</dt>
        <dd>{formatRub(total)}</dd>
      </div>
    </dl>
  );
}

/**
 * The cart page's sums: they cover the chosen lines that can be bought. `pickup` says whether
 * the shopper's city has shops: only then is free pickup worth mentioning.
 */
export function CartSummary({ summary, pickup }: { summary: BasketSummary; pickup: boolean }) {
  const rows: Row[] = [
    {
      label: `Товары, ${summary.units} ${pluralRu(summary.units, ['штука', 'штуки', 'штук'])}`,
      value: formatRub(summary.itemsBeforeDiscount),
    },
  ];
  if (summary.discount > 0)
    rows.push({ label: 'Скидка', value: `−${formatRub(summary.discount)}`, accent: true });
  if (summary.promoDiscount > 0)
    rows.push({ label: 'Промокод', value: `−${formatRub(summary.promoDiscount)}`, accent: true });
  if (summary.spentBonuses > 0)
    rows.push({ label: 'Бонусы', value: `−${formatRub(summary.spentBonuses)}`, accent: true });
  rows.push({
    label: 'Доставка курьером',
    value: summary.delivery > 0 ? formatRub(summary.delivery) : 'бесплатно',
  });
  return (
    <div className="flex flex-col gap-3">
      <SumRows rows={rows} total={summary.total} />
      {summary.leftToFreeDelivery > 0 ? (
        <p className="text-xs text-brand-muted">
          До бесплатной доставки курьером осталось {formatRub(summary.leftToFreeDelivery)}.
          {pickup ? ' Самовывоз из магазина — всегда бесплатно.' : null}
        </p>
      ) : null}
    </div>
  );
}
