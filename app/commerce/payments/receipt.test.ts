import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildReceipt, kopecksToValue, receiptKopecks, spreadReduction } from './receipt';

const base = {
  customer: { email: 'anna@example.ru', phone: '+79991234567' },
  vatCode: 11,
  paymentMode: 'full_prepayment',
};
const positions = (receipt: ReturnType<typeof buildReceipt>) =>
  receipt.items.map((item) => [item.description, item.quantity, item.amount.value, item.payment_subject]);

describe('fiscal receipt of an online payment', () => {
  test('amounts are written with kopecks', () => {
    expect(kopecksToValue(0)).toBe('0.00');
    expect(kopecksToValue(5)).toBe('0.05');
    expect(kopecksToValue(1_249_001)).toBe('12490.01');
  });

  test('without discounts every line is one position at its price; delivery is its own service line', () => {
    const receipt = buildReceipt({
      ...base,
      lines: [
        { description: 'Nike Air Max 90, чёрный, р. 42', quantity: 1, price: 12_490 },
        { description: 'Носки Puma, белый, р. 39–42', quantity: 3, price: 590 },
      ],
      delivery: 390,
      total: 12_490 + 3 * 590 + 390,
    });
    expect(positions(receipt)).toEqual([
      ['Nike Air Max 90, чёрный, р. 42', 1, '12490.00', 'commodity'],
      ['Носки Puma, белый, р. 39–42', 3, '590.00', 'commodity'],
      ['Доставка', 1, '390.00', 'service'],
    ]);
    expect(
      receipt.items.every((item) => item.vat_code === 11 && item.payment_mode === 'full_prepayment'),
    ).toBe(true);
    expect(receipt.customer).toEqual({ email: 'anna@example.ru', phone: '79991234567' });
  });

  test('an odd reduction over three units splits the line in positions a kopeck apart', () => {
    // 3 × 1 000 ₽ less 100 ₽ of points: 2 900 ₽ is 966.67 + 966.67 + 966.66.
    const receipt = buildReceipt({
      ...base,
      lines: [{ description: 'Кеды', quantity: 3, price: 1_000 }],
      delivery: 0,
      total: 2_900,
    });
    expect(positions(receipt)).toEqual([
      ['Кеды', 1, '966.66', 'commodity'],
      ['Кеды', 2, '966.67', 'commodity'],
    ]);
    expect(receiptKopecks(receipt)).toBe(290_000);
  });

  test('a reduction is shared by the lines’ sums, the odd kopeck to the largest remainder', () => {
    // 1 ₽ off 100 ₽ + 200 ₽: 33.33… and 66.66… kopecks → 33 and 67.
    expect(spreadReduction([10_000, 20_000], 100)).toEqual([33, 67]);
    expect(spreadReduction([100, 100, 100], 200)).toEqual([67, 67, 66]);
    expect(spreadReduction([500, 0], 500)).toEqual([500, 0]);
  });

  test('goods paid wholly with points cost nothing, only delivery is paid', () => {
    const receipt = buildReceipt({
      ...base,
      lines: [
        { description: 'Кроссовки', quantity: 1, price: 7_990 },
        { description: 'Шнурки', quantity: 2, price: 190 },
      ],
      delivery: 390,
      total: 390,
    });
    expect(positions(receipt)).toEqual([
      ['Кроссовки', 1, '0.00', 'commodity'],
      ['Шнурки', 2, '0.00', 'commodity'],
      ['Доставка', 1, '390.00', 'service'],
    ]);
  });

  test('free delivery is no position; a long name is cut to 128 characters', () => {
    const receipt = buildReceipt({
      ...base,
      lines: [{ description: 'Я'.repeat(200), quantity: 1, price: 8_000 }],
      delivery: 0,
      total: 7_999,
    });
    expect(receipt.items).toHaveLength(1);
    expect(receipt.items[0].description).toHaveLength(128);
    expect(receipt.items[0].amount.value).toBe('7999.00');
  });

  test('a total the goods cannot reach is a programming error, not a wrong receipt', () => {
    expect(() =>
      buildReceipt({
        ...base,
        lines: [{ description: 'Кеды', quantity: 1, price: 100 }],
        delivery: 0,
        total: 101,
      }),
    ).toThrow();
  });

  test('property: whatever the basket, positions add up to the payment and keep every unit', () => {
    const basket = fc
      .record({
        lines: fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 9 }),
            price: fc.integer({ min: 1, max: 150_000 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        delivery: fc.constantFrom(0, 390, 499),
        // Share of the goods taken off by promo code and points, up to all of it.
        off: fc.double({ min: 0, max: 1, noNaN: true }),
      })
      .map(({ lines, delivery, off }) => {
        const goods = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
        return { lines, delivery, total: goods - Math.floor(goods * off) + delivery };
      });
    fc.assert(
      fc.property(basket, ({ lines, delivery, total }) => {
        const receipt = buildReceipt({
          ...base,
          lines: lines.map((line, i) => ({ ...line, description: `Товар ${i}` })),
          delivery,
          total,
        });
        expect(receiptKopecks(receipt)).toBe(total * 100);
        lines.forEach((line, i) => {
          const own = receipt.items.filter((item) => item.description === `Товар ${i}`);
          expect(own.reduce((units, item) => units + item.quantity, 0)).toBe(line.quantity);
          expect(own.length).toBeLessThanOrEqual(2);
          for (const item of own) {
            const kopecks = Math.round(Number(item.amount.value) * 100);
            expect(kopecks).toBeGreaterThanOrEqual(0);
            expect(kopecks).toBeLessThanOrEqual(line.price * 100);
          }
        });
      }),
      { numRuns: 500 },
    );
  });
});
