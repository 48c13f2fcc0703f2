import { articleLine } from '../catalog/taxonomy/colors';
import { escapeHtml, letterHtml } from '../messages/html';
import type { LetterToSend } from '../messages/enqueue.server';

// The one message a shopper gets when the size they wait for is back, in the shop's voice.
// Pure, so the words and links are tested without a database.

export interface ArrivedSize {
  sizeId: number;
  sizeRu: string;
  /** The colour article code (the product page is /product/{code}). */
  code: string;
  colorName: string;
  name: string;
  brand: string;
}

/** The product page of the colour with the size chosen: where the message sends the shopper. */
export function arrivedSizeLink(origin: string, size: Pick<ArrivedSize, 'code' | 'sizeId'>): string {
  return `${origin}/product/${encodeURIComponent(size.code)}?size=${size.sizeId}`;
}

/** The page that ends every wait of the contact the message went to. */
export function unsubscribeLink(origin: string, token: string): string {
  return `${origin}/stock-alerts/unsubscribe/${encodeURIComponent(token)}`;
}

/** 'Nike Air Max 90, белый, размер 42' */
function what(size: ArrivedSize): string {
  return articleLine(`${size.brand} ${size.name}`, size.colorName.toLowerCase(), `размер ${size.sizeRu}`);
}

/** The SMS: short, the product link first (some phones cut long texts). */
export function backInStockSms(size: ArrivedSize, link: string, unsubscribe: string): string {
  return `Шаг: ${what(size)} снова в наличии! ${link} Отписаться: ${unsubscribe}`;
}

/** The letter. */
export function backInStockLetter(
  size: ArrivedSize,
  link: string,
  unsubscribe: string,
): Omit<LetterToSend, 'to'> {
  const subject = `Размер ${size.sizeRu} снова в наличии`;
  const lead = `Привет! Ты просил сообщить, когда появится ${what(size)}. Он снова в наличии — успей, пока не разобрали.`;
  const note =
    'Это единственное письмо об этом размере: подписка на него закончилась. Больше не хочешь таких писем? Отпишись от всех ожиданий по ссылке ниже.';
  return {
    subject,
    text: [lead, '', `Посмотреть: ${link}`, '', note, `Отписаться: ${unsubscribe}`].join('\n'),
    html: letterHtml(
      subject,
      [
        `<p>${escapeHtml(lead)}</p>`,
        `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#111;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">Посмотреть</a></p>`,
        `<p style="font-size:13px;color:#555">${escapeHtml(note)}</p>`,
        `<p style="font-size:13px"><a href="${escapeHtml(unsubscribe)}" style="color:#555">Отписаться</a></p>`,
      ].join(''),
    ),
  };
}
