// SHOP_MODE: 'demo' (the default, what `npm start` gives: test payments, codes in the console,
// letters in the outbox, generated secrets, the demo goods) or 'production', which refuses to
// start while any of those stand-ins would serve real shoppers (docs/decisions/0077-shop-mode.md).

type Source = Record<string, string | undefined>;

export type ShopMode = 'demo' | 'production';

const set = (value: string | undefined) => (value ?? '').trim();

/** The mode of `source`; anything but 'production' is the demo (a bad value is a start problem). */
export function shopMode(source: Source = process.env): ShopMode {
  return set(source.SHOP_MODE) === 'production' ? 'production' : 'demo';
}

export const isProduction = (source: Source = process.env) => shopMode(source) === 'production';

/** The secrets the demo generates into DATA_DIR/secrets.json and production must be given. */
export const GENERATED_SECRETS = [
  'SESSION_SECRET',
  'JWT_SECRET',
  'OTP_PEPPER',
  'CLIENT_ADDRESS_SECRET',
] as const;

/** A variable that must not keep its demo value, and what to set instead. */
const STAND_INS = [
  {
    name: 'PAYMENT_PROVIDER',
    demo: ['', 'test'],
    line: (v: string) =>
      `PAYMENT_PROVIDER is ${v || 'not set'}: shoppers would pay on the demo page; set PAYMENT_PROVIDER=yookassa with YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY`,
  },
  {
    name: 'SMS_PROVIDER',
    demo: ['', 'console'],
    line: (v: string) =>
      `SMS_PROVIDER is ${v || 'not set'}: sign-in codes would go to the log; set SMS_PROVIDER=smsru with SMSRU_API_ID`,
  },
  {
    name: 'MAIL_PROVIDER',
    demo: ['', 'outbox'],
    line: (v: string) =>
      `MAIL_PROVIDER is ${v || 'not set'}: letters would stay in the outbox file; set MAIL_PROVIDER=smtp with SMTP_URL (or SMTP_HOST) and MAIL_FROM`,
  },
] as const;

/**
 * Why the server must not start, one line each, all of them; [] when it may. Only production
 * has reasons (besides a SHOP_MODE that is neither mode); the demo starts with nothing set.
 */
export function shopModeProblems(source: Source = process.env): string[] {
  const mode = set(source.SHOP_MODE);
  if (mode !== '' && mode !== 'demo' && mode !== 'production')
    return [`SHOP_MODE is ${mode}: use demo or production`];
  if (mode !== 'production') return [];
  const problems: string[] = [];
  for (const standIn of STAND_INS) {
    const value = set(source[standIn.name]);
    if ((standIn.demo as readonly string[]).includes(value)) problems.push(standIn.line(value));
  }
  for (const name of GENERATED_SECRETS) {
    if (set(source[name]) === '')
      problems.push(
        `${name} is not set: production never generates secrets; give it a random value (openssl rand -base64 32)`,
      );
  }
  // Letters, SMS and payment returns sent by jobs have no request to take an origin from, and a
  // request's Host is the client's to choose: production links come from PUBLIC_URL only.
  const publicUrl = set(source.PUBLIC_URL);
  if (publicUrl === '')
    problems.push(
      "PUBLIC_URL is not set: links in letters, SMS and payment returns need the shop's address, e.g. https://shop.example",
    );
  else if (!/^https?:\/\/[^\s/]+/.test(publicUrl))
    problems.push(`PUBLIC_URL is ${publicUrl}: give the shop's address, e.g. https://shop.example`);
  return problems;
}
