// Yandex Metrica's documented tag: a `ym` queue on window, tag.js loaded async, then
// ym(id, 'init', …) with ecommerce read from window.dataLayer. Loaded after hydration, so a
// page without JavaScript loads nothing; SPA navigations are reported as ym(id, 'hit', …).

export const METRIKA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

type Ym = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

declare global {
  interface Window {
    ym?: Ym;
  }
}

/** The counter's init options: ecommerce from dataLayer, accurate bounces, no session replay. */
export function metrikaInitOptions(): Record<string, unknown> {
  return {
    ecommerce: 'dataLayer',
    accurateTrackBounce: true,
    clickmap: true,
    trackLinks: true,
    webvisor: false,
  };
}

/** The page's CSP nonce, read back from a script Remix rendered (browsers hide the attribute's value). */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** Queues the init call and adds tag.js once; later calls do nothing. */
export function loadMetrika(counterId: string): void {
  if (window.ym) return;
  const queue: Ym = (...args: unknown[]) => {
    (queue.a ??= []).push(args);
  };
  queue.l = Date.now();
  window.ym = queue;
  const script = document.createElement('script');
  script.async = true;
  script.src = METRIKA_TAG_URL;
  script.nonce = pageNonce();
  document.head.appendChild(script);
  window.ym(Number(counterId), 'init', metrikaInitOptions());
}

/** A client-side navigation as a page view of the counter. */
export function metrikaHit(counterId: string, url: string, referer: string): void {
  window.ym?.(Number(counterId), 'hit', url, { referer });
}
