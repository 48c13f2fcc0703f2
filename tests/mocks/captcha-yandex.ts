// Stand-ins for Yandex SmartCaptcha's server-side /validate call: passes the tokens it was
// told to, fails the rest as the real service does, or breaks like a network would. As an
// msw handler (for code running in the test process) and as a small local HTTP server (for a
// test server started with CAPTCHA_API_URL pointing at it).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { http as mswHttp, HttpResponse } from 'msw';
import { SMARTCAPTCHA_API_URL, smartCaptchaValidateUrl } from '~/commerce/customers/captcha.server';

export type CaptchaBehaviour = 'answer' | 'http-500' | 'network-error';

export interface CaptchaService {
  behaviour: CaptchaBehaviour;
  /** Tokens the service considers passed by a human. */
  humanTokens: Set<string>;
  /** Form fields of every request, in order. */
  requests: Record<string, string>[];
}

type Answer = 'network-error' | { status: number; body: unknown };

/** What the service answers a /validate form, as the real one does (a token is good once). */
function answer(service: CaptchaService, serverKey: string, fields: Record<string, string>): Answer {
  service.requests.push(fields);
  if (service.behaviour === 'network-error') return 'network-error';
  if (service.behaviour === 'http-500') return { status: 500, body: null };
  if (fields.secret !== serverKey) {
    return {
      status: 403,
      body: { status: 'failed', message: 'Authentication failed. Secret has not provided.' },
    };
  }
  if (!service.humanTokens.delete(fields.token ?? '')) {
    return { status: 200, body: { status: 'failed', message: 'Invalid or expired Token.' } };
  }
  return { status: 200, body: { status: 'ok', message: '', host: 'shop.test' } };
}

const newService = (): CaptchaService => ({ behaviour: 'answer', humanTokens: new Set(), requests: [] });

export interface CaptchaMock extends CaptchaService {
  handler: ReturnType<typeof mswHttp.post>;
}

/** The service at its real address, or at `apiUrl` (what CAPTCHA_API_URL would name), for msw. */
export function captchaMock(serverKey: string, apiUrl = SMARTCAPTCHA_API_URL): CaptchaMock {
  const mock: CaptchaMock = {
    ...newService(),
    handler: mswHttp.post(smartCaptchaValidateUrl(apiUrl), async ({ request }) => {
      const result = answer(mock, serverKey, Object.fromEntries(new URLSearchParams(await request.text())));
      if (result === 'network-error') return HttpResponse.error();
      return result.body === null
        ? new HttpResponse(null, { status: result.status })
        : HttpResponse.json(result.body, { status: result.status });
    }),
  };
  return mock;
}

export interface CaptchaStandIn extends CaptchaService {
  /** The base to give the server as CAPTCHA_API_URL. */
  url: string;
  stop(): Promise<void>;
}

/** The service as a local HTTP server on a free port of 127.0.0.1. */
export async function startCaptchaStandIn(serverKey: string): Promise<CaptchaStandIn> {
  const service = newService();
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/validate') {
        response.writeHead(404).end();
        return;
      }
      const result = answer(service, serverKey, Object.fromEntries(new URLSearchParams(body)));
      if (result === 'network-error') {
        request.socket.destroy();
        return;
      }
      response.writeHead(result.status, { 'Content-Type': 'application/json' });
      response.end(result.body === null ? '' : JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(service, {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
