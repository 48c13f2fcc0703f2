import { describe, expect, test } from 'vitest';
import { sizeConversions } from './size-systems';
import { SHOE_SIZE_CHART } from './taxonomy/shoe-size-chart';

describe('sizeConversions', () => {
  test('kids get the one US column of the kids’ chart', () => {
    const [ru, eu, us, uk, cm] = SHOE_SIZE_CHART.kids[0];
    expect(sizeConversions(ru, 'kids', 'obuv')).toEqual([
      { system: 'EU', value: eu },
      { system: 'US', value: us },
      { system: 'UK', value: uk },
      { system: 'см', value: cm },
    ]);
  });

  test('unisex shoes are read on the men’s chart', () => {
    const [ru, eu] = SHOE_SIZE_CHART.man[3];
    expect(sizeConversions(ru, 'unisex', 'obuv')?.[0]).toEqual({ system: 'EU', value: eu });
    expect(sizeConversions(ru, 'unisex', 'obuv')?.[1]).toEqual({
      system: 'US M',
      value: SHOE_SIZE_CHART.man[3][2],
    });
  });

  test('clothing and sizes off the chart have none', () => {
    expect(sizeConversions('M', 'man', 'odezhda')).toBeUndefined();
    expect(sizeConversions('99', 'man', 'obuv')).toBeUndefined();
  });
});
