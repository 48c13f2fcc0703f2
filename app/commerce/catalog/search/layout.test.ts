import { describe, expect, test } from 'vitest';
import { preferOtherLayout, switchLayout } from './layout';

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

describe('preferOtherLayout: the other layout wins when the typed text finds nothing or far less', () => {
  test.each([
    // [typed, other layout, searched instead?]
    [0, 0, false], // neither finds anything: the typed text stays (its popular queries follow)
    [0, 1, true], // 'yfqr' finds nothing, 'найк' finds something
    [2, 40, true], // a stray typo match or two against a brand's forty articles
    [5, 25, true], // five is still fewer than the overlay's six cards; 25 is five times as many
    [5, 24, false], // not five times as many
    [6, 600, false], // six or more typed hits are a real answer: the shopper typed what they meant
    [3, 0, false],
  ])('typed %i, other layout %i → %s', (typed, other, expected) => {
    expect(preferOtherLayout(typed, other)).toBe(expected);
  });
});
