import { SUBSCRIBE_CONFIRM_LINK_DAYS } from '../contract/subscribe';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The double opt-in's numbers (docs/decisions/0021-subscribe-double-opt-in.md). Not settings: the
 * letters and the pages state them to subscribers.
 */
export const SUBSCRIBE_RULES = {
  /** How long the link in the confirmation letter works. */
  confirmLinkLifetimeMs: SUBSCRIBE_CONFIRM_LINK_DAYS * DAY,
  /** How long the personal promo code works after confirmation. */
  promoLifetimeMs: 30 * DAY,
  /** Subscribes (each sends a letter) per address. */
  perAddress: { windowMs: HOUR, max: 3 },
  /** Subscribes from one client address, whatever the e-mail. */
  perIp: { windowMs: HOUR, max: 10 },
} as const;

/** Letters of personal codes: no 0/O, 1/I/L, so a code read off a phone is typed right. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A personal code 'SUB-7KQ2MZXR4P': the prefix tells support where it came from; 10 random letters, ~49 bits. */
export function personalPromoCode(pick: (below: number) => number): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[pick(CODE_ALPHABET.length)];
  return `SUB-${code}`;
}
