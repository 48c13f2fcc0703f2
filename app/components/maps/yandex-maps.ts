// The Yandex Maps JS API v3 (docs/product.md#api-calls: the maps service, language ru_RU, version v3), loaded
// in the browser only, only where a map is shown (the shops page, checkout's pickup points),
// and once per page load. The CSP allows api-maps.yandex.ru; a script added by our own
// (nonce-trusted) code is trusted through 'strict-dynamic', so no nonce has to reach the browser.

import type { LngLat } from './map-view';

/** The maps service's loading status (docs/product.md#flows). */
export type MapStatus = 'pending' | 'loading' | 'loaded' | 'error';

/** The script address for a key. */
export function yandexMapsScriptUrl(apiKey: string): string {
  const query = new URLSearchParams({ apikey: apiKey, lang: 'ru_RU' });
  return `https://api-maps.yandex.ru/v3/?${query.toString()}`;
}

// The part of the ymaps3 global this page uses.
export interface YMapLocation {
  center: LngLat;
  zoom: number;
  duration?: number;
}
export interface YMapInstance {
  addChild(child: unknown): YMapInstance;
  update(props: { location: YMapLocation }): void;
  destroy(): void;
}
export interface Ymaps3 {
  ready: Promise<void>;
  YMap: new (element: HTMLElement, props: { location: YMapLocation; behaviors?: string[] }) => YMapInstance;
  YMapDefaultSchemeLayer: new (props?: Record<string, unknown>) => unknown;
  YMapDefaultFeaturesLayer: new (props?: Record<string, unknown>) => unknown;
  YMapMarker: new (props: { coordinates: LngLat; title?: string }, element: HTMLElement) => unknown;
}

declare global {
  interface Window {
    ymaps3?: Ymaps3;
  }
}

/** Gives up on a script that neither loads nor fails (a stalled network). */
const LOAD_TIMEOUT_MS = 15_000;

let loading: { key: string; promise: Promise<Ymaps3> } | null = null;

function injectScript(apiKey: string): Promise<Ymaps3> {
  return new Promise<Ymaps3>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = yandexMapsScriptUrl(apiKey);
    script.async = true;
    const timer = window.setTimeout(() => reject(new Error('the maps script timed out')), LOAD_TIMEOUT_MS);
    script.onload = () => {
      window.clearTimeout(timer);
      const api = window.ymaps3;
      if (!api) reject(new Error('the maps script loaded without ymaps3'));
      else api.ready.then(() => resolve(api), reject);
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('the maps script failed to load'));
    };
    document.head.appendChild(script);
  });
}

/** ymaps3, ready to draw; one script per page load, a failed load is tried again next time. */
export function loadYandexMaps(apiKey: string): Promise<Ymaps3> {
  if (loading?.key === apiKey) return loading.promise;
  const promise = injectScript(apiKey);
  loading = { key: apiKey, promise };
  promise.catch(() => {
    if (loading?.promise === promise) loading = null;
  });
  return promise;
}
