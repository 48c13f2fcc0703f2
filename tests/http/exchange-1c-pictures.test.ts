// Pictures 1С sends with its catalogue package go into the product gallery, resized by the
// image route; a changes-only package without pictures keeps them, a full one replaces them.
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ProductResponseSchema, type ProductResponse } from '~/commerce/contract/product';
import { SearchResponseSchema } from '~/commerce/contract/search';
import { type RunningServer, startServer } from '../setup/server';
import { EXCHANGE_ENV, exchangeFiles, fixture, withoutSummary } from './exchange-1c.kit';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-1c-pictures-')),
    env: EXCHANGE_ENV,
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const RACER_PICTURE = '        <Картинка>import_files/ab/prod-racer.jpg</Картинка>\n';

/** The fixture's catalogue with the racer's pictures given (none: the element left out). */
function catalogue(pictures: string[], options: { changesOnly?: boolean } = {}): Buffer {
  let xml = fixture('import.xml').toString('utf8');
  expect(xml).toContain(RACER_PICTURE);
  xml = xml.replace(RACER_PICTURE, pictures.map((p) => `        <Картинка>${p}</Картинка>\n`).join(''));
  if (options.changesOnly) {
    xml = xml.replace('СодержитТолькоИзменения="false"', 'СодержитТолькоИзменения="true"');
  }
  return Buffer.from(xml);
}

const picture = (name: string) => fixture(`pictures/${name}`);

async function racerCards() {
  const response = await fetch(`${server.baseUrl}/api/search/?q=${encodeURIComponent('Тестоход Рейсер')}`);
  expect(response.status).toBe(200);
  return SearchResponseSchema.parse(await response.json()).elements;
}

/**
 * The racer's product answer in a colour. Its code is found by search, which answers from
 * the catalogue index: that rebuilds in the background after an import, so it is asked again.
 */
async function racerPage(colour: 'black' | 'white' = 'black'): Promise<ProductResponse> {
  let card = (await racerCards()).find((e) => e.code.endsWith(`-${colour}`));
  for (let tries = 0; !card && tries < 100; tries++) {
    await sleep(200);
    card = (await racerCards()).find((e) => e.code.endsWith(`-${colour}`));
  }
  expect(card, `racer in ${colour}`).toBeDefined();
  const page = await fetch(`${server.baseUrl}/api/products/${card!.code}/`);
  expect(page.status).toBe(200);
  return ProductResponseSchema.parse(await page.json());
}

/** The picture behind a URL of the site, decoded: format, size and the RGB of some points. */
async function fetchPicture(url: string, points: [number, number][]) {
  const response = await fetch(`${server.baseUrl}${url}`);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  const bytes = Buffer.from(await response.arrayBuffer());
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    width: info.width,
    height: info.height,
    colours: points.map(([x, y]) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at], data[at + 1], data[at + 2]];
    }),
  };
}

/** True when every channel is within 12 of the expected one (JPEG shifts colours a little). */
const near = (rgb: number[], expected: number[]) => rgb.every((c, i) => Math.abs(c - expected[i]) <= 12);

const RED = [0xc0, 0x39, 0x2b];
const GREEN = [0x2f, 0x7d, 0x4a];
const WHITE = [255, 255, 255];

describe('pictures from 1С', () => {
  test('a package with pictures shows them in the gallery at the image route, broken ones reported', async () => {
    const [answer] = await exchangeFiles(
      server.baseUrl,
      [
        {
          name: 'import.xml',
          bytes: catalogue([
            'import_files/ab/racer-side.jpg',
            'import_files/ab/broken.jpg',
            'import_files/cd/racer-top.png',
            'import_files/ab/missing.jpg',
          ]),
        },
        { name: 'import_files/ab/racer-side.jpg', bytes: picture('racer-side.jpg') },
        { name: 'import_files/ab/broken.jpg', bytes: picture('broken.jpg') },
        { name: 'import_files/cd/racer-top.png', bytes: picture('racer-top.png') },
        { name: 'offers.xml', bytes: fixture('offers.xml') },
      ],
      ['import.xml', 'offers.xml'],
    );
    expect(withoutSummary(answer)).toEqual([
      'success',
      'Картинки не загружены (2): import_files/ab/broken.jpg: не картинка; import_files/ab/missing.jpg: файл не загружен',
    ]);

    const page = await racerPage();
    const images = page.product.images;
    expect(images).toHaveLength(2);
    for (const set of images) {
      expect(set.src).toMatch(/^\/images\/pictures\/[0-9a-f]{32}\/desktop\.jpg$/);
      expect(set.mobile.webpX2).toBe(set.src.replace('desktop.jpg', 'mobile@2x.webp'));
    }
    // The landscape red picture, whole on a white square: white above and below it.
    const side = await fetchPicture(images[0].src, [
      [300, 300],
      [300, 10],
    ]);
    expect(side).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    expect(near(side.colours[0], RED), String(side.colours[0])).toBe(true);
    expect(near(side.colours[1], WHITE), String(side.colours[1])).toBe(true);
    const retina = await fetchPicture(images[1].mobile.webpX2, [[400, 400]]);
    expect(retina).toMatchObject({ format: 'webp', width: 800, height: 800 });

    // Every colour of the product shows the product's pictures, and so does its card.
    expect((await racerPage('white')).product.images.map((i) => i.src)).toEqual(images.map((i) => i.src));
    for (let tries = 0; ; tries++) {
      const cards = await racerCards();
      if (cards.every((c) => c.images[0].src === images[0].src)) break;
      expect(tries, 'cards still show the drawn picture').toBeLessThan(100);
      await sleep(200);
    }
  });

  test('a changes-only package without pictures keeps them; a full one replaces them', async () => {
    const before = (await racerPage()).product.images.map((i) => i.src);
    expect(before).toHaveLength(2);

    const [changes] = await exchangeFiles(
      server.baseUrl,
      [{ name: 'import.xml', bytes: catalogue([], { changesOnly: true }) }],
      ['import.xml'],
    );
    expect(withoutSummary(changes)).toEqual(['success']);
    expect((await racerPage()).product.images.map((i) => i.src)).toEqual(before);

    const [replaced] = await exchangeFiles(
      server.baseUrl,
      [
        { name: 'import.xml', bytes: catalogue(['import_files/new/racer.jpg']) },
        { name: 'import_files/new/racer.jpg', bytes: picture('racer-new.jpg') },
      ],
      ['import.xml'],
    );
    expect(withoutSummary(replaced)).toEqual(['success']);
    const images = (await racerPage()).product.images;
    expect(images).toHaveLength(1);
    expect(before).not.toContain(images[0].src);
    const green = await fetchPicture(images[0].mobile.src, [[200, 200]]);
    expect(green).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    expect(near(green.colours[0], GREEN), String(green.colours[0])).toBe(true);

    // A full package that carries no pictures for it: the gallery goes back to the drawings.
    const [none] = await exchangeFiles(
      server.baseUrl,
      [{ name: 'import.xml', bytes: catalogue([]) }],
      ['import.xml'],
    );
    expect(withoutSummary(none)).toEqual(['success']);
    const drawn = await racerPage();
    expect(drawn.product.images.map((i) => i.src)).toEqual(
      [1, 2, 3].map((view) => `/images/products/${drawn.product.code}/${view}/desktop.jpg`),
    );
  });

  test('a picture URL with no kept source answers 404', async () => {
    const response = await fetch(`${server.baseUrl}/images/pictures/${'0'.repeat(32)}/desktop.jpg`);
    expect(response.status).toBe(404);
  });
});
