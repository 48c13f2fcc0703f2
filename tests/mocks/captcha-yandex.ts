// msw stand-in for Yandex SmartCaptcha's server-side /validate call: passes the tokens it was
// told to, fails the rest as the real service does, or breaks like a network would.
import { http, HttpResponse } from 'msw';
import { SMARTCAPTCHA_API_URL, smartCaptchaValidateUrl } from '~/commerce/customers/captcha.server';

export type CaptchaBehaviour = 'answer' | 'http-500' | 'network-error';

export interface CaptchaMock {
  behaviour: CaptchaBehaviour;
  /** Tokens the service considers passed by a human. */
  humanTokens: Set<string>;
  /** Form fields of every request, in order. */
  requests: Record<string, string>[];
  handler: ReturnType<typeof http.post>;
}

/** The service at its real address, or at `apiUrl` (what CAPTCHA_API_URL would name). */
export function captchaMock(serverKey: string, apiUrl = SMARTCAPTCHA_API_URL): CaptchaMock {
  const mock: CaptchaMock = {
    behaviour: 'answer',
    humanTokens: new Set(),
    requests: [],
    handler: http.post(smartCaptchaValidateUrl(apiUrl), async ({ request }) => {
      const fields = Object.fromEntries(new URLSearchParams(await request.text()));
      mock.requests.push(fields);
      if (mock.behaviour === 'network-error') return HttpResponse.error();
      if (mock.behaviour === 'http-500') return new HttpResponse(null, { status: 500 });
      if (fields.secret !== serverKey) {
        return HttpResponse.json(
          { status: 'failed', message: 'Authentication failed. Secret has not provided.' },
          { status: 403 },
        );
      }
      if (!mock.humanTokens.delete(fields.token ?? '')) {
        // A token is good for one check only, as on the real service.
        return HttpResponse.json({ status: 'failed', message: 'Invalid or expired Token.' });
      }
      return HttpResponse.json({ status: 'ok', message: '', host: 'shop.test' });
    }),
  };
  return mock;
}
