import { z } from 'zod';
import { envConfig, optionalText } from '../../utils/env-config.server';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/**
 * Settings of outgoing e-mail. Without any, letters go to DATA_DIR/mail-outbox.jsonl and
 * nothing leaves the machine; MAIL_PROVIDER=smtp sends them through an SMTP server given as
 * SMTP_URL or as host, port and credentials. Secrets come only from the environment.
 */
const MailConfigSchema = z
  .object({
    /** 'outbox' appends letters to DATA_DIR/mail-outbox.jsonl; 'smtp' sends them. */
    MAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
    /** The From of every letter: 'Шаг <hello@shop.example>'. */
    MAIL_FROM: optionalText,
    /** smtp://user:password@host:587 or smtps://…:465; wins over the separate settings. */
    SMTP_URL: optionalText,
    SMTP_HOST: optionalText,
    SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(587),
    /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
    SMTP_SECURE: flag,
    SMTP_USER: optionalText,
    SMTP_PASSWORD: optionalText,
    /** How long to wait for the mail server at each step (connect, greeting, reply). */
    MAIL_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(10_000),
  })
  .superRefine((config, ctx) => {
    if (config.SMTP_URL && !/^smtps?:\/\//.test(config.SMTP_URL)) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'must start with smtp:// or smtps://' });
    }
    if (config.MAIL_PROVIDER !== 'smtp') return;
    if (!config.SMTP_URL && !config.SMTP_HOST) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'SMTP_URL or SMTP_HOST is required when MAIL_PROVIDER=smtp',
      });
    }
    if (!config.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'required when MAIL_PROVIDER=smtp' });
    }
  });

export type MailConfig = z.infer<typeof MailConfigSchema>;

/** The sender of the outbox letters when MAIL_FROM is not set (nothing is really sent then). */
export const DEFAULT_MAIL_FROM = 'Шаг <no-reply@localhost>';

const config = envConfig('mail configuration', MailConfigSchema);

/** The mail configuration from process.env, parsed once; throws listing every problem. */
export const mailConfig = config.get;
/** Parses a given environment (tests pass their own). */
export const parseMailConfig = config.parse;
/** What is wrong with a given environment's settings here, one line each. */
export const mailConfigProblems = config.problems;
