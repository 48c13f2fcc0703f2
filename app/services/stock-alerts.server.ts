import {
  STOCK_ALERT_UNSUBSCRIBE_API_PATH,
  STOCK_ALERTS_API_PATH,
  stockAlertCancelApiPath,
  type StockAlertCreated,
  StockAlertCreatedSchema,
  type StockAlertList,
  StockAlertListSchema,
  StockAlertUnsubscribedSchema,
} from '~/commerce/contract/stock-alerts';
import { apiCall, type ApiSession } from './api-client.server';
import { shopperAddressHeaders } from './shopper-address.server';

/**
 * Waits for a sold-out size (POST /api/stock-alerts). `contact` is as typed: the API checks
 * it for the channel and answers a 400 on the `contact` field when it is wrong.
 */
export async function subscribeToSize(
  session: ApiSession,
  body: { sizeId: number; channel: 'sms' | 'email'; contact: string },
  address: string | null,
): Promise<StockAlertCreated> {
  return apiCall({
    method: 'POST',
    path: STOCK_ALERTS_API_PATH,
    body,
    schema: StockAlertCreatedSchema,
    session,
    headers: shopperAddressHeaders(address),
  });
}

/** The signed-in shopper's waits for sold-out sizes (GET /api/stock-alerts). */
export async function getStockAlerts(session: ApiSession): Promise<StockAlertList> {
  return apiCall({ path: STOCK_ALERTS_API_PATH, schema: StockAlertListSchema, session });
}

/** Ends one of the signed-in shopper's waits; answers those left. */
export async function cancelStockAlert(session: ApiSession, id: number): Promise<StockAlertList> {
  return apiCall({
    method: 'POST',
    path: stockAlertCancelApiPath(id),
    body: {},
    schema: StockAlertListSchema,
    session,
  });
}

/** Ends every wait of the contact an unsubscribe link belongs to; answers how many. */
export async function unsubscribeStockAlerts(session: ApiSession, token: string): Promise<number> {
  const answer = await apiCall({
    method: 'POST',
    path: STOCK_ALERT_UNSUBSCRIBE_API_PATH,
    body: { token },
    schema: StockAlertUnsubscribedSchema,
    session,
  });
  return answer.cancelled;
}
