import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One message the console SMS provider wrote to DATA_DIR/sms-outbox.jsonl. The provider
 * decides the exact fields; the recipient is read from `phone` or `to`, the text from `text`.
 */
export type OutboxMessage = Record<string, unknown> & { phone?: string; to?: string; text?: string };

/** The JSON lines of a file under `dataDir` (an outbox), oldest first; empty before the first. */
export function readJsonLines<T>(dataDir: string, file: string): T[] {
  let content: string;
  try {
    content = fs.readFileSync(path.join(dataDir, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return content
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** Every message sent so far by the server whose DATA_DIR is given (empty before the first). */
export function readOutbox(dataDir: string): OutboxMessage[] {
  return readJsonLines<OutboxMessage>(dataDir, 'sms-outbox.jsonl');
}

const digitsOf = (phone: unknown) => String(phone ?? '').replace(/\D/g, '');

/** Messages sent to one phone, in any notation (+7 (999) 123-45-67 or +79991234567). */
export function messagesTo(dataDir: string, phone: string): OutboxMessage[] {
  const wanted = digitsOf(phone);
  return readOutbox(dataDir).filter((m) => digitsOf(m.phone ?? m.to) === wanted);
}

/**
 * Waits for the latest 4-digit code sent to a phone after `sentBefore` messages (pass the
 * count read before the request, so an older code is never picked up).
 */
export async function waitForCode(
  dataDir: string,
  phone: string,
  sentBefore = 0,
  timeoutMs = 5_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = messagesTo(dataDir, phone).slice(sentBefore);
    const code =
      fresh.length > 0 ? /\b(\d{4})\b/.exec(String(fresh[fresh.length - 1].text ?? ''))?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline)
      throw new Error(`No SMS code for ${phone} in ${path.join(dataDir, 'sms-outbox.jsonl')}`);
    await sleep(100);
  }
}
