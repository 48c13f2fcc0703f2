import { OTP_RESEND_SECONDS } from '../contract/auth';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The limits that make 4-digit codes safe enough (docs/configuration.md#sign-in-codes-why-4-digits-are-enough). They are not
 * settings on purpose: the arithmetic there holds only for these numbers.
 */
export const OTP_RULES = {
  /** A code is valid this long after it was sent. */
  codeLifetimeMs: 5 * MINUTE,
  /** Wrong entries a code takes; after the last one it is dead and a new code is needed. */
  maxWrongAttempts: 5,
  /** Codes sent to one phone (sign-in and phone change together). */
  perPhone: [
    { windowMs: OTP_RESEND_SECONDS * SECOND, max: 1 },
    { windowMs: 10 * MINUTE, max: 3 },
    { windowMs: DAY, max: 10 },
  ],
  /** Codes requested from one IP address, whatever the phone. */
  perIp: { windowMs: HOUR, max: 20 },
  /** Code checks from one IP address, right or wrong. */
  checksPerIp: { windowMs: HOUR, max: 60 },
  /**
   * Sign-in codes asked for WITHOUT a captcha token while the captcha is on: a browser without
   * JavaScript cannot run the widget, so its form post is let through under these smaller
   * buckets of its own, counted on top of the limits above (docs/configuration.md#captcha-and-browsers-without-javascript).
   */
  withoutCaptcha: {
    perPhone: { windowMs: DAY, max: 3 },
    perIp: { windowMs: HOUR, max: 3 },
  },
  /** Phone changes a signed-in user may start per day (each sends an SMS). */
  phoneChangesPerUser: { windowMs: DAY, max: 10 },
} as const;

/** The longest window of any limit: older rate-limit events can be deleted. */
export const LONGEST_LIMIT_WINDOW_MS = DAY;
