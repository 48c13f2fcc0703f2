// 'Сообщить о поступлении' (docs/product.md#sizes-and-my-size): the addresses, limits and texts, without the schemas, so
// the product page's form can take them without bringing zod's schemas into the browser's
// bundle (./stock-alerts.ts, the API's bodies, re-exports them).

export const STOCK_ALERTS_API_PATH = '/api/stock-alerts';
export const STOCK_ALERT_UNSUBSCRIBE_API_PATH = '/api/stock-alerts/unsubscribe';

/** The API path that cancels one of the signed-in shopper's subscriptions. */
export function stockAlertCancelApiPath(id: number): string {
  return `/api/stock-alerts/${id}/cancel`;
}

/** The storefront page behind the unsubscribe link of the message. */
export function stockAlertUnsubscribePath(token: string): string {
  return `/stock-alerts/unsubscribe/${encodeURIComponent(token)}`;
}

/** Live subscriptions one phone or address may hold at once. */
export const STOCK_ALERT_LIVE_MAX = 10;
/** New subscriptions one phone or address may make in a day. */
export const STOCK_ALERT_DAILY_MAX = 10;
/** New subscriptions one client address may make in an hour (many contacts from one place). */
export const STOCK_ALERT_IP_HOURLY_MAX = 30;

export const STOCK_ALERT_TEXTS = {
  open: 'Нет твоего размера? Сообщить о поступлении',
  lead: 'Выбери размер — пришлём одно сообщение, как только он появится.',
  sizeLabel: 'Размер',
  submit: 'Сообщить о поступлении',
  subscribed: (size: string) => `Готово! Сообщим, когда размер ${size} появится.`,
  alreadyWaiting: (size: string) => `Ты уже ждёшь размер ${size} — сообщим, как только он появится.`,
  failed: 'Не получилось подписаться. Попробуй ещё раз чуть позже.',
  sizeRequired: 'Выбери размер',
  contactLabel: 'Телефон или e-mail',
  contactRequired: 'Укажи телефон или e-mail',
} as const;
