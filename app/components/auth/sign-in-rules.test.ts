import { describe, expect, it } from 'vitest';
import { signInGoals } from './analytics';
import { formatCountdown, secondsUntil } from './countdown';
import { swipeCloses } from './drawer-swipe';
import { canSubmitPhone, submitPhone } from './phone-step-rules';

describe('phone field (spec §5)', () => {
  // What the field shows while typing is editPhone's (app/utils/phone.test.ts).
  it('enables the submit only from 18 characters', () => {
    expect('+7 (999) 123-45-67').toHaveLength(18);
    expect(canSubmitPhone('+7 (999) 123-45-6')).toBe(false);
    expect(canSubmitPhone('+7 (')).toBe(false);
    expect(canSubmitPhone('+7 (999) 123-45-67')).toBe(true);
  });

  it('asks for a phone when only the prefix is there', () => {
    expect(submitPhone('+7 (')).toEqual({ ok: false, error: 'Пожалуйста, укажи свой телефон' });
    expect(submitPhone('')).toEqual({ ok: false, error: 'Пожалуйста, укажи свой телефон' });
  });

  it('refuses a number whose first digit after +7 is not 9', () => {
    expect(submitPhone('+7 (495) 123-45-67')).toEqual({
      ok: false,
      error: 'Введи корректный номер телефона в формате +7 (9xx) xxx-xx-xx',
    });
    expect(submitPhone('+7 (999) 123-45')).toMatchObject({ ok: false });
  });

  it('a valid submit carries the digits-only phone and the formatted one', () => {
    expect(submitPhone('+7 (999) 123-45-67')).toEqual({
      ok: true,
      phone: '+79991234567',
      formatted: '+7 (999) 123-45-67',
    });
  });
});

describe('resend countdown (spec §2, §9)', () => {
  it('shows mm:ss', () => {
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(5)).toBe('00:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('counts whole seconds up to a deadline, never below zero', () => {
    expect(secondsUntil(61_000, 1_000)).toBe(60);
    expect(secondsUntil(61_000, 1_500)).toBe(60);
    expect(secondsUntil(61_000, 60_001)).toBe(1);
    expect(secondsUntil(61_000, 70_000)).toBe(0);
  });
});

describe('drawer swipe (spec §9)', () => {
  it('closes past 10 % of the height, or on a quick flick, never on a tap or an upward move', () => {
    expect(swipeCloses({ distance: 50, height: 500, durationMs: 900 })).toBe(true);
    expect(swipeCloses({ distance: 49, height: 500, durationMs: 900 })).toBe(false);
    expect(swipeCloses({ distance: 30, height: 500, durationMs: 200 })).toBe(true);
    expect(swipeCloses({ distance: 5, height: 500, durationMs: 100 })).toBe(false);
    expect(swipeCloses({ distance: -80, height: 500, durationMs: 100 })).toBe(false);
  });
});

describe('analytics goals (spec §4)', () => {
  it('a sign-in reaches login; a new account reaches sign_up too', () => {
    expect(signInGoals(false)).toEqual(['login']);
    expect(signInGoals(true)).toEqual(['login', 'sign_up']);
  });
});
