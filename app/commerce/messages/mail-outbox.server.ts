import fs from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '../../utils/env.server';
import type { MailProvider } from './mail-provider.server';
import { logger } from '../../utils/log.server';
import { maskEmail } from '../../utils/log-redact';

const log = logger('mail');

/** The file the outbox provider appends to: one JSON object per line. */
export function mailOutboxFile(): string {
  return path.join(dataDir(), 'mail-outbox.jsonl');
}

/**
 * The default provider for development, demos and tests, the twin of the console SMS
 * provider: nothing leaves the machine. Each letter is logged by subject and appended as
 * {"to","subject","text","html","at"} to DATA_DIR/mail-outbox.jsonl, where a developer or a
 * test reads it (a confirmation link, a promo code). One appended line is written in one go,
 * so instances sharing DATA_DIR do not interleave.
 */
export function createOutboxMailProvider(file: () => string = mailOutboxFile): MailProvider {
  return {
    name: 'outbox',
    async send({ to, subject, text, html }) {
      log.info(`→ ${maskEmail(to)}: ${subject}`);
      const outbox = file();
      await fs.mkdir(path.dirname(outbox), { recursive: true });
      const line = JSON.stringify({ to, subject, text, html: html ?? '', at: new Date().toISOString() });
      await fs.appendFile(outbox, `${line}\n`);
    },
  };
}
