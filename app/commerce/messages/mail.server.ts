import { DEFAULT_MAIL_FROM, type MailConfig } from '../config/messages.server';
import { createOutboxMailProvider } from './mail-outbox.server';
import type { MailProvider } from './mail-provider.server';
import { createSmtpMailProvider } from './mail-smtp.server';

/** The provider MAIL_PROVIDER names. */
export function createMailProvider(config: MailConfig): MailProvider {
  switch (config.MAIL_PROVIDER) {
    case 'smtp':
      return createSmtpMailProvider({
        url: config.SMTP_URL,
        host: config.SMTP_HOST,
        port: config.SMTP_PORT,
        secure: config.SMTP_SECURE,
        user: config.SMTP_USER,
        password: config.SMTP_PASSWORD,
        from: config.MAIL_FROM ?? DEFAULT_MAIL_FROM,
        timeoutMs: config.MAIL_TIMEOUT_MS,
      });
    case 'outbox':
      return createOutboxMailProvider();
  }
}
