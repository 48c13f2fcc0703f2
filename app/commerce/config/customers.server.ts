import { z } from 'zod';
import { envConfig, optionalText } from '../../utils/env-config.server';

const seconds = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);
const milliseconds = (fallback: number) => z.coerce.number().int().min(50).max(60_000).default(fallback);
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/**
 * Settings of sign-in: the SMS gateway, the captcha and token lifetimes. Everything has a safe
 * default, so `npm start` signs people in with codes printed to the console and the outbox
 * file. The limits on codes are not settings: the reasoning about 4-digit codes in docs/configuration.md#sign-in-codes-why-4-digits-are-enough
 * depends on them (see otp-rules.ts).
 */
const CustomersConfigSchema = z
  .object({
    /** 'console' prints codes and appends them to DATA_DIR/sms-outbox.jsonl; 'smsru' sends real SMS. */
    SMS_PROVIDER: z.enum(['console', 'smsru']).default('console'),
    /** SMS.ru API key (the api_id of the personal account). */
    SMSRU_API_ID: optionalText,
    /** Sender name approved in the gateway; the gateway's default sender when absent. */
    SMS_SENDER: optionalText,
    /** SMS.ru test mode: the gateway checks the request but sends nothing and charges nothing. */
    SMSRU_TEST: flag,
    /** How long to wait for the SMS gateway before giving up. */
    SMS_TIMEOUT_MS: milliseconds(10_000),
    /** Yandex SmartCaptcha server key; without it the captcha token is not checked. */
    CAPTCHA_SERVER_KEY: optionalText,
    /** How long to wait for the captcha check before refusing the request. */
    CAPTCHA_TIMEOUT_MS: milliseconds(5_000),
    /** SmartCaptcha's server API; the check is POSTed to its /validate (tests point it at a stand-in). */
    CAPTCHA_API_URL: z.string().url().default('https://smartcaptcha.yandexcloud.net'),
    /** Lifetime of an access token, seconds. */
    ACCESS_TOKEN_TTL: seconds(15 * 60, 24 * 60 * 60),
    /** Lifetime of a refresh token, seconds; every refresh issues a new one with a full lifetime. */
    REFRESH_TOKEN_TTL: seconds(30 * 24 * 60 * 60, 365 * 24 * 60 * 60),
  })
  .superRefine((config, ctx) => {
    if (config.SMS_PROVIDER === 'smsru' && !config.SMSRU_API_ID) {
      ctx.addIssue({ code: 'custom', path: ['SMSRU_API_ID'], message: 'required when SMS_PROVIDER=smsru' });
    }
  });

export type CustomersConfig = z.infer<typeof CustomersConfigSchema>;

const config = envConfig('sign-in configuration', CustomersConfigSchema);

/** The sign-in configuration from process.env, parsed once; throws listing every problem. */
export const customersConfig = config.get;
/** Parses a given environment (tests pass their own). */
export const parseCustomersConfig = config.parse;
/** What is wrong with a given environment's settings here, one line each. */
export const customersConfigProblems = config.problems;
