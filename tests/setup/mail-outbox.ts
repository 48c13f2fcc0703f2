import { setTimeout as sleep } from 'node:timers/promises';
import { readJsonLines } from './outbox';

/** One letter the outbox mail provider wrote to DATA_DIR/mail-outbox.jsonl. */
export interface MailOutboxLetter {
  to: string;
  subject: string;
  text: string;
  html: string;
  at: string;
}

/** Every letter sent so far by the server whose DATA_DIR is given (empty before the first). */
export function readMailOutbox(dataDir: string): MailOutboxLetter[] {
  return readJsonLines<MailOutboxLetter>(dataDir, 'mail-outbox.jsonl');
}

/** Letters to one address, in any letter case. */
export function lettersTo(dataDir: string, address: string): MailOutboxLetter[] {
  return readMailOutbox(dataDir).filter((letter) => letter.to.toLowerCase() === address.toLowerCase());
}

/**
 * Waits until `read` gives at least `count` items and answers them: messages are delivered
 * after the commit, a moment after the response that caused them.
 */
export async function waitForMessages<T>(read: () => T[], count: number, timeoutMs = 5_000): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const items = read();
    if (items.length >= count) return items;
    if (Date.now() > deadline) throw new Error(`Expected ${count} message(s), found ${items.length}`);
    await sleep(50);
  }
}
