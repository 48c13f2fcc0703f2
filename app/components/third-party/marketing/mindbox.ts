// Mindbox's web tracker (docs/product.md#api-calls, the marketing platform): the documented snippet defines a
// `mindbox` function that queues calls until https://api.mindbox.ru/scripts/v1/tracker.js
// has loaded and replays them, so calls made before the script arrives are not lost.

export const MINDBOX_TRACKER_URL = 'https://api.mindbox.ru/scripts/v1/tracker.js';

/** The tracker cookie holding the device id it reports with; we put the shop's own there first. */
export const MINDBOX_DEVICE_COOKIE = 'mindboxDeviceUUID';
/** docs/product.md#constants-and-limits: the marketing device id lives 2,592,000 s (30 days). */
const DEVICE_COOKIE_MAX_AGE = 2_592_000;

type MindboxFn = ((...args: unknown[]) => void) & { queue?: unknown[] };

declare global {
  interface Window {
    mindbox?: MindboxFn;
  }
}

/** One line of the basket as Mindbox's product list takes it. */
export type MindboxProductLine = { product: { ids: { website: string } }; count: number };

/** The basket's sizes as Mindbox's `productList` (the size id is the product id of the feed). */
export function mindboxProductList(lines: readonly { productId: number; quantity: number }[]) {
  return lines.map((line): MindboxProductLine => ({
    product: { ids: { website: String(line.productId) } },
    count: line.quantity,
  }));
}

/** The cookie that hands the shop's device id (mbDeviceUUID) to the tracker. */
export function mindboxDeviceCookie(deviceId: string, secure: boolean): string {
  const parts = [
    `${MINDBOX_DEVICE_COOKIE}=${encodeURIComponent(deviceId)}`,
    'Path=/',
    `Max-Age=${DEVICE_COOKIE_MAX_AGE}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** The `mindbox` function, the queueing stand-in of the documented snippet until the tracker runs. */
export function mindboxQueue(): MindboxFn {
  if (!window.mindbox) {
    const queued: MindboxFn = (...args: unknown[]) => {
      (queued.queue ??= []).push(args);
    };
    queued.queue = [];
    window.mindbox = queued;
  }
  return window.mindbox;
}

/**
 * Creates the tracker for the site's integration point. The shop's device id goes into the
 * tracker's own device cookie first, so the tracker and the API calls (X-Device-Id) speak of
 * one device.
 */
export function createMindboxTracker(endpointId: string, deviceId: string): void {
  document.cookie = mindboxDeviceCookie(deviceId, window.location.protocol === 'https:');
  mindboxQueue()('create', { endpointId });
}

/** Sends the basket's product list with the configured operation (docs/product.md#basket, docs/product.md#api-calls). */
export function sendMindboxCart(
  operation: string,
  lines: readonly { productId: number; quantity: number }[],
): void {
  mindboxQueue()('async', {
    operation,
    data: { productList: mindboxProductList(lines) },
    onError: (error: unknown) => console.error('Ошибка отправки корзины в Mindbox', error),
  });
}
