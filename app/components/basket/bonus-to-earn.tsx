import type { ReactNode } from 'react';
import { pluralRu } from '~/utils/plural';
import { formatPoints } from './points';

/** The points the chosen lines earn once the order is paid; guests also see the bonus hint (spec §2). */
export function BonusToEarn({ points, hint }: { points: number; hint?: ReactNode }) {
  if (points <= 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-1 text-sm" data-bonus-to-earn="">
      <span>
        За заказ начислим <strong>{formatPoints(points)}</strong>{' '}
        {pluralRu(points, ['бонус', 'бонуса', 'бонусов'])}
      </span>
      {hint}
    </p>
  );
}
