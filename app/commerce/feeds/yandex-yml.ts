// The pieces of a YML catalogue (Яндекс Маркет / Товары) as text: the header with the shop,
// currencies and categories, one <offer> per colour and size, and the closing tags. Pure, so
// the feed can be written piece by piece into a stream and the rules tested on their own.

/** Escapes text for XML content and attribute values (YML forbids raw &, <, >, ", '). */
export function xmlText(value: string): string {
  return (
    value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Control characters are not allowed in XML 1.0 at all.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ' ')
  );
}

export interface FeedShop {
  name: string;
  company: string;
  /** The shop's public origin: 'https://shag.example'. */
  url: string;
}

export interface FeedCategory {
  id: number;
  parentId: number | null;
  name: string;
}

export interface FeedOffer {
  /** The size id: one offer per colour and size, unique in the feed. */
  id: number;
  /** The colour id: Маркет groups a colour's sizes into one card by it. */
  groupId: number;
  url: string;
  price: number;
  /** The price before the discount; only when above the price. */
  oldPrice: number | null;
  categoryId: number;
  pictures: string[];
  /** 'Кроссовки' */
  typePrefix: string;
  vendor: string;
  model: string;
  description: string;
  salesNotes: string;
  size: string;
  /** The colour's name; '' for an article without a colour (no colour param). */
  color: string;
}

/** 'Оплата картой онлайн или при получении' fits the 50 characters YML allows in sales_notes. */
export const SALES_NOTES_MAX = 50;

/** The date attribute of yml_catalog: ISO 8601 with the Moscow offset, as Маркет reads it. */
export function ymlDate(now: Date): string {
  const moscow = new Date(now.getTime() + 3 * 60 * 60 * 1000);
  return `${moscow.toISOString().slice(0, 19)}+03:00`;
}

/** Everything before the first offer. */
export function ymlHead(shop: FeedShop, categories: FeedCategory[], now: Date): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<yml_catalog date="${ymlDate(now)}">`,
    '<shop>',
    `<name>${xmlText(shop.name)}</name>`,
    `<company>${xmlText(shop.company)}</company>`,
    `<url>${xmlText(shop.url)}</url>`,
    '<currencies><currency id="RUB" rate="1"/></currencies>',
    '<categories>',
    ...categories.map(
      (c) =>
        `<category id="${c.id}"${c.parentId === null ? '' : ` parentId="${c.parentId}"`}>${xmlText(c.name)}</category>`,
    ),
    '</categories>',
    '<offers>',
  ];
  return `${lines.join('\n')}\n`;
}

/** One offer, its elements in the order of the YML schema. */
export function ymlOffer(offer: FeedOffer): string {
  const parts = [
    `<offer id="${offer.id}" group_id="${offer.groupId}" type="vendor.model" available="true">`,
    `<url>${xmlText(offer.url)}</url>`,
    `<price>${offer.price}</price>`,
    offer.oldPrice !== null && offer.oldPrice > offer.price ? `<oldprice>${offer.oldPrice}</oldprice>` : '',
    '<currencyId>RUB</currencyId>',
    `<categoryId>${offer.categoryId}</categoryId>`,
    ...offer.pictures.map((p) => `<picture>${xmlText(p)}</picture>`),
    '<delivery>true</delivery>',
    `<typePrefix>${xmlText(offer.typePrefix)}</typePrefix>`,
    `<vendor>${xmlText(offer.vendor)}</vendor>`,
    `<model>${xmlText(offer.model)}</model>`,
    offer.description ? `<description>${xmlText(offer.description.slice(0, 3000))}</description>` : '',
    `<sales_notes>${xmlText(offer.salesNotes.slice(0, SALES_NOTES_MAX))}</sales_notes>`,
    `<param name="Размер" unit="RU">${xmlText(offer.size)}</param>`,
    offer.color ? `<param name="Цвет">${xmlText(offer.color)}</param>` : '',
    '</offer>',
  ];
  return `${parts.filter(Boolean).join('')}\n`;
}

/** Everything after the last offer. */
export const YML_TAIL = '</offers>\n</shop>\n</yml_catalog>\n';
