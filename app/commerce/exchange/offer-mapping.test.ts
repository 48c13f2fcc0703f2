import { describe, expect, test } from 'vitest';
import { slugify } from '../catalog/slug';
import { colorArticle, offerColorName, offerSize, sizeFromName, type OfferTraits } from './offer-mapping';

const traits = (over: Partial<OfferTraits>): OfferTraits => ({
  characteristics: {},
  offerProperties: {},
  productProperties: {},
  offerName: '',
  productName: '',
  ...over,
});

describe('sizeFromName: a size only in the offer’s name', () => {
  test.each([
    ['Женские ботфорты коричневые (38)', '38'],
    ['Ботинки женские (38,5)', '38,5'],
    ['Ботинки женские (38.5)', '38.5'],
    ['Футболка (XL)', 'XL'],
    ['Футболка (2XL)', '2XL'],
    ['Носки (42-44)', '42-44'],
    ['Брюки (46/48)', '46/48'],
    ['Шапка (one size)', 'one size'],
  ])('%s → %s', (name, size) => {
    expect(sizeFromName(name, 'Товар')).toBe(size);
  });

  test.each([
    ['Кофеварка JACOBS (Австрия)', 'Кофеварка JACOBS'],
    ['Барбарис (конфеты)', 'Барбарис'],
    ['Вентилятор JIPONIC (Тайв.),', 'Вентилятор JIPONIC'],
    ['Портативный коврик 140x200x1 см', 'Портативный коврик'],
  ])('%s carries none', (name, product) => {
    expect(sizeFromName(name, product)).toBeNull();
  });

  test('brackets that end the product’s own name too are part of the name', () => {
    expect(sizeFromName('Стельки (35-46)', 'Стельки (35-46)')).toBeNull();
  });
});

describe('offerSize: characteristics, then properties, then the name', () => {
  test('a characteristic wins over a property and the name', () => {
    expect(
      offerSize(
        traits({
          characteristics: { размер: '42,5' },
          offerProperties: { размер: '40' },
          offerName: 'X (41)',
        }),
      ),
    ).toBe('42.5');
  });
  test('a size property of the offer, then of the product (Размер обуви)', () => {
    expect(offerSize(traits({ offerProperties: { 'размер обуви': '39' }, offerName: 'X (41)' }))).toBe('39');
    expect(offerSize(traits({ productProperties: { размер: 'm' } }))).toBe('M');
  });
  test('else the name; else one size', () => {
    expect(offerSize(traits({ offerName: 'Ботинки (37)', productName: 'Ботинки' }))).toBe('37');
    expect(offerSize(traits({ offerName: 'Ботинки', productName: 'Ботинки' }))).toBe('OS');
  });
});

describe('the colour of an offer is never invented', () => {
  test('characteristics, then the offer’s property, then the product’s', () => {
    expect(
      offerColorName(traits({ characteristics: { цвет: 'Черный' }, productProperties: { цвет: 'Белый' } })),
    ).toBe('Черный');
    expect(offerColorName(traits({ offerProperties: { 'цвет товара': 'Синий' } }))).toBe('Синий');
    expect(offerColorName(traits({ productProperties: { цвет: 'коричневый' } }))).toBe('коричневый');
    expect(offerColorName(traits({}))).toBe('');
  });

  test('no colour: the product’s one article without a label, swatch or filter value', () => {
    expect(colorArticle('', slugify)).toEqual({
      suffix: '',
      colorCode: '',
      hex: '',
      colorName: '',
      unknown: false,
    });
  });
  test('a palette colour keeps 1С’s word as the label', () => {
    expect(colorArticle('Черный', slugify)).toMatchObject({
      suffix: 'black',
      colorCode: 'black',
      colorName: 'Черный',
    });
    expect(colorArticle('черный/белый', slugify)).toMatchObject({
      colorCode: 'black',
      colorName: 'черный/белый',
    });
  });
  test('a word the palette lacks: 1С’s label, no swatch, reported', () => {
    expect(colorArticle('Мультиколор', slugify)).toMatchObject({
      colorCode: '',
      hex: '',
      colorName: 'Мультиколор',
      unknown: true,
    });
  });
});
