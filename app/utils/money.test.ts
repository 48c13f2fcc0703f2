import { describe, expect, it } from 'vitest';
import { formatRub } from './money';

const NBSP = '\u00a0';

describe('formatRub', () => {
  it('groups thousands and puts the rouble sign after a no-break space', () => {
    expect(formatRub(12990)).toBe(`12${NBSP}990${NBSP}₽`);
    expect(formatRub(1234567)).toBe(`1${NBSP}234${NBSP}567${NBSP}₽`);
  });

  it('writes small amounts without a group separator', () => {
    expect(formatRub(0)).toBe(`0${NBSP}₽`);
    expect(formatRub(990)).toBe(`990${NBSP}₽`);
    expect(formatRub(1000)).toBe(`1${NBSP}000${NBSP}₽`);
  });

  it('never shows kopecks: fractions are rounded to whole roubles', () => {
    expect(formatRub(12990.4)).toBe(`12${NBSP}990${NBSP}₽`);
    expect(formatRub(12990.6)).toBe(`12${NBSP}991${NBSP}₽`);
  });

  it('uses only the one no-break space, whatever the ICU version prefers', () => {
    expect(formatRub(98765)).not.toMatch(/[ \u202f]/);
  });
});
