import { describe, expect, test } from 'vitest';
import { footLengthCm, shoeRow } from './size-conversion';

// Expected values worked out by hand from the definitions (EU = RU + 1; foot = EU × 2/3 − 1.5;
// last in inches = EU × 2/3 / 2.54; UK adult = 3 × last − 25, child = 3 × last − 12).
describe('shoe sizes', () => {
  test.each([
    // RU, EU, US, UK, cm
    ['38', '39', '6.5', '5.5', '24,5'],
    ['41', '42', '9', '8', '26,5'],
    ['44', '45', '11.5', '10.5', '28,5'],
    // 3 × 29 cm / 2.54 − 25 = 9.25: a tie between halves, rounded up.
    ['42.5', '43.5', '10.5', '9.5', '27,5'],
  ])('men: RU %s is EU %s, US %s, UK %s, foot %s cm', (ru, eu, us, uk, cm) => {
    expect(shoeRow(ru, 'man')).toEqual([ru, eu, us, uk, cm]);
  });

  test.each([
    ['35', '36', '5.5', '3.5', '22,5'],
    ['37', '38', '7', '5', '23,8'],
    ['41', '42', '10', '8', '26,5'],
  ])('women: RU %s is EU %s, US %s, UK %s, foot %s cm', (ru, eu, us, uk, cm) => {
    expect(shoeRow(ru, 'woman')).toEqual([ru, eu, us, uk, cm]);
  });

  test.each([
    ['28', '29', '11.5C', '11', '17,8'],
    ['31', '32', '13.5C', '13', '19,8'],
    ['32', '33', '1.5Y', '1', '20,5'],
    ['33', '34', '2.5Y', '2', '21,2'],
  ])('kids: RU %s is EU %s, US %s, UK %s (child sizes wrap to 1 after 13.5)', (ru, eu, us, uk, cm) => {
    expect(shoeRow(ru, 'kids')).toEqual([ru, eu, us, uk, cm]);
  });

  test('sizes grow with the foot: each half RU size adds about a third of a centimetre', () => {
    const lengths = ['38', '38.5', '39', '39.5', '40'].map((ru) =>
      Number(footLengthCm(Number(ru)).replace(',', '.')),
    );
    for (let i = 1; i < lengths.length; i++) {
      expect(lengths[i] - lengths[i - 1]).toBeGreaterThan(0.25);
      expect(lengths[i] - lengths[i - 1]).toBeLessThan(0.4);
    }
  });

  test('refuses a size that is not a number', () => {
    expect(() => shoeRow('OS', 'man')).toThrow(/Not a shoe size/);
  });
});
