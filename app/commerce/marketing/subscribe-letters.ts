import { SUBSCRIPTION_DISCOUNT_PERCENT } from '../contract/subscribe';
import { pluralRu } from '../../utils/plural';
import { escapeHtml, letterHtml } from '../messages/html';

// The two letters of the double opt-in, in the shop's voice. Pure, so the words are tested
// without a database.

const day = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' });

/** '24 декабря', Moscow time, as the shop's pages say dates. */
export function dayOf(date: Date): string {
  return day.format(date);
}

export interface Letter {
  subject: string;
  text: string;
  html: string;
}

/** The letter with the confirmation link. */
export function confirmLetter(link: string, linkDays: number): Letter {
  const subject = 'Подтверди подписку — и забери скидку';
  const lead = `Привет! Ты подписался на рассылку Шага. Подтверди адрес — и получишь промокод на ${SUBSCRIPTION_DISCOUNT_PERCENT}% на следующий заказ.`;
  const note = `Ссылка работает ${linkDays} ${pluralRu(linkDays, ['день', 'дня', 'дней'])}. Если ты не подписывался, просто не обращай внимания на это письмо — без подтверждения мы ничего не пришлём.`;
  return {
    subject,
    text: [lead, '', `Подтвердить подписку: ${link}`, '', note].join('\n'),
    html: letterHtml(
      subject,
      [
        `<p>${escapeHtml(lead)}</p>`,
        `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#111;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Подтвердить подписку</a></p>`,
        `<p style="font-size:13px;color:#555">${escapeHtml(note)}</p>`,
      ].join(''),
    ),
  };
}

/** The letter with the personal promo code, sent when the subscription is confirmed. */
export function promoLetter(code: string, validUntil: Date, shopLink: string): Letter {
  const subject = `Твой промокод на ${SUBSCRIPTION_DISCOUNT_PERCENT}%`;
  const lead = 'Подписка подтверждена, спасибо!';
  const body = `Твой промокод: ${code}. Он даёт скидку ${SUBSCRIPTION_DISCOUNT_PERCENT}% на заказ, работает один раз и действует до ${dayOf(validUntil)} включительно. Введи его в корзине.`;
  return {
    subject,
    text: [lead, '', body, '', `За покупками: ${shopLink}`].join('\n'),
    html: letterHtml(
      subject,
      [
        `<h1 style="font-size:22px">${escapeHtml(lead)}</h1>`,
        `<p style="font-size:28px;font-weight:bold;letter-spacing:2px">${escapeHtml(code)}</p>`,
        `<p>${escapeHtml(body)}</p>`,
        `<p><a href="${escapeHtml(shopLink)}" style="color:#e30613">За покупками</a></p>`,
      ].join(''),
    ),
  };
}
