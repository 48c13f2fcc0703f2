import { describe, expect, it } from 'vitest';
import { formatRuDate } from './dates';

describe('formatRuDate', () => {
  it('writes the day, the month in the genitive and the year, on Moscow time', () => {
    expect(formatRuDate('2026-11-07T07:00:00.000Z').text).toBe('7 ноября 2026');
    // 22:30 UTC on 31 December is already 1 January in Moscow.
    expect(formatRuDate('2025-12-31T22:30:00.000Z').text).toBe('1 января 2026');
  });

  it('keeps the exact moment for <time dateTime>', () => {
    expect(formatRuDate('2026-03-01T09:15:00Z').dateTime).toBe('2026-03-01T09:15:00.000Z');
  });
});
