import { describe, expect, test } from 'vitest';
import { choosePriceTypes, NoRetailPriceError, priceTypeNames } from './price-types';

const names = { retail: ['Розничная', 'BASE', 'Интернет'], old: ['Старая цена'] };

describe('which price type shoppers pay', () => {
  test('the setting is a comma list in order of preference', () => {
    expect(priceTypeNames(' Розничная, BASE ,,Интернет ')).toEqual(['Розничная', 'BASE', 'Интернет']);
  });

  test('by name among the package’s own types, in the setting’s order, by Ид', () => {
    const types = [
      { id: 'i', name: 'Интернет' },
      { id: 'r', name: 'розничная' },
      { id: 'o', name: 'Старая цена' },
    ];
    expect(choosePriceTypes(types, names, {})).toEqual({ retail: 'r', old: 'o', how: 'name' });
  });

  test('a package with one type that no name matches is priced by it', () => {
    expect(choosePriceTypes([{ id: 'x', name: 'Оптовая' }], names, {})).toEqual({
      retail: 'x',
      how: 'only-type',
    });
  });

  test('several types and none named: no retail type (a full package then fails)', () => {
    const types = [
      { id: 'a', name: 'Оптовая' },
      { id: 'b', name: 'Закупочная' },
    ];
    expect(choosePriceTypes(types, names, { retail: 'old-id' })).toEqual({ old: undefined, how: 'none' });
    expect(new NoRetailPriceError(types, names.retail).message).toMatch(
      /^Нет цены для покупателей: в пакете типы цен «Оптовая», «Закупочная», а EXCHANGE_1C_PRICE_TYPE называет «Розничная», «BASE», «Интернет»/,
    );
  });

  test('a package that sends no types keeps its classifier’s last choice', () => {
    expect(choosePriceTypes([], names, { retail: 'r', old: 'o' })).toEqual({
      retail: 'r',
      old: 'o',
      how: 'remembered',
    });
  });
});
