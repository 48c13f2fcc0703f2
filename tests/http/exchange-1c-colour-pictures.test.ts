// Where a 1С picture leaves the shop: the product page (gallery, colour swatches, og:image),
// the cards, and the Yandex feed's <picture>; and pictures 1С attaches to one colour (its
// offers carry <Картинка>) shown for that colour instead of the product's.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ProductResponseSchema, type ProductResponse } from '~/commerce/contract/product';
import { SearchResponseSchema } from '~/commerce/contract/search';
import { type RunningServer, startServer } from '../setup/server';
import { call, guest } from './basket.kit';
import { EXCHANGE_ENV, exchangeFiles, fixture, racerPicture, withoutSummary } from './exchange-1c.kit';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-1c-colour-pictures-')),
    env: EXCHANGE_ENV,
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const WHITE_OFFER = '        <Ид>prod-racer#c-white-42</Ид>\n';
const WHITE_PICTURE = 'import_files/white/racer-white.jpg';

/** The fixture's offers, the white racer's offer carrying a picture of its own when asked. */
function offers(whitePicture: boolean): Buffer {
  const xml = fixture('offers.xml').toString('utf8');
  expect(xml).toContain(WHITE_OFFER);
  if (!whitePicture) return Buffer.from(xml);
  return Buffer.from(
    xml.replace(WHITE_OFFER, `${WHITE_OFFER}        <Картинка>${WHITE_PICTURE}</Картинка>\n`),
  );
}

async function racerCards() {
  const response = await fetch(`${server.baseUrl}/api/search/?q=${encodeURIComponent('Тестоход Рейсер')}`);
  expect(response.status).toBe(200);
  return SearchResponseSchema.parse(await response.json()).elements;
}

/** Asks again until the check passes: the catalogue index rebuilds in the background after an import. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, what: string): Promise<T> {
  for (let tries = 0; ; tries++) {
    const value = await read();
    if (ok(value)) return value;
    expect(tries, what).toBeLessThan(100);
    await sleep(200);
  }
}

async function racerPage(colour: 'black' | 'white'): Promise<ProductResponse> {
  const cards = await eventually(
    racerCards,
    (list) => list.some((c) => c.code.endsWith(`-${colour}`)),
    `racer in ${colour}`,
  );
  const code = cards.find((c) => c.code.endsWith(`-${colour}`))!.code;
  const page = await fetch(`${server.baseUrl}/api/products/${code}/`);
  expect(page.status).toBe(200);
  return ProductResponseSchema.parse(await page.json());
}

/** The centre pixel's RGB of a picture the site serves (200 asked). */
async function centreOf(url: string): Promise<{ width: number; rgb: number[] }> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = ((info.height >> 1) * info.width + (info.width >> 1)) * info.channels;
  return { width: info.width, rgb: [data[at], data[at + 1], data[at + 2]] };
}

const near = (rgb: number[], expected: number[]) => rgb.every((c, i) => Math.abs(c - expected[i]) <= 12);
const RED = [0xc0, 0x39, 0x2b];
const GREEN = [0x2f, 0x7d, 0x4a];

/** The <picture> URLs of the feed's offers whose <url> is the page of a colour article. */
async function feedPictures(code: string): Promise<string[][]> {
  const response = await fetch(`${server.baseUrl}/feeds/yandex.yml`);
  expect(response.status).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<offer\b[^>]*>([\s\S]*?)<\/offer>/g)]
    .map((m) => m[1])
    .filter((offer) => offer.includes(`<url>${server.baseUrl}/product/${code}?`))
    .map((offer) => [...offer.matchAll(/<picture>([^<]*)<\/picture>/g)].map((p) => p[1]));
}

function ogImage(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<meta\b[^>]*property="og:image"[^>]*>/g)].map(
    (m) => /content="([^"]*)"/.exec(m[0])?.[1] ?? '',
  );
}

describe('1С pictures of a product and of a colour', () => {
  test('a colour whose offers carry pictures shows them; the other colour its product’s; feed and og:image agree', async () => {
    const answers = await exchangeFiles(
      server.baseUrl,
      [
        { name: 'import.xml', bytes: fixture('import.xml') },
        racerPicture(),
        { name: 'offers.xml', bytes: offers(true) },
        { name: WHITE_PICTURE, bytes: fixture('pictures/racer-new.jpg') },
      ],
      ['import.xml', 'offers.xml'],
    );
    expect(answers.map(withoutSummary)).toEqual([['success'], ['success']]);

    const black = await racerPage('black');
    const white = await racerPage('white');
    expect(black.product.images).toHaveLength(1);
    expect(white.product.images).toHaveLength(1);
    const productPicture = black.product.images[0].src;
    const whitePicture = white.product.images[0].src;
    expect(productPicture).toMatch(/^\/images\/pictures\/[0-9a-f]{32}\/desktop\.jpg$/);
    expect(whitePicture).toMatch(/^\/images\/pictures\/[0-9a-f]{32}\/desktop\.jpg$/);
    expect(whitePicture).not.toBe(productPicture);
    expect(near((await centreOf(`${server.baseUrl}${productPicture}`)).rgb, RED)).toBe(true);
    expect(near((await centreOf(`${server.baseUrl}${whitePicture}`)).rgb, GREEN)).toBe(true);

    // The colour switch shows a colour's own picture; one without keeps its drawn swatch (the
    // product's pictures are the same for every colour and would not tell them apart).
    const swatch = (page: ProductResponse, colour: string) =>
      page.product.colors.find((c) => c.code.endsWith(`-${colour}`))!.image.src;
    expect([swatch(black, 'black'), swatch(black, 'white')]).toEqual([
      `/images/products/${black.product.code}/1/desktop.jpg`,
      whitePicture,
    ]);
    // The cards show each colour's first picture: its own, else its product's.
    await eventually(
      racerCards,
      (cards) =>
        cards.find((c) => c.code === black.product.code)?.images[0].src === productPicture &&
        cards.find((c) => c.code === white.product.code)?.images[0].src === whitePicture,
      'cards show each colour’s picture',
    );

    // The feed lists the real pictures at the pipeline's largest size (desktop @2x, 1200 px).
    const blackOffers = await feedPictures(black.product.code);
    const whiteOffers = await feedPictures(white.product.code);
    expect(blackOffers.length).toBeGreaterThan(0);
    expect(whiteOffers.length).toBeGreaterThan(0);
    const large = (src: string) => `${server.baseUrl}${src.replace('desktop.jpg', 'desktop@2x.jpg')}`;
    for (const pictures of blackOffers) expect(pictures).toEqual([large(productPicture)]);
    for (const pictures of whiteOffers) expect(pictures).toEqual([large(whitePicture)]);
    const served = await centreOf(whiteOffers[0][0]);
    expect(served.width).toBe(1200);
    expect(near(served.rgb, GREEN)).toBe(true);

    // A basket line of the white colour shows its picture too (the order's lines read the same).
    const shopper = await guest(server.baseUrl);
    const size = white.product.sizes.find((s) => s.inStock)!;
    const added = await call(server.baseUrl, 'POST', '/api/basket/add', {
      auth: shopper,
      body: { productId: size.id, quantity: 1 },
    });
    expect(added.status).toBe(200);
    const full = await call(server.baseUrl, 'GET', '/api/basket/full', { auth: shopper });
    expect(full.status).toBe(200);
    expect(full.body.products.map((line: { image: { src: string } }) => line.image.src)).toEqual([
      whitePicture,
    ]);

    // The product page's og:image is the same real picture, absolute.
    for (const [page, src] of [
      [black, productPicture],
      [white, whitePicture],
    ] as const) {
      const response = await fetch(`${server.baseUrl}/product/${page.product.code}`);
      expect(response.status).toBe(200);
      expect(ogImage(await response.text())).toEqual([`${server.baseUrl}${src}`]);
    }
  });

  test('a full offers package without the colour’s pictures gives it its product’s again', async () => {
    const answers = await exchangeFiles(
      server.baseUrl,
      [{ name: 'offers.xml', bytes: offers(false) }],
      ['offers.xml'],
    );
    expect(answers.map(withoutSummary)).toEqual([['success']]);
    const black = await racerPage('black');
    const white = await racerPage('white');
    expect(white.product.images.map((i) => i.src)).toEqual(black.product.images.map((i) => i.src));
    expect(black.product.images[0].src).toMatch(/^\/images\/pictures\/[0-9a-f]{32}\/desktop\.jpg$/);
  });
});
