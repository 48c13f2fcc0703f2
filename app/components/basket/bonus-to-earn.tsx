import type { ReactNode } from 'react';
import { pluralRu } from '~/utils/plural';
import { formatPoints } from './points';

type BonusToEarnProps = {
  points: number;
  /** Guests earn nothing until they sign in: they read what they could get, and the bonus hint. */
  isAuth: boolean;
  hint?: ReactNode;
};

/** The points the chosen lines earn once the order is paid (for guests: could earn). */
export function BonusToEarn({ points, isAuth, hint }: BonusToEarnProps) {
  if (points <= 0) return null;
  const amount = (
    <strong>
      {formatPoints(points)} {pluralRu(points, ['бонус', 'бонуса', 'бонусов'])}
    </strong>
  );
  return (
    <p className="flex flex-wrap items-center gap-1 text-sm" data-bonus-to-earn="">
      <span>{isAuth ? <>За заказ начислим {amount}</> : <>Войди — и получишь {amount} за этот заказ</>}</span>
      {hint}
    </p>
  );
}
