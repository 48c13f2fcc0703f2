import { describe, expect, test } from 'vitest';
import { categoryFinder, feedCategories } from './yandex-feed.server';
import { xmlText, ymlDate, ymlHead, ymlOffer } from './yandex-yml';

const offer = {
  id: 17,
  groupId: 5,
  url: 'https://s.example/product/A-1?size=17',
  price: 9990,
  oldPrice: 12990,
  categoryId: 3,
  pictures: ['https://s.example/p/1.jpg', 'https://s.example/p/2.jpg'],
  typePrefix: 'Кроссовки',
  vendor: 'Dr. Martens & Co',
  model: 'Air <Max>, белый',
  description: 'Лёгкие "беговые"',
  salesNotes: 'Оплата картой онлайн или при получении',
  size: '42.5',
  color: 'Белый',
};

describe('YML pieces', () => {
  test('text is escaped for XML and control characters are dropped', () => {
    expect(xmlText(`a&b<c>"d'\u0001`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos; ');
  });

  test('the date is Moscow time with its offset', () => {
    expect(ymlDate(new Date('2026-11-25T21:30:00Z'))).toBe('2026-11-26T00:30:00+03:00');
  });

  test('an offer keeps the schema order and leaves out an old price that is not higher', () => {
    const xml = ymlOffer(offer);
    const order = [
      '<url>',
      '<price>',
      '<oldprice>',
      '<currencyId>',
      '<categoryId>',
      '<picture>',
      '<typePrefix>',
      '<vendor>',
      '<model>',
      '<description>',
      '<sales_notes>',
      '<param',
    ];
    const positions = order.map((tag) => xml.indexOf(tag));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(xml).toContain('<vendor>Dr. Martens &amp; Co</vendor>');
    expect(xml).toContain('<url>https://s.example/product/A-1?size=17</url>');
    expect(xml).toContain('<param name="Размер" unit="RU">42.5</param>');
    expect(ymlOffer({ ...offer, oldPrice: 9990 })).not.toContain('<oldprice>');
    expect(ymlOffer({ ...offer, oldPrice: null })).not.toContain('<oldprice>');
    expect(ymlOffer({ ...offer, salesNotes: 'x'.repeat(80) })).toContain(
      `<sales_notes>${'x'.repeat(50)}</sales_notes>`,
    );
  });

  test('the head names the shop and nests categories by parentId', () => {
    const head = ymlHead(
      { name: 'Шаг', company: 'ООО «Шаг»', url: 'https://s.example/' },
      [
        { id: 1, parentId: null, name: 'Каталог' },
        { id: 2, parentId: 1, name: 'Мужчинам' },
      ],
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(head).toContain('<category id="1">Каталог</category>');
    expect(head).toContain('<category id="2" parentId="1">Мужчинам</category>');
    expect(head).toContain('<currency id="RUB" rate="1"/>');
    expect(head.trimEnd().endsWith('<offers>')).toBe(true);
  });
});

describe('categories from the section tree', () => {
  const sections = [
    { id: 1, path: '', parentPath: null, name: 'Каталог' },
    { id: 2, path: 'man', parentPath: '', name: 'Мужчинам' },
    { id: 3, path: 'man/obuv', parentPath: 'man', name: 'Обувь' },
    { id: 4, path: 'man/obuv/krossovki', parentPath: 'man/obuv', name: 'Кроссовки' },
    { id: 5, path: 'woman', parentPath: '', name: 'Женщинам' },
    { id: 6, path: 'woman/obuv', parentPath: 'woman', name: 'Обувь' },
    { id: 7, path: 'aksessuary', parentPath: '', name: 'Аксессуары' },
    { id: 8, path: 'aksessuary/noski', parentPath: 'aksessuary', name: 'Носки' },
  ];
  const find = categoryFinder(sections);

  test('the deepest section of gender, group and type; unisex goes to the men’s', () => {
    expect(find({ gender: 'man', groupCode: 'obuv', typeCode: 'krossovki' })).toBe(4);
    expect(find({ gender: 'unisex', groupCode: 'obuv', typeCode: 'krossovki' })).toBe(4);
    expect(find({ gender: 'woman', groupCode: 'obuv', typeCode: 'krossovki' })).toBe(6);
    expect(find({ gender: 'kids', groupCode: 'aksessuary', typeCode: 'noski' })).toBe(8);
    expect(find({ gender: 'kids', groupCode: 'odezhda', typeCode: 'futbolki' })).toBe(1);
  });

  test('parents are found by path', () => {
    expect(feedCategories(sections).find((c) => c.id === 4)).toEqual({
      id: 4,
      parentId: 3,
      name: 'Кроссовки',
    });
    expect(feedCategories(sections)[0].parentId).toBeNull();
  });
});
