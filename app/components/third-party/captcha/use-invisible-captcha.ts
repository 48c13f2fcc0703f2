import { type RefObject, useCallback, useEffect, useRef } from 'react';
import {
  captchaError,
  CaptchaError,
  createInvisibleCaptcha,
  type InvisibleCaptcha,
} from './invisible-captcha';
import { loadSmartCaptcha } from './smart-captcha';

export type CaptchaHandle = {
  /** Where the widget lives; render it inside the form's dialog. */
  containerRef: RefObject<HTMLDivElement>;
  /** A fresh token for one request, or a CaptchaError whose message the form shows. */
  token(): Promise<string>;
};

/**
 * The invisible SmartCaptcha of a form, or null without a site key. The script is loaded when
 * the component using this mounts (the sign-in dialog opening), not with the page; the widget
 * is removed when it unmounts. A script that could not load is tried again on the next submit.
 */
export function useInvisibleCaptcha(siteKey: string | null): CaptchaHandle | null {
  const containerRef = useRef<HTMLDivElement>(null);
  const widget = useRef<Promise<InvisibleCaptcha> | null>(null);

  const start = useCallback((key: string) => {
    const promise = loadSmartCaptcha().then((api) => {
      if (!containerRef.current) throw new Error('the captcha container is gone');
      return createInvisibleCaptcha(api, containerRef.current, key);
    });
    widget.current = promise;
    promise.catch((error: unknown) => {
      console.error('[captcha] the widget could not start', error instanceof Error ? error.message : error);
      if (widget.current === promise) widget.current = null;
    });
    return promise;
  }, []);

  useEffect(() => {
    if (!siteKey) return;
    const promise = start(siteKey);
    return () => {
      if (widget.current === promise) widget.current = null;
      promise.then(
        (captcha) => captcha.destroy(),
        () => {},
      );
    };
  }, [siteKey, start]);

  const token = useCallback(async () => {
    if (!siteKey) return '';
    let captcha: InvisibleCaptcha;
    try {
      captcha = await (widget.current ?? start(siteKey));
    } catch {
      // No script, no widget: from the visitor's side that is the widget's network failing.
      throw captchaError('network');
    }
    return captcha.token();
  }, [siteKey, start]);

  return siteKey ? { containerRef, token } : null;
}

/** The form's message for a failed captcha run (anything unexpected reads as the widget failing). */
export function captchaMessage(error: unknown): string {
  return (error instanceof CaptchaError ? error : captchaError('broken')).message;
}
