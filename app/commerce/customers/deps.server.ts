import { type Db, db } from '../db/client.server';
import { type CaptchaVerifier, createSmartCaptchaVerifier, skipCaptcha } from './captcha.server';
import { type CustomersConfig, customersConfig } from '../config/customers.server';
import { createConsoleSmsProvider } from './sms-console.server';
import type { SmsProvider } from './sms-provider.server';
import { createSmsRuProvider } from './sms-smsru.server';
import type { TokenLifetimes } from './tokens.server';
import { logger } from '../../utils/log.server';

const log = logger('sign-in');

/**
 * What the sign-in services work with. Routes take the real ones from `customersDeps()`;
 * tests pass a temporary database, a clock they move by hand and fake gateways.
 */
export interface CustomersDeps {
  db: Db;
  /** The current time; every time rule (expiry, waits, windows) reads this clock. */
  now: () => Date;
  sms: SmsProvider;
  captcha: CaptchaVerifier;
  lifetimes: TokenLifetimes;
}

/** The provider SMS_PROVIDER names. */
export function createSmsProvider(config: CustomersConfig): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'smsru':
      return createSmsRuProvider({
        apiId: config.SMSRU_API_ID ?? '',
        sender: config.SMS_SENDER,
        test: config.SMSRU_TEST,
        timeoutMs: config.SMS_TIMEOUT_MS,
      });
    case 'console':
      return createConsoleSmsProvider();
  }
}

/** The captcha check CAPTCHA_SERVER_KEY asks for, or none. */
export function createCaptchaVerifier(config: CustomersConfig): CaptchaVerifier {
  return config.CAPTCHA_SERVER_KEY
    ? createSmartCaptchaVerifier({
        serverKey: config.CAPTCHA_SERVER_KEY,
        apiUrl: config.CAPTCHA_API_URL,
        timeoutMs: config.CAPTCHA_TIMEOUT_MS,
      })
    : skipCaptcha;
}

let gateways: { sms: SmsProvider; captcha: CaptchaVerifier; lifetimes: TokenLifetimes } | undefined;

/** The process's database, clock, SMS provider and captcha check, as configured. */
export async function customersDeps(): Promise<CustomersDeps> {
  if (!gateways) {
    const config = customersConfig();
    gateways = {
      sms: createSmsProvider(config),
      captcha: createCaptchaVerifier(config),
      lifetimes: { accessSeconds: config.ACCESS_TOKEN_TTL, refreshSeconds: config.REFRESH_TOKEN_TTL },
    };
    log.info(
      `SMS provider: ${gateways.sms.name}; captcha check: ${gateways.captcha.enabled ? 'on' : 'off (no CAPTCHA_SERVER_KEY)'}`,
    );
  }
  return { db: await db(), now: () => new Date(), ...gateways };
}
