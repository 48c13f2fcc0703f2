import { describe, expect, test } from 'vitest';
import { switchLayout } from './layout';

describe('switchLayout', () => {
  test('reads a Russian word typed on the English layout', () => {
    expect(switchLayout('yfqr')).toBe('найк');
    expect(switchLayout('rhjccjdrb')).toBe('кроссовки');
    expect(switchLayout('HJPJDST rtls')).toBe('розовые кеды');
    // Letters on punctuation keys: х, ж, э, б, ю.
    expect(switchLayout('[elb')).toBe('худи');
    expect(switchLayout(';tycrbt')).toBe('женские');
    expect(switchLayout('ntkjuhtqrf ,fkfyc')).toBe('телогрейка баланс');
  });

  test('reads an English word typed on the Russian layout', () => {
    expect(switchLayout('тшлу')).toBe('nike');
    expect(switchLayout('сщтмукыу')).toBe('converse');
    expect(switchLayout('Туц ифдфтсу 990')).toBe('new balance 990');
  });

  test('leaves a text of both alphabets or of no letters alone', () => {
    expect(switchLayout('nike кроссовки')).toBeUndefined();
    expect(switchLayout('42')).toBeUndefined();
    expect(switchLayout('')).toBeUndefined();
  });
});
