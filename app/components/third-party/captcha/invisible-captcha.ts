// One invisible SmartCaptcha widget as a promise of a token: render it once, then each
// `token()` runs the check (execute) and settles with the widget's answer. The widget shows a
// challenge only to visitors it finds suspicious; everyone else gets a token at once.

import type { SmartCaptchaApi } from './smart-captcha';

/** Why no token came; `message` is what the form shows. */
export class CaptchaError extends Error {
  constructor(
    readonly reason: 'network' | 'closed' | 'broken',
    message: string,
  ) {
    super(message);
    this.name = 'CaptchaError';
  }
}

export const CAPTCHA_FORM_MESSAGES = {
  /** docs/product.md#errors, word for word (its spelling too). */
  network: 'Network error occured',
  /** The challenge was closed unsolved. */
  closed: 'Подтверди, что ты не робот',
  /** The widget itself failed. */
  broken: 'Не получилось проверить, что ты не робот. Попробуй ещё раз',
} as const;

export const captchaError = (reason: CaptchaError['reason']) =>
  new CaptchaError(reason, CAPTCHA_FORM_MESSAGES[reason]);

/**
 * The widget reports a hidden challenge before or after its callback, depending on how the
 * challenge ended; a close counts as "not solved" only when no token follows shortly.
 */
const CLOSED_GRACE_MS = 500;

export interface InvisibleCaptcha {
  /** A fresh single-use token, or a CaptchaError. Concurrent calls share one check. */
  token(): Promise<string>;
  destroy(): void;
}

export function createInvisibleCaptcha(
  api: SmartCaptchaApi,
  container: HTMLElement,
  siteKey: string,
  timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis,
): InvisibleCaptcha {
  let pending: { resolve(token: string): void; reject(error: CaptchaError): void } | null = null;
  let running: Promise<string> | null = null;
  let closedTimer: ReturnType<typeof setTimeout> | undefined;

  const settle = (outcome: { token: string } | { error: CaptchaError }) => {
    timers.clearTimeout(closedTimer);
    const current = pending;
    pending = null;
    running = null;
    if (!current) return;
    // A token is good for one check: the next submit needs a new run of the widget.
    api.reset(widgetId);
    if ('token' in outcome) current.resolve(outcome.token);
    else current.reject(outcome.error);
  };

  const widgetId = api.render(container, {
    sitekey: siteKey,
    invisible: true,
    hl: 'ru',
    shieldPosition: 'bottom-left',
    callback: (token) => settle({ token }),
  });
  const unsubscribe = [
    api.subscribe(widgetId, 'network-error', () => settle({ error: captchaError('network') })),
    api.subscribe(widgetId, 'javascript-error', () => settle({ error: captchaError('broken') })),
    api.subscribe(widgetId, 'challenge-hidden', () => {
      timers.clearTimeout(closedTimer);
      closedTimer = timers.setTimeout(() => settle({ error: captchaError('closed') }), CLOSED_GRACE_MS);
    }),
  ];

  return {
    token() {
      if (running) return running;
      const run = new Promise<string>((resolve, reject) => {
        pending = { resolve, reject };
      });
      running = run;
      api.execute(widgetId);
      return run;
    },
    destroy() {
      timers.clearTimeout(closedTimer);
      for (const stop of unsubscribe) stop();
      api.destroy(widgetId);
      pending?.reject(captchaError('closed'));
      pending = null;
      running = null;
    },
  };
}
