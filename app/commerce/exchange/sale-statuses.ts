/** How the order statuses 1С sends back read in the shop's terms. */
import type { OrderStatus } from '../contract/order';
import { STATUS_NAMES } from '../orders/order-status';
import { normalName } from './catalog-mapping';

// 1С's usual words for an order's state beside the shop's own names (STATUS_NAMES).
const WORDS: [RegExp, OrderStatus][] = [
  [/^(отмен|аннулир)/, 'cancelled'],
  [/^(выполнен|закрыт|доставлен|получен|выдан)/, 'done'],
  [/^(отгружен|передан в доставку|в пути|отправлен)/, 'shipped'],
  [/^(готов к выдаче|к выдаче|ожидает получения)/, 'ready_for_pickup'],
  [/^(собира|в сборке|к отгрузке|в работе|к обеспечению)/, 'assembling'],
  [/^(подтвержд|согласован|принят)/, 'confirmed'],
  [/^(новый|оформлен|не согласован)/, 'new'],
];

/** The shop's status for 1С's «Статус заказа» (or «Отменен» = true), or null when unknown. */
export function statusFrom1C(requisites: Record<string, string>): OrderStatus | null {
  if (/^(true|да)$/i.test(requisites['отменен']?.trim() ?? '')) return 'cancelled';
  const value = normalName(requisites['статус заказа'] ?? requisites['статус'] ?? '');
  if (!value) return null;
  const own = (Object.entries(STATUS_NAMES) as [OrderStatus, string][]).find(
    ([, name]) => normalName(name) === value,
  );
  if (own) return own[0];
  return WORDS.find(([pattern]) => pattern.test(value))?.[1] ?? null;
}

/** Whether 1С says the order is paid («Заказ оплачен» = true or a «Дата оплаты по 1С»). */
export function paidIn1C(requisites: Record<string, string>): boolean {
  const flag = requisites['заказ оплачен'] ?? requisites['оплачен'] ?? '';
  if (/^(true|да)$/i.test(flag.trim())) return true;
  const date = requisites['дата оплаты по 1с'] ?? '';
  return /^\d{4}-\d{2}-\d{2}/.test(date.trim()) && !date.startsWith('0001');
}

const ORDER: OrderStatus[] = ['new', 'confirmed', 'assembling', 'shipped', 'ready_for_pickup', 'done'];

/**
 * The statuses to pass through from one to another, as the shop only moves one step at a
 * time (new → confirmed → assembling → shipped or ready → done); empty when there is no way
 * forward (a finished order, or going back).
 */
export function stepsBetween(
  from: OrderStatus,
  to: OrderStatus,
  delivery: 'courier' | 'pickup',
): OrderStatus[] {
  if (from === to || from === 'done' || from === 'cancelled') return [];
  if (to === 'cancelled') return ['cancelled'];
  const path = ORDER.filter((s) => (delivery === 'courier' ? s !== 'ready_for_pickup' : s !== 'shipped'));
  const start = path.indexOf(from);
  const end = path.indexOf(to);
  if (start < 0 || end <= start) return [];
  return path.slice(start + 1, end + 1);
}
