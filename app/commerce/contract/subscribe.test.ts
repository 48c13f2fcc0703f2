import { expect, test } from 'vitest';
import { SUBSCRIBE_TEXTS, SUBSCRIPTION_DISCOUNT_PERCENT, SubscribeRequestSchema } from './subscribe';

test('the modal texts are the spec §2 texts letter for letter, with the §9 discount', () => {
  expect(SUBSCRIPTION_DISCOUNT_PERCENT).toBe(10);
  expect(SUBSCRIBE_TEXTS).toMatchObject({
    title: 'Не упусти шанс! -10%',
    placeholder: 'Введи свой email *',
    submit: 'Получить скидку',
    successTitle: 'Спасибо за подписку!',
    successText: 'Скоро тебе будет отправлено письмо с подтверждением подписки',
    close: 'Закрыть',
  });
  expect(SUBSCRIBE_TEXTS.lead).toContain('10%');
});

test('the request keeps the email trimmed and lower-cased, so one address is one subscription', () => {
  expect(SubscribeRequestSchema.parse({ email: '  Anna@Mail.RU ' })).toEqual({ email: 'anna@mail.ru' });
});
