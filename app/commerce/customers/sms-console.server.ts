import fs from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '../../utils/env.server';
import type { SmsProvider } from './sms-provider.server';

/** The file the console provider appends to: one JSON object per line. */
export function smsOutboxFile(): string {
  return path.join(dataDir(), 'sms-outbox.jsonl');
}

/**
 * The default provider for development, demos and tests: nothing leaves the machine. Each
 * message is printed and appended as {"to","text","at"} to DATA_DIR/sms-outbox.jsonl, where
 * a developer or a browser test reads the code. One short appended line is written in one
 * go, so instances sharing DATA_DIR do not interleave.
 */
export function createConsoleSmsProvider(file: () => string = smsOutboxFile): SmsProvider {
  return {
    name: 'console',
    async send({ to, text }) {
      console.log(`[sms] → ${to}: ${text}`);
      const outbox = file();
      await fs.mkdir(path.dirname(outbox), { recursive: true });
      await fs.appendFile(outbox, `${JSON.stringify({ to, text, at: new Date().toISOString() })}\n`);
    },
  };
}
