import { describe, expect, test } from 'vitest';
import {
  arrivedSizeLink,
  backInStockLetter,
  backInStockSms,
  unsubscribeLink,
} from './back-in-stock-messages';

const size = {
  sizeId: 4242,
  sizeRu: '42.5',
  code: 'NIK-1001-BLK',
  colorName: 'Чёрный',
  name: 'Air Max <90>',
  brand: 'Nike',
};

describe('the back-in-stock message', () => {
  test('links the colour with the size chosen, and the unsubscribe page', () => {
    expect(arrivedSizeLink('https://shag.example', size)).toBe(
      'https://shag.example/product/NIK-1001-BLK?size=4242',
    );
    expect(unsubscribeLink('https://shag.example', 'a-b_c')).toBe(
      'https://shag.example/stock-alerts/unsubscribe/a-b_c',
    );
  });

  test('the SMS names brand, model, colour and size and carries both links', () => {
    const text = backInStockSms(size, 'https://s/p', 'https://s/u');
    expect(text).toBe(
      'Шаг: Nike Air Max <90>, чёрный, размер 42.5 снова в наличии! https://s/p Отписаться: https://s/u',
    );
  });

  test('the letter says it is the only one, and its HTML escapes what came from the catalogue', () => {
    const letter = backInStockLetter(size, 'https://s/p?size=1&x=2', 'https://s/u');
    expect(letter.subject).toBe('Размер 42.5 снова в наличии');
    expect(letter.text).toContain('Посмотреть: https://s/p?size=1&x=2');
    expect(letter.text).toContain('Отписаться: https://s/u');
    expect(letter.text).toContain('Это единственное письмо об этом размере');
    expect(letter.html).toContain('Air Max &lt;90&gt;');
    expect(letter.html).toContain('href="https://s/p?size=1&amp;x=2"');
    expect(letter.html).not.toContain('<90>');
  });
});
