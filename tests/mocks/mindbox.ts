// msw stand-in for Mindbox's customer API (v3 asynchronous operations): answers as the real
// service does once it has queued an operation, refuses a wrong secret key, or breaks like a
// failing service, a dead network or a hung connection would.
import { delay, http, HttpResponse } from 'msw';

export type MindboxBehaviour = 'answer' | 'http-500' | 'network-error' | 'hang';

export interface MindboxCall {
  endpointId: string | null;
  operation: string | null;
  deviceUUID: string | null;
  authorization: string | null;
  customerIp: string | null;
  body: unknown;
}

export interface MindboxMock {
  behaviour: MindboxBehaviour;
  calls: MindboxCall[];
  handler: ReturnType<typeof http.post>;
}

export function mindboxMock(apiUrl: string, secretKey: string): MindboxMock {
  const mock: MindboxMock = {
    behaviour: 'answer',
    calls: [],
    handler: http.post(`${apiUrl.replace(/\/+$/, '')}/v3/operations/async`, async ({ request }) => {
      const url = new URL(request.url);
      mock.calls.push({
        endpointId: url.searchParams.get('endpointId'),
        operation: url.searchParams.get('operation'),
        deviceUUID: url.searchParams.get('deviceUUID'),
        authorization: request.headers.get('Authorization'),
        customerIp: request.headers.get('X-Customer-IP'),
        body: await request.json(),
      });
      if (mock.behaviour === 'network-error') return HttpResponse.error();
      if (mock.behaviour === 'http-500') return new HttpResponse('Internal error', { status: 500 });
      if (mock.behaviour === 'hang') await delay('infinite');
      if (request.headers.get('Authorization') !== `Mindbox secretKey="${secretKey}"`) {
        return HttpResponse.json(
          { status: 'ProtocolError', errorMessage: 'Неверный секретный ключ' },
          { status: 401 },
        );
      }
      return HttpResponse.json({ status: 'Success' });
    }),
  };
  return mock;
}
