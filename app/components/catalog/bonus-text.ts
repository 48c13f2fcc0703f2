import { pluralRu } from '~/utils/plural';

/** The bonus line of a card or product page: '+789 бонусов'. */
export function bonusText(bonus: number): string {
  return `+${bonus.toLocaleString('ru-RU').replace(/\s/g, '\u00a0')} ${pluralRu(bonus, ['бонус', 'бонуса', 'бонусов'])}`;
}
