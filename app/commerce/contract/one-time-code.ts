// The one-time code's constants, apart from ./auth's schemas: the code boxes read them in the
// browser, and importing the schemas for a number would bring zod along.

/** Digits in a one-time code (docs/product.md#constants-and-limits). */
export const OTP_CODE_LENGTH = 4;

/** Seconds before another code may be requested for the same phone (docs/product.md#sign-in-flow, docs/product.md#constants-and-limits). */
export const OTP_RESEND_SECONDS = 60;
