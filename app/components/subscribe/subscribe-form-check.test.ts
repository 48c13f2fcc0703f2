import { describe, expect, it } from 'vitest';
import { checkSubscribeForm } from './subscribe-form-check';

// The browser's check before the subscribe form posts: docs/product.md#validation's texts, the email's first.
describe('checkSubscribeForm', () => {
  it('asks for the email first, then the consent', () => {
    expect(checkSubscribeForm('', false)).toEqual({
      field: 'email',
      message: 'Пожалуйста, укажи свой email',
    });
    expect(checkSubscribeForm('   ', true)).toEqual({
      field: 'email',
      message: 'Пожалуйста, укажи свой email',
    });
    expect(checkSubscribeForm('me@shop.ru', false)).toEqual({
      field: 'consent',
      message: 'Нужно дать согласие',
    });
  });

  it('refuses a malformed address with the spec text', () => {
    expect(checkSubscribeForm('me@shop', true)).toEqual({ field: 'email', message: 'E-mail указан неверно' });
    expect(checkSubscribeForm(`${'a'.repeat(250)}@shop.ru`, true)).toEqual({
      field: 'email',
      message: 'Слишком длинное значение',
    });
  });

  it('lets a filled form through', () => {
    expect(checkSubscribeForm(' Me@Shop.ru ', true)).toBeNull();
  });
});
