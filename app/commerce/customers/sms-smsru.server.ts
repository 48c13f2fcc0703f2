import { z } from 'zod';
import { type SmsProvider, SmsSendError } from './sms-provider.server';

/** The SMS.ru method that sends a message (HTTP API, JSON answers with json=1). */
export const SMSRU_SEND_URL = 'https://sms.ru/sms/send';

export interface SmsRuOptions {
  /** The account's api_id. */
  apiId: string;
  /** An approved sender name; the account's default when absent. */
  sender?: string;
  /** test=1: the gateway validates and answers as usual but sends and charges nothing. */
  test?: boolean;
  timeoutMs: number;
}

const PerNumberSchema = z.object({
  status: z.string(),
  status_code: z.coerce.number().optional(),
  status_text: z.string().optional(),
  sms_id: z.string().optional(),
});

/**
 * The answer of sms/send: the request's status ('OK' or 'ERROR' with a status_code such as
 * 200 wrong api_id or 201 no money) and, when OK, a status per number (it may still be
 * 'ERROR', e.g. 202 wrong number or 207 no route).
 */
const SendAnswerSchema = z.object({
  status: z.string(),
  status_code: z.coerce.number().optional(),
  status_text: z.string().optional(),
  sms: z.record(PerNumberSchema).optional(),
});

function describe(part: { status_code?: number; status_text?: string }): string {
  return (
    [part.status_code, part.status_text].filter((v) => v !== undefined && v !== '').join(' ') || 'no details'
  );
}

/**
 * SMS.ru adapter: POSTs the form fields api_id, to, msg, json=1 (and from, test) to sms/send.
 * The message counts as sent only when both the request and the recipient's own entry say OK;
 * anything else (HTTP error, unreadable answer, ERROR, timeout) throws SmsSendError. The key
 * travels in the body, never in the URL, so it stays out of proxy logs.
 */
export function createSmsRuProvider(options: SmsRuOptions): SmsProvider {
  return {
    name: 'smsru',
    async send({ to, text }) {
      const number = to.replace(/\D/g, '');
      const form = new URLSearchParams({ api_id: options.apiId, to: number, msg: text, json: '1' });
      if (options.sender) form.set('from', options.sender);
      if (options.test) form.set('test', '1');

      let response: Response;
      try {
        response = await fetch(SMSRU_SEND_URL, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new SmsSendError(
          timedOut ? `SMS.ru did not answer in ${options.timeoutMs} ms` : 'SMS.ru is unreachable',
          {
            cause: error,
          },
        );
      }
      if (!response.ok) throw new SmsSendError(`SMS.ru answered HTTP ${response.status}`);

      let answer: z.infer<typeof SendAnswerSchema>;
      try {
        answer = SendAnswerSchema.parse(await response.json());
      } catch (error) {
        throw new SmsSendError('SMS.ru sent an unreadable answer', { cause: error });
      }
      if (answer.status !== 'OK') throw new SmsSendError(`SMS.ru refused the request: ${describe(answer)}`);
      const entry = answer.sms?.[number];
      if (!entry) throw new SmsSendError('SMS.ru did not report on the recipient');
      if (entry.status !== 'OK') throw new SmsSendError(`SMS.ru refused the recipient: ${describe(entry)}`);
    },
  };
}
