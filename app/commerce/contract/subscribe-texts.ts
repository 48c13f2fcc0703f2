// What the subscribe forms and the confirmation page show, apart from ./subscribe's schemas:
// the subscribe band and modal are on every page, and the schemas would bring zod along.

/** Percent off the next order for subscribing (docs/product.md#constants-and-limits). */
export const SUBSCRIPTION_DISCOUNT_PERCENT = 10;

/**
 * The consent a subscriber gives, shown beside the email field. The API stores the version
 * with every subscription, so change the version whenever the text changes.
 */
export const SUBSCRIBE_CONSENT = {
  version: '2025-01',
  text: 'Я соглашаюсь получать рассылку и даю согласие на обработку моего email в соответствии с политикой конфиденциальности',
  policyUrl: '/documents/security-policy/',
} as const;

/** The texts of the subscribe and success modals (docs/product.md#overlays-and-other-screens). */
export const SUBSCRIBE_TEXTS = {
  title: `Не упусти шанс! -${SUBSCRIPTION_DISCOUNT_PERCENT}%`,
  lead: `Подпишись на рассылку и получи скидку ${SUBSCRIPTION_DISCOUNT_PERCENT}% на следующий заказ. Новинки, распродажи и закрытые акции — первым.`,
  placeholder: 'Введи свой email *',
  submit: 'Получить скидку',
  successTitle: 'Спасибо за подписку!',
  successText: 'Скоро тебе будет отправлено письмо с подтверждением подписки',
  close: 'Закрыть',
} as const;

/** How many days the link in the confirmation letter works (the letter and the page say it). */
export const SUBSCRIBE_CONFIRM_LINK_DAYS = 3;
