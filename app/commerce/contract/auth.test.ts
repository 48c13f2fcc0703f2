import { describe, expect, test } from 'vitest';
import {
  AuthCheckRequestSchema,
  AuthCodeRequestSchema,
  ChangePhoneRequestSchema,
  OtpCodeSchema,
} from './auth';

describe('OtpCodeSchema', () => {
  test('takes the code as text or as the number the code boxes emit, keeping leading zeros', () => {
    expect(OtpCodeSchema.parse('0427')).toBe('0427');
    expect(OtpCodeSchema.parse(427)).toBe('0427');
    expect(OtpCodeSchema.parse(0)).toBe('0000');
    expect(OtpCodeSchema.parse(9876)).toBe('9876');
  });

  test('refuses anything but four digits with one message', () => {
    for (const value of ['123', '12345', '12a4', '', 12345, -1, 1.5, null]) {
      const result = OtpCodeSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Код состоит из 4 цифр']);
    }
  });
});

describe('request bodies', () => {
  test('the code request normalises the phone and defaults the captcha token', () => {
    expect(AuthCodeRequestSchema.parse({ phone: '+7 (999) 123-45-67' })).toEqual({
      phone: '+79991234567',
      token: '',
    });
  });

  test('the code check ignores the other saved request fields', () => {
    expect(
      AuthCheckRequestSchema.parse({ phone: '89991234567', code: 1234, token: 'x', formattedPhone: 'y' }),
    ).toEqual({
      phone: '+79991234567',
      code: '1234',
    });
  });

  test('the phone change has a sending step and a confirming step', () => {
    expect(ChangePhoneRequestSchema.parse({ phone: '+79991234567' })).toEqual({ phone: '+79991234567' });
    expect(ChangePhoneRequestSchema.parse({ phone: '+79991234567', code: '0001' })).toEqual({
      phone: '+79991234567',
      code: '0001',
    });
  });
});
