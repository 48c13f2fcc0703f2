import { z } from 'zod';
import { ApiError } from '../http/errors.server';
import { logger } from '../../utils/log.server';

const log = logger('captcha');

/** Yandex SmartCaptcha's server API (CAPTCHA_API_URL's default); tokens are checked at its /validate. */
export const SMARTCAPTCHA_API_URL = 'https://smartcaptcha.yandexcloud.net';

/** The check's address under a server API base (a trailing slash or not). */
export const smartCaptchaValidateUrl = (apiUrl: string) => `${apiUrl.replace(/\/+$/, '')}/validate`;

/** Checks a captcha token; resolves when the person passed, throws an ApiError otherwise. */
export interface CaptchaVerifier {
  readonly enabled: boolean;
  verify(token: string, ip: string): Promise<void>;
}

export const CAPTCHA_MESSAGES = {
  missing: 'Подтверди, что ты не робот',
  failed: 'Проверка на робота не пройдена. Попробуй ещё раз',
  unavailable: 'Не получилось проверить, что ты не робот. Попробуй ещё раз через минуту',
} as const;

const ValidateAnswerSchema = z.object({ status: z.string(), message: z.string().optional() });

/** Without a server key nothing is checked (development and the tests; docs/configuration.md says so). */
export const skipCaptcha: CaptchaVerifier = { enabled: false, verify: async () => {} };

/**
 * SmartCaptcha check: POST secret, token and the shopper's IP as a form to /validate; only
 * {"status":"ok"} passes. A token is single-use on Yandex's side, so a replayed one fails.
 * When the service cannot be asked (network, timeout, HTTP error) the request is refused
 * too: sending an SMS unchecked is what the captcha exists to prevent.
 */
export function createSmartCaptchaVerifier(options: {
  serverKey: string;
  timeoutMs: number;
  /** SMARTCAPTCHA_API_URL unless told otherwise. */
  apiUrl?: string;
}): CaptchaVerifier {
  const validateUrl = smartCaptchaValidateUrl(options.apiUrl ?? SMARTCAPTCHA_API_URL);
  return {
    enabled: true,
    async verify(token, ip) {
      if (!token)
        throw new ApiError(400, CAPTCHA_MESSAGES.missing, [
          { property: 'token', message: CAPTCHA_MESSAGES.missing },
        ]);
      const form = new URLSearchParams({ secret: options.serverKey, token });
      if (ip !== 'unknown') form.set('ip', ip);
      let answer: z.infer<typeof ValidateAnswerSchema>;
      try {
        const response = await fetch(validateUrl, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) throw new Error(`SmartCaptcha answered HTTP ${response.status}`);
        answer = ValidateAnswerSchema.parse(await response.json());
      } catch (error) {
        log.error({ error: error instanceof Error ? error.message : error }, 'the check could not be made');
        throw new ApiError(503, CAPTCHA_MESSAGES.unavailable);
      }
      if (answer.status !== 'ok') throw new ApiError(403, CAPTCHA_MESSAGES.failed);
    },
  };
}
