import { describe, expect, test } from 'vitest';
import { formatWait } from './rate-limit.server';

describe('formatWait', () => {
  test('says seconds under a minute, minutes under an hour, hours beyond, always rounding up', () => {
    expect(formatWait(1)).toBe('1 секунду');
    expect(formatWait(3)).toBe('3 секунды');
    expect(formatWait(59)).toBe('59 секунд');
    expect(formatWait(60)).toBe('1 минуту');
    expect(formatWait(61)).toBe('2 минуты');
    expect(formatWait(420)).toBe('7 минут');
    expect(formatWait(3540)).toBe('59 минут');
    expect(formatWait(3599)).toBe('1 час');
    expect(formatWait(3600)).toBe('1 час');
    expect(formatWait(3601)).toBe('2 часа');
    expect(formatWait(84_000)).toBe('24 часа');
  });
});
