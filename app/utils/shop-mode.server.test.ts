import { describe, expect, test } from 'vitest';
import { shopMode, shopModeProblems } from './shop-mode.server';

const READY = {
  SHOP_MODE: 'production',
  PAYMENT_PROVIDER: 'yookassa',
  SMS_PROVIDER: 'smsru',
  MAIL_PROVIDER: 'smtp',
  SESSION_SECRET: 's',
  JWT_SECRET: 'j',
  OTP_PEPPER: 'o',
  CLIENT_ADDRESS_SECRET: 'c',
  PUBLIC_URL: 'https://shop.example',
};

describe('SHOP_MODE', () => {
  test('the demo is the default and has no start problems, whatever else is unset', () => {
    expect(shopMode({})).toBe('demo');
    expect(shopModeProblems({})).toEqual([]);
    expect(shopModeProblems({ SHOP_MODE: ' demo ', PAYMENT_PROVIDER: 'test' })).toEqual([]);
  });

  test('production with every stand-in replaced may start', () => {
    expect(shopMode(READY)).toBe('production');
    expect(shopModeProblems(READY)).toEqual([]);
  });

  test('a blank secret counts as unset; each stand-in and secret is its own line', () => {
    const problems = shopModeProblems({ ...READY, JWT_SECRET: '  ', SMS_PROVIDER: 'console' });
    expect(problems.map((line) => line.split(':')[0])).toEqual([
      'SMS_PROVIDER is console',
      'JWT_SECRET is not set',
    ]);
  });

  test('an unknown mode is the one problem named', () => {
    expect(shopModeProblems({ SHOP_MODE: 'prod' })).toEqual(['SHOP_MODE is prod: use demo or production']);
  });
});
