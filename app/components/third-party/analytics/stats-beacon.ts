// The statistics beacon of docs/product.md#api-calls: one navigator.sendBeacon per page view, product view,
// add-to-cart and purchase. What fetch_id, fetch_field and session_key hold is our choice (the
// spec names them only): docs/decisions/0026-analytics-data-layer-and-beacon.md.

import { BREAKPOINTS } from '~/utils/breakpoints';

export const BEACON_VERSION = 7;

/** docs/product.md#errors: what a failed send logs. */
export const BEACON_FAILED = 'Data was not sent';

export type BeaconEventName = 'page_view' | 'product_view' | 'add_to_cart' | 'purchase';
export type DeviceType = 'Desktop' | 'Tablet' | 'Mobile';

/** What an event is about: its id and the name of the field that id is. */
export type BeaconSubject =
  | { event: 'page_view'; path: string }
  | { event: 'product_view' | 'add_to_cart'; productCode: string }
  | { event: 'purchase'; orderNumber: string };

export type BeaconBody = {
  event_name: BeaconEventName;
  fetch_id: string;
  fetch_field: 'path' | 'product_code' | 'order_number';
  user_id: number | null;
  version: typeof BEACON_VERSION;
  session_key: string;
  device_type: DeviceType;
  transaction_id?: string;
  key: string;
};

/** The shop's breakpoints (docs/product.md#constants-and-limits): phones below tablet (768), tablets below desktop (1024). */
export function deviceTypeOf(width: number): DeviceType {
  if (width >= BREAKPOINTS.desktop) return 'Desktop';
  if (width >= BREAKPOINTS.tablet) return 'Tablet';
  return 'Mobile';
}

function idOf(subject: BeaconSubject): Pick<BeaconBody, 'fetch_id' | 'fetch_field'> {
  switch (subject.event) {
    case 'page_view':
      return { fetch_id: subject.path, fetch_field: 'path' };
    case 'purchase':
      return { fetch_id: subject.orderNumber, fetch_field: 'order_number' };
    default:
      return { fetch_id: subject.productCode, fetch_field: 'product_code' };
  }
}

/** The body of one beacon. user_id is the signed-in user's id, null for guests (docs/product.md#roles). */
export function beaconBody(
  subject: BeaconSubject,
  context: { userId: number | null; sessionKey: string; width: number; key: string },
): BeaconBody {
  return {
    event_name: subject.event,
    ...idOf(subject),
    user_id: context.userId,
    version: BEACON_VERSION,
    session_key: context.sessionKey,
    device_type: deviceTypeOf(context.width),
    ...(subject.event === 'purchase' ? { transaction_id: subject.orderNumber } : {}),
    key: context.key,
  };
}

/**
 * Sends the body as text (a JSON string: sendBeacon's text/plain needs no CORS preflight).
 * A refused or failed send is logged (docs/product.md#errors) and never thrown: statistics never break a page.
 */
export function sendBeacon(
  url: string,
  body: BeaconBody,
  send: (url: string, data: string) => boolean = (u, d) => navigator.sendBeacon(u, d),
): boolean {
  let queued = false;
  try {
    queued = send(url, JSON.stringify(body));
  } catch (error) {
    console.error(BEACON_FAILED, body.event_name, error);
    return false;
  }
  if (!queued) console.error(BEACON_FAILED, body.event_name);
  return queued;
}
