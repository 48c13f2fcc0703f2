/** One text message to one phone ('+79991234567'). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Something that delivers SMS. `send` resolves once the gateway accepted the message. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/**
 * The gateway refused or could not be reached. The message is for the log (never shown to
 * shoppers, never carrying credentials).
 */
export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}
