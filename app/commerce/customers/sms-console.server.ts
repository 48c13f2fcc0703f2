import fs from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '../../utils/env.server';
import type { SmsProvider } from './sms-provider.server';
import { logger } from '../../utils/log.server';
import { maskLinks, maskPhone } from '../../utils/log-redact';
import { isProduction } from '../../utils/shop-mode.server';

// The demo's sign-in codes are read from the log, which is this provider's purpose; every
// other line keeps codes out. So the messages go through a channel of their own, named so an
// operator or a test can tell it apart, and silent in production (which refuses this
// provider anyway). The phone and the links' tokens are masked there too; only the text
// (the code) is shown: docs/decisions/0084-logs.md.
const demoSms = logger('demo-sms');

/** The file the console provider appends to: one JSON object per line. */
export function smsOutboxFile(): string {
  return path.join(dataDir(), 'sms-outbox.jsonl');
}

/**
 * The default provider for development, demos and tests: nothing leaves the machine. Each
 * message is printed (on the demo-sms log channel, the phone masked) and appended as
 * {"to","text","at"} to DATA_DIR/sms-outbox.jsonl, where a developer or a browser test reads
 * the code. One short appended line is written in one go, so instances sharing DATA_DIR do
 * not interleave.
 */
export function createConsoleSmsProvider(file: () => string = smsOutboxFile): SmsProvider {
  return {
    name: 'console',
    async send({ to, text }) {
      if (!isProduction()) demoSms.info(`→ ${maskPhone(to)}: ${maskLinks(text)}`);
      const outbox = file();
      await fs.mkdir(path.dirname(outbox), { recursive: true });
      await fs.appendFile(outbox, `${JSON.stringify({ to, text, at: new Date().toISOString() })}\n`);
    },
  };
}
