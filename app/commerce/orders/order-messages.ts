import { formatRub } from '../../utils/money';
import type { DeliveryType, PaymentMethod } from '../contract/order';
import { articleLine } from '../catalog/taxonomy/colors';
import { escapeHtml, letterHtml } from '../messages/html';
import { DELIVERY_NAMES, PAYMENT_METHOD_NAMES } from './order-status';

// What the shop tells a shopper about an order, by SMS and e-mail: short, informal «ты»,
// always the order number and a link to its status. Pure functions, so the words are tested
// without a database.

export interface OrderForMessage {
  number: string;
  name: string;
  phone: string;
  deliveryType: DeliveryType;
  address: string;
  paymentMethod: PaymentMethod;
  itemsSum: number;
  discount: number;
  promoCode: string | null;
  bonusSpent: number;
  deliveryFee: number;
  total: number;
}

export interface OrderLineForMessage {
  name: string;
  brandName: string;
  colorName: string;
  sizeRu: string;
  pricePerItem: number;
  count: number;
}

/**
 * The order's status page for anyone holding the SMS or the letter: the tracking page with
 * the number and phone filled in (works for guests and without signing in).
 */
export function orderLink(origin: string, order: Pick<OrderForMessage, 'number' | 'phone'>): string {
  const query = new URLSearchParams({ number: order.number, phone: order.phone });
  return `${origin.replace(/\/+$/, '')}/delivery/order-tracking?${query.toString()}`;
}

export const ORDER_SMS = {
  placed: (number: string, link: string) =>
    `Шаг: заказ ${number} оформлен, спасибо! Напишем, когда он будет готов. ${link}`,
  /** `until` is when the hold ends, '27 ноября, 15:00 мск'. */
  readyForPickup: (number: string, shop: string, until: string, link: string) =>
    `Шаг: заказ ${number} готов, забирай в магазине ${shop} до ${until}. ${link}`,
  shipped: (number: string, link: string) => `Шаг: заказ ${number} уже едет к тебе! ${link}`,
  /** At a carrier's pickup point; `point` is 'СДЭК, На Красном (Красный пр-т, 25)'. */
  readyAtPoint: (number: string, point: string, link: string) =>
    `Шаг: заказ ${number} ждёт тебя в пункте выдачи ${point}. ${link}`,
  /** A day before the hold ends; `until` is when it ends, '27 ноября, 15:00 мск'. */
  pickupReminder: (number: string, until: string, link: string) =>
    `Шаг: заказ ${number} ждёт тебя в магазине до ${until}. Потом мы его отменим. ${link}`,
  /** The hold ended and the shop cancelled the order; `hold` is '3 дня'. */
  pickupExpired: (number: string, hold: string, link: string) =>
    `Шаг: заказ ${number} ждал тебя в магазине ${hold}, и мы его отменили. Если он ещё нужен, оформи заново. ${link}`,
} as const;

/** A moment as an SMS states it, in Moscow time: '27 ноября, 15:00 мск'. */
export function moscowDeadline(at: Date): string {
  const day = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' });
  const time = new Intl.DateTimeFormat('ru-RU', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Moscow',
  });
  return `${day.format(at)}, ${time.format(at)} мск`;
}

/** One line of the letter: 'Nike Air Max 90, белый, размер 42 — 2 × 12 990 ₽ = 25 980 ₽'. */
function lineText(line: OrderLineForMessage): string {
  const title = [line.brandName, line.name].filter(Boolean).join(' ');
  const each = line.count > 1 ? `${line.count} × ${formatRub(line.pricePerItem)} = ` : '';
  return `${articleLine(title, line.colorName, `размер ${line.sizeRu}`)} — ${each}${formatRub(line.pricePerItem * line.count)}`;
}

/** The sums as the checkout showed them: goods, what came off, delivery, the total. */
function sumRows(order: OrderForMessage): [string, string][] {
  const rows: [string, string][] = [['Товары', formatRub(order.itemsSum)]];
  if (order.discount > 0) {
    rows.push([`Скидка по промокоду ${order.promoCode ?? ''}`.trim(), `−${formatRub(order.discount)}`]);
  }
  if (order.bonusSpent > 0) rows.push(['Оплачено бонусами', `−${formatRub(order.bonusSpent)}`]);
  if (order.deliveryType !== 'pickup') {
    rows.push(['Доставка', order.deliveryFee > 0 ? formatRub(order.deliveryFee) : 'бесплатно']);
  }
  rows.push(['Итого', formatRub(order.total)]);
  return rows;
}

/** `place` is the pickup shop or the carrier's pickup point as deliveryPlace words it. */
function deliveryLine(order: OrderForMessage, place: string | null): string {
  const where = order.deliveryType === 'courier' ? order.address : (place ?? '');
  return `${DELIVERY_NAMES[order.deliveryType]}${where ? `: ${where}` : ''}`;
}

/** A method's name inside a sentence: 'картой онлайн', but 'СБП' and 'SberPay' as they are. */
function inSentence(name: string): string {
  return /^[А-ЯЁ][а-яё]/.test(name) ? name[0].toLowerCase() + name.slice(1) : name;
}

/** The confirmation letter: every line with its sum, the totals, delivery, payment, the link. */
export function orderConfirmationLetter(
  order: OrderForMessage,
  lines: OrderLineForMessage[],
  shop: string | null,
  link: string,
): { subject: string; text: string; html: string } {
  const subject = `Заказ ${order.number} оформлен`;
  const greeting = `${order.name}, спасибо за заказ!`;
  const lead = `Мы получили твой заказ ${order.number}. Пришлём смс, когда он будет готов.`;
  const delivery = deliveryLine(order, shop);
  const payment = `Оплата: ${inSentence(PAYMENT_METHOD_NAMES[order.paymentMethod])}`;
  const sums = sumRows(order);
  const text = [
    greeting,
    '',
    lead,
    '',
    ...lines.map((line) => `• ${lineText(line)}`),
    '',
    ...sums.map(([label, value]) => `${label}: ${value}`),
    '',
    delivery,
    payment,
    '',
    `Статус заказа: ${link}`,
  ].join('\n');
  const html = letterHtml(
    subject,
    [
      `<h1 style="font-size:22px">${escapeHtml(greeting)}</h1>`,
      `<p>${escapeHtml(lead)}</p>`,
      '<table style="width:100%;border-collapse:collapse">',
      ...lines.map(
        (line) =>
          `<tr><td style="padding:6px 0;border-bottom:1px solid #eee">${escapeHtml(lineText(line))}</td></tr>`,
      ),
      '</table><table style="width:100%;margin-top:12px">',
      ...sums.map(
        ([label, value]) =>
          `<tr><td>${escapeHtml(label)}</td><td style="text-align:right"><b>${escapeHtml(value)}</b></td></tr>`,
      ),
      '</table>',
      `<p>${escapeHtml(delivery)}<br>${escapeHtml(payment)}</p>`,
      `<p><a href="${escapeHtml(link)}" style="color:#e30613">Статус заказа</a></p>`,
    ].join(''),
  );
  return { subject, text, html };
}
