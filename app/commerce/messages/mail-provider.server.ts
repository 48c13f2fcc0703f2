/** One letter to one address. `html` is optional: plain-text letters leave it empty. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * A stable id of this letter (the outbox row), sent as the Message-ID: should a letter be
   * handed over twice after a crash, mail servers and clients can tell it is the same one.
   */
  id?: string;
}

/** Something that delivers e-mail. `send` resolves once the mail server accepted the letter. */
export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/**
 * The mail server refused the letter or could not be reached. The message is for the log
 * (never shown to shoppers, never carrying credentials).
 */
export class MailSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailSendError';
  }
}
