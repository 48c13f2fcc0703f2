import nodemailer from 'nodemailer';
import { type MailProvider, MailSendError } from './mail-provider.server';

export interface SmtpOptions {
  /** smtp://user:password@host:port (or smtps://); when given, host/port/secure/auth are ignored. */
  url?: string;
  host?: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
  timeoutMs: number;
}

/** The domain part of the From address, for Message-IDs ('no-reply@shop.example' → 'shop.example'). */
function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** Host, port, TLS and credentials of smtp://user:password@host:port (smtps:// means TLS, port 465). */
export function serverOfUrl(
  url: string,
): Pick<SmtpOptions, 'host' | 'port' | 'secure' | 'user' | 'password'> {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  if (!secure && parsed.protocol !== 'smtp:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
  };
}

/**
 * SMTP through nodemailer: one pooled-free transport per provider, a fresh connection per
 * letter (messages are few; a pool would hold connections the server may drop). The letter
 * counts as sent when the server accepted it after DATA; a refusal, a timeout or a recipient
 * the server rejected throws MailSendError, so the dispatcher retries it later.
 */
export function createSmtpMailProvider(options: SmtpOptions): MailProvider {
  const server = options.url ? serverOfUrl(options.url) : options;
  const transport = nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: server.secure,
    auth: server.user ? { user: server.user, pass: server.password ?? '' } : undefined,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  const domain = senderDomain(options.from);
  return {
    name: 'smtp',
    async send({ to, subject, text, html, id }) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to,
          subject,
          text,
          html: html || undefined,
          messageId: id ? `<${id}@${domain}>` : undefined,
        });
        if (info.rejected.length > 0)
          throw new Error(`the server rejected ${info.rejected.length} recipient(s)`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new MailSendError(`SMTP: ${reason}`, { cause: error });
      }
    },
  };
}
