import { describe, expect, it } from 'vitest';
import { CheckoutFormSchema, orderBodyOf } from './checkout-schema';

const filled = {
  name: 'Анна',
  lastName: 'Смирнова',
  secondName: '',
  phone: '+7 (999) 000-11-22',
  email: 'Anna@Example.ru',
  deliveryType: 'courier',
  address: 'ул. Тверская, д. 7',
  flat: '12',
  shopId: '3',
  paymentMethod: 'card',
  comment: '',
  agreement: 'on',
};

describe('orderBodyOf', () => {
  it('joins street and flat for courier and drops the shop', () => {
    expect(orderBodyOf(filled)).toMatchObject({
      address: 'ул. Тверская, д. 7, кв. 12',
      shopId: undefined,
      agreement: true,
    });
  });

  it('keeps only the shop for pickup, as a number', () => {
    expect(orderBodyOf({ ...filled, deliveryType: 'pickup' })).toMatchObject({ address: '', shopId: 3 });
  });

  it('reads a missing checkbox as no agreement and missing radios as undefined', () => {
    const body = orderBodyOf({ name: 'Анна' });
    expect(body).toMatchObject({
      agreement: false,
      deliveryType: undefined,
      paymentMethod: undefined,
      lastName: '',
    });
  });
});

describe('CheckoutFormSchema', () => {
  it('gives the order body the API takes: normalised phone, lower-case email', () => {
    const parsed = CheckoutFormSchema.parse(filled);
    expect(parsed).toMatchObject({
      phone: '+79990001122',
      email: 'anna@example.ru',
      deliveryType: 'courier',
    });
  });

  it('answers with the spec texts (§5) per field', () => {
    const result = CheckoutFormSchema.safeParse({
      ...filled,
      name: '',
      email: 'anna@',
      agreement: undefined,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      name: 'Пожалуйста, укажи свое имя',
      email: 'E-mail указан неверно',
      agreement: 'Нужно дать согласие',
    });
  });

  it('asks for the address and the shop once the contacts are right', () => {
    const courier = CheckoutFormSchema.safeParse({ ...filled, address: '', flat: '' });
    expect(courier.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['address', 'Укажи адрес доставки'],
    ]);
    const pickup = CheckoutFormSchema.safeParse({ ...filled, deliveryType: 'pickup', shopId: '' });
    expect(pickup.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['shopId', 'Выбери магазин']]);
  });
});
