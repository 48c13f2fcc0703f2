/**
 * Orders as CommerceML 2 documents (ХозОперация «Заказ товара») for 1С's mode=query: one
 * Документ per order with the buyer, the lines (the 1С offer id when the size came from 1С),
 * delivery as a service line, and the requisites 1С's exchange reads.
 */
import { DELIVERY_NAMES, PAYMENT_METHOD_NAMES, STATUS_NAMES } from '../orders/order-status';
import type { DeliveryType, OrderStatus, PaymentMethod } from '../contract/order';
import type { ExportOrderRow } from './sale.queries.server';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function element(name: string, value: string | number): string {
  return `<${name}>${escape(String(value))}</${name}>`;
}

function requisites(values: [string, string | number][]): string {
  return `<ЗначенияРеквизитов>${values
    .map(
      ([name, value]) =>
        `<ЗначениеРеквизита>${element('Наименование', name)}${element('Значение', value)}</ЗначениеРеквизита>`,
    )
    .join('')}</ЗначенияРеквизитов>`;
}

function line(id: string, name: string, price: number, count: number, kind: 'Товар' | 'Услуга'): string {
  return (
    `<Товар>${element('Ид', id)}${element('Наименование', name)}` +
    '<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>' +
    `${element('ЦенаЗаЕдиницу', price)}${element('Количество', count)}${element('Сумма', price * count)}` +
    `${requisites([
      ['ВидНоменклатуры', kind],
      ['ТипНоменклатуры', kind],
    ])}</Товар>`
  );
}

function orderDocument(order: ExportOrderRow): string {
  const [date, time] = order.createdAt.split('T');
  const fullName = [order.lastName, order.name, order.secondName].filter(Boolean).join(' ');
  const address =
    order.deliveryType === 'pickup'
      ? `Самовывоз: ${order.shopName ?? ''}`
      : [order.cityName, order.address].filter(Boolean).join(', ');
  const lines = order.items.map((item) =>
    line(
      item.offerId ?? item.productCode,
      `${item.brandName} ${item.name} (${item.colorName}, ${item.sizeRu})`.trim(),
      item.price,
      item.count,
      'Товар',
    ),
  );
  if (order.deliveryFee > 0)
    lines.push(line('ORDER_DELIVERY', 'Доставка заказа', order.deliveryFee, 1, 'Услуга'));
  const status = order.status as OrderStatus;
  return (
    `<Документ>${element('Ид', order.id)}${element('Номер', order.number)}${element('Дата', date)}${element('Время', time)}` +
    `${element('ХозОперация', 'Заказ товара')}${element('Роль', 'Продавец')}${element('Валюта', 'RUB')}${element('Курс', 1)}` +
    `${element('Сумма', order.total)}` +
    `<Контрагенты><Контрагент>${element('Ид', order.phone)}${element('Наименование', fullName)}${element('Роль', 'Покупатель')}` +
    `${element('ПолноеНаименование', fullName)}${element('Фамилия', order.lastName)}${element('Имя', order.name)}` +
    `<АдресРегистрации>${element('Представление', address)}</АдресРегистрации>` +
    `<Контакты><Контакт>${element('Тип', 'Телефон мобильный')}${element('Значение', order.phone)}</Контакт>` +
    `<Контакт>${element('Тип', 'Почта')}${element('Значение', order.email)}</Контакт></Контакты>` +
    `</Контрагент></Контрагенты>` +
    `${element('Комментарий', order.comment)}` +
    `<Товары>${lines.join('')}</Товары>` +
    requisites([
      ['Метод оплаты', PAYMENT_METHOD_NAMES[order.paymentMethod as PaymentMethod] ?? order.paymentMethod],
      ['Заказ оплачен', order.paymentStatus === 'paid' ? 'true' : 'false'],
      ['Способ доставки', DELIVERY_NAMES[order.deliveryType as DeliveryType] ?? order.deliveryType],
      ['Адрес доставки', address],
      ['Статус заказа', STATUS_NAMES[status] ?? order.status],
      ['Отменен', status === 'cancelled' ? 'true' : 'false'],
      ['Сумма товаров', order.itemsSum],
      ['Скидка', order.discount],
      ['Промокод', order.promoCode ?? ''],
      ['Оплачено бонусами', order.bonusSpent],
      ['Стоимость доставки', order.deliveryFee],
      ['Источник (utm_source)', order.utmSource ?? ''],
    ]) +
    '</Документ>'
  );
}

/** The whole answer to mode=query. */
export function ordersDocument(orders: ExportOrderRow[], now: Date): string {
  const stamp = now.toISOString().slice(0, 19);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.08" ДатаФормирования="${stamp}">` +
    orders.map(orderDocument).join('\n') +
    '</КоммерческаяИнформация>'
  );
}
