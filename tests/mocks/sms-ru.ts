// msw stand-in for SMS.ru's sms/send method: answers as the real gateway does (json=1) for a
// sent message and for each way it fails, and records the form fields it received.
import { delay, http, HttpResponse } from 'msw';
import { SMSRU_SEND_URL } from '~/commerce/customers/sms-smsru.server';

export type SmsRuBehaviour =
  | 'sent'
  /** HTTP 500 from the gateway. */
  | 'http-500'
  /** The request refused as a whole: status ERROR, 200 wrong api_id. */
  | 'request-error'
  /** The request accepted but this number refused: 207 no route. */
  | 'number-error'
  /** An HTML page instead of JSON. */
  | 'garbage'
  /** No answer for far longer than any timeout. */
  | 'hang';

export interface SmsRuMock {
  behaviour: SmsRuBehaviour;
  /** Form fields of every request, in order. */
  requests: Record<string, string>[];
  handler: ReturnType<typeof http.post>;
}

export function smsRuMock(): SmsRuMock {
  const mock: SmsRuMock = {
    behaviour: 'sent',
    requests: [],
    handler: http.post(SMSRU_SEND_URL, async ({ request }) => {
      const fields = Object.fromEntries(new URLSearchParams(await request.text()));
      mock.requests.push(fields);
      const to = fields.to ?? '';
      switch (mock.behaviour) {
        case 'sent':
          return HttpResponse.json({
            status: 'OK',
            status_code: 100,
            sms: { [to]: { status: 'OK', status_code: 100, sms_id: '000000-10000000' } },
            balance: 4122.56,
          });
        case 'http-500':
          return new HttpResponse('Internal Server Error', { status: 500 });
        case 'request-error':
          return HttpResponse.json({ status: 'ERROR', status_code: 200, status_text: 'Неправильный api_id' });
        case 'number-error':
          return HttpResponse.json({
            status: 'OK',
            status_code: 100,
            sms: {
              [to]: {
                status: 'ERROR',
                status_code: 207,
                status_text: 'На этот номер нельзя отправлять сообщения',
              },
            },
            balance: 4122.56,
          });
        case 'garbage':
          return new HttpResponse('<html>502 Bad Gateway</html>', {
            headers: { 'Content-Type': 'text/html' },
          });
        case 'hang':
          await delay(60_000);
          return HttpResponse.json({ status: 'OK' });
      }
    }),
  };
  return mock;
}
