// Yandex SmartCaptcha's browser side (docs/product.md#api-calls: the captcha widget, invisible, shield bottom-left,
// language ru): the script address, the part of its `window.smartCaptcha` API the shop uses,
// and the loader. The script is added only when the sign-in dialog opens, once per page load,
// with the page's CSP nonce (also trusted through 'strict-dynamic', as our own code adds it).

/** Where the widget's script, frames and calls come from; the CSP allows it only when the captcha is on. */
export const SMARTCAPTCHA_ORIGIN = 'https://smartcaptcha.yandexcloud.net';

/** The global function the script calls once `window.smartCaptcha` is ready (its `onload` parameter). */
export const SMARTCAPTCHA_ONLOAD = 'onShopSmartCaptchaLoad';

/** The advanced ("render=onload") way in: the script calls our onload function and draws nothing itself. */
export const SMARTCAPTCHA_SCRIPT_URL = `${SMARTCAPTCHA_ORIGIN}/captcha.js?render=onload&onload=${SMARTCAPTCHA_ONLOAD}`;

/** The widget events the shop listens to (the vendor has a few more). */
export type SmartCaptchaEvent =
  'success' | 'network-error' | 'challenge-hidden' | 'javascript-error' | 'token-expired';

export interface SmartCaptchaParams {
  sitekey: string;
  invisible: boolean;
  hl: 'ru';
  shieldPosition: 'bottom-left';
  callback(token: string): void;
}

/** The part of `window.smartCaptcha` the shop uses. */
export interface SmartCaptchaApi {
  render(container: HTMLElement, params: SmartCaptchaParams): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
  destroy(widgetId: number): void;
  subscribe(widgetId: number, event: SmartCaptchaEvent, listener: (data?: unknown) => void): () => void;
}

declare global {
  interface Window {
    smartCaptcha?: SmartCaptchaApi;
    [SMARTCAPTCHA_ONLOAD]?: () => void;
  }
}

/** A script that neither loads nor fails (a stalled network) is given up after this long. */
const LOAD_TIMEOUT_MS = 15_000;

let loading: Promise<SmartCaptchaApi> | null = null;

/** The nonce the page's own scripts carry (the browser hides the attribute, not the property). */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

function injectScript(): Promise<SmartCaptchaApi> {
  return new Promise<SmartCaptchaApi>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('the captcha script timed out')), LOAD_TIMEOUT_MS);
    const done = () => {
      window.clearTimeout(timer);
      if (window.smartCaptcha) resolve(window.smartCaptcha);
      else reject(new Error('the captcha script loaded without window.smartCaptcha'));
    };
    window[SMARTCAPTCHA_ONLOAD] = done;
    const script = document.createElement('script');
    script.src = SMARTCAPTCHA_SCRIPT_URL;
    script.async = true;
    script.nonce = pageNonce();
    script.onerror = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error('the captcha script failed to load'));
    };
    document.head.appendChild(script);
  });
}

/** `window.smartCaptcha`, ready; one script per page load, a failed load is tried again next time. */
export function loadSmartCaptcha(): Promise<SmartCaptchaApi> {
  if (window.smartCaptcha) return Promise.resolve(window.smartCaptcha);
  if (loading) return loading;
  const promise = injectScript();
  loading = promise;
  promise.catch(() => {
    if (loading === promise) loading = null;
  });
  return promise;
}
