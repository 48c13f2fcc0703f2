// The browser side of analytics: ecommerce objects onto window.dataLayer (always; Metrica reads
// them when its counter is on) and the statistics beacon (when configured). Called from effects
// and event handlers only, so without JavaScript nothing is pushed or sent.

import {
  actionEvent,
  type AnalyticsProduct,
  type EcommerceEvent,
  impressionsEvent,
  purchaseEvent,
} from './analytics-product';
import { type BeaconSubject, beaconBody, sendBeacon } from './stats-beacon';

/** Public analytics configuration from root data (no secrets: the beacon key travels in every beacon). */
export type AnalyticsConfig = {
  /** Yandex Metrica counter id, null when YANDEX_METRIKA_ID is not set. */
  metrikaId: string | null;
  beacon: null | { url: string; key: string };
};

type BeaconState = { url: string; key: string; userId: number | null };
let beacon: BeaconState | null = null;

/** Set by AnalyticsRoot on every render: the beacon target and who is signed in. */
export function configureBeacon(state: BeaconState | null): void {
  beacon = state;
}

const SESSION_KEY_NAME = 'stats-session-key';
let memorySessionKey: string | null = null;

/** One random key per browser tab session (sessionStorage), so a reload keeps it. */
function sessionKey(): string {
  try {
    let key = sessionStorage.getItem(SESSION_KEY_NAME);
    if (!key) {
      key = crypto.randomUUID();
      sessionStorage.setItem(SESSION_KEY_NAME, key);
    }
    return key;
  } catch {
    return (memorySessionKey ??= crypto.randomUUID());
  }
}

function sendStats(subject: BeaconSubject): void {
  if (!beacon || typeof navigator.sendBeacon !== 'function') return;
  const body = beaconBody(subject, {
    userId: beacon.userId,
    sessionKey: sessionKey(),
    width: window.innerWidth,
    key: beacon.key,
  });
  sendBeacon(beacon.url, body);
}

function push(event: EcommerceEvent): void {
  (window.dataLayer ??= []).push(event);
}

export function trackPageView(path: string): void {
  sendStats({ event: 'page_view', path });
}

export function trackImpressions(products: AnalyticsProduct[]): void {
  if (products.length > 0) push(impressionsEvent(products));
}

export function trackClick(product: AnalyticsProduct): void {
  push(actionEvent('click', [product]));
}

export function trackDetail(product: AnalyticsProduct): void {
  push(actionEvent('detail', [product]));
  sendStats({ event: 'product_view', productCode: product.id });
}

/** Units put into the basket (quantity = the delta). */
export function trackAdd(products: AnalyticsProduct[]): void {
  if (products.length === 0) return;
  push(actionEvent('add', products));
  for (const product of products) sendStats({ event: 'add_to_cart', productCode: product.id });
}

/** Units taken out of the basket (quantity = the delta). */
export function trackRemove(products: AnalyticsProduct[]): void {
  if (products.length > 0) push(actionEvent('remove', products));
}

const PURCHASES_NAME = 'analytics-purchases';
/** Enough to cover any shopper's recent orders; older numbers fall off. */
const PURCHASES_KEPT = 50;
const memoryPurchases = new Set<string>();

function reportedPurchases(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PURCHASES_NAME) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [...memoryPurchases];
  }
}

function rememberPurchase(number: string, known: string[]): void {
  memoryPurchases.add(number);
  try {
    localStorage.setItem(PURCHASES_NAME, JSON.stringify([...known, number].slice(-PURCHASES_KEPT)));
  } catch {
    // Storage refused (private mode, quota): this tab still remembers it in memory.
  }
}

/**
 * The purchase, once per order number in this browser: the done page pushes it on its first
 * showing and never again on a reload or a later visit.
 */
export function trackPurchaseOnce(order: Parameters<typeof purchaseEvent>[0]): boolean {
  const known = reportedPurchases();
  if (known.includes(order.number) || memoryPurchases.has(order.number)) return false;
  rememberPurchase(order.number, known);
  push(purchaseEvent(order));
  sendStats({ event: 'purchase', orderNumber: order.number });
  return true;
}
