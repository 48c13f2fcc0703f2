import { describe, expect, test } from 'vitest';
import { sizeScale } from '../catalog/taxonomy/sizes';
import { shoeRow, shoeRows, type ShoeGender } from './size-conversion';

// Nike's published footwear charts, copied here by hand column by column (US, UK, EU and the
// foot length), independently of the code's table: men's and women's from nike.com's size
// charts, kids' from nike.com/au/size-fit/kids-footwear (foot length given there in inches,
// written here as inches so the cm the table shows is checked, not copied). RU = EU − 1.
const NIKE_MEN = {
  us: ['5', '5.5', '6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '11.5', '12', '12.5'],
  uk: ['4.5', '5', '5.5', '6', '6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '11.5'],
  eu: [37.5, 38, 38.5, 39, 40, 40.5, 41, 42, 42.5, 43, 44, 44.5, 45, 45.5, 46, 47],
  cm: [23.5, 24, 24, 24.5, 25, 25.5, 26, 26.5, 27, 27.5, 28, 28.5, 29, 29.5, 30, 30.5],
};
const NIKE_WOMEN = {
  us: ['5.5', '6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10'],
  uk: ['3', '3.5', '4', '4.5', '5', '5.5', '6', '6.5', '7', '7.5'],
  eu: [36, 36.5, 37.5, 38, 38.5, 39, 40, 40.5, 41, 42],
  cm: [22.5, 23, 23.5, 24, 24.5, 25, 25.5, 26, 26.5, 27],
};
const NIKE_KIDS = {
  us: ['12C', '12.5C', '13C', '13.5C', '1Y', '1.5Y', '2Y', '2.5Y', '3Y', '3.5Y', '4Y'],
  uk: ['11.5', '12', '12.5', '13', '13.5', '1', '1.5', '2', '2.5', '3', '3.5'],
  eu: [29.5, 30, 31, 31.5, 32, 33, 33.5, 34, 35, 35.5, 36],
  inches: [
    7 + 4 / 16,
    7 + 7 / 16,
    7 + 9 / 16,
    7 + 12 / 16,
    7 + 15 / 16,
    8 + 1 / 16,
    8 + 4 / 16,
    8 + 7 / 16,
  ].concat([8 + 9 / 16, 8 + 12 / 16, 8 + 13 / 16]),
};

/** The chart's columns as the rows a shopper reads: [RU, EU, US, UK, cm with a comma]. */
function expectedRows(chart: { us: string[]; uk: string[]; eu: number[]; cm: number[] }) {
  return chart.eu.map((eu, i) => [
    String(eu - 1),
    String(eu),
    chart.us[i],
    chart.uk[i],
    chart.cm[i].toFixed(1).replace('.', ','),
  ]);
}

const EXPECTED: Record<ShoeGender, string[][]> = {
  man: expectedRows(NIKE_MEN),
  woman: expectedRows(NIKE_WOMEN),
  kids: expectedRows({ ...NIKE_KIDS, cm: NIKE_KIDS.inches.map((inches) => Math.round(inches * 25.4) / 10) }),
};

describe.each(['man', 'woman', 'kids'] as const)('%s shoe table', (gender) => {
  test.each(EXPECTED[gender].map((row) => [row[0], row]))('RU %s is the chart row', (ru, row) => {
    expect(shoeRow(ru, gender)).toEqual(row);
  });

  test('the table is the chart, row for row, and nothing more', () => {
    expect(shoeRows(gender)).toEqual(EXPECTED[gender]);
  });

  test('no two RU sizes share a US, EU or foot length step back: every column only grows', () => {
    const rows = shoeRows(gender);
    const usValue = (us: string) =>
      us.endsWith('Y') ? 13.5 + Number(us.slice(0, -1)) : Number(us.replace('C', ''));
    for (let i = 1; i < rows.length; i++) {
      expect(Number(rows[i][0])).toBeGreaterThan(Number(rows[i - 1][0]));
      expect(Number(rows[i][1])).toBeGreaterThan(Number(rows[i - 1][1]));
      expect(usValue(rows[i][2]), `US after RU ${rows[i - 1][0]}`).toBeGreaterThan(usValue(rows[i - 1][2]));
    }
  });
});

test('the rows the shopper was misled by: RU 40 and 40.5, 42.5 and 43 are no longer one US size', () => {
  expect(shoeRow('40', 'man')[2]).toBe('8');
  expect(shoeRow('43', 'man')[2]).toBe('10');
  // Nike makes no EU 41.5 or 43.5 men's size, so the shop sells no RU 40.5 or 42.5.
  expect(() => shoeRow('40.5', 'man')).toThrow(/Not a shoe size/);
  expect(() => shoeRow('42.5', 'man')).toThrow(/Not a shoe size/);
});

test('every shoe size a product comes in has a row in its table (unisex on the men’s chart)', () => {
  for (const type of ['krossovki', 'slantsy']) {
    for (const gender of ['man', 'woman', 'unisex', 'kids'] as const) {
      const table = gender === 'unisex' ? 'man' : gender;
      const sizes = sizeScale(type, gender);
      expect(sizes.length, `${type}/${gender}`).toBeGreaterThan(0);
      for (const ru of sizes) expect(() => shoeRow(ru, table), `${type}/${gender} RU ${ru}`).not.toThrow();
    }
  }
});

test('refuses a size that is not on the chart', () => {
  expect(() => shoeRow('OS', 'man')).toThrow(/Not a shoe size/);
});
