import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { PRODUCT_TYPES } from '../taxonomy/product-types';
import { parsePictureImagePath, parseProductImagePath, productGallery, productImageSet } from './image-set';
import { productImageResponse } from './image-response.server';
import type { ImageSubject } from './image-subject.queries.server';
import { cachedImagePath, renderProductImage } from './render.server';

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'h1-images-test-'));
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

const SUBJECT: ImageSubject = {
  colorCode: 'nike-air-max-90-10001-red',
  productCode: 'nike-air-max-90-10001',
  typeCode: 'krossovki',
  brandCode: 'nike',
  hex: '#cc2a2a',
};
let lookups = 0;
const options = {
  cacheDir,
  findSubject: async (code: string) => {
    lookups += 1;
    return code === SUBJECT.colorCode ? SUBJECT : null;
  },
};
const get = (url: string) => productImageResponse(url.replace(/^\/images\//, ''), options);

describe('image URLs', () => {
  test('a view has src, srcX2, webp and webpX2 for desktop and mobile', () => {
    expect(productImageSet('vans-old-skool-10007-black', 2)).toEqual({
      desktop: {
        src: '/images/products/vans-old-skool-10007-black/2/desktop.jpg',
        srcX2: '/images/products/vans-old-skool-10007-black/2/desktop@2x.jpg',
        webp: '/images/products/vans-old-skool-10007-black/2/desktop.webp',
        webpX2: '/images/products/vans-old-skool-10007-black/2/desktop@2x.webp',
      },
      mobile: {
        src: '/images/products/vans-old-skool-10007-black/2/mobile.jpg',
        srcX2: '/images/products/vans-old-skool-10007-black/2/mobile@2x.jpg',
        webp: '/images/products/vans-old-skool-10007-black/2/mobile.webp',
        webpX2: '/images/products/vans-old-skool-10007-black/2/mobile@2x.webp',
      },
    });
    expect(productGallery('x-1-black')).toHaveLength(3);
  });

  test('only well-formed paths parse', () => {
    expect(parseProductImagePath('products/a-1-black/3/mobile@2x.webp')).toEqual({
      colorCode: 'a-1-black',
      view: 3,
      device: 'mobile',
      retina: true,
      format: 'webp',
      size: 800,
    });
    for (const bad of [
      '',
      'products/a-1-black/4/desktop.jpg',
      'products/a-1-black/0/desktop.jpg',
      'products/a-1-black/1/tablet.jpg',
      'products/a-1-black/1/desktop.png',
      'products/a-1-black/1/desktop@3x.jpg',
      'products/A-1-BLACK/1/desktop.jpg',
      'products/../../etc/1/desktop.jpg',
      'products/a--b/1/desktop.jpg',
      `products/${'a'.repeat(200)}/1/desktop.jpg`,
      'products/a-1-black/1/desktop.jpg/extra',
      'banners/a-1-black/1/desktop.jpg',
    ]) {
      expect(parseProductImagePath(bad), bad).toBeNull();
    }
  });
});

describe('picture URLs', () => {
  const hash = '0123456789abcdef0123456789abcdef';
  test('a picture from 1С is addressed by its hash, in both sizes and formats', () => {
    expect(parsePictureImagePath(`pictures/${hash}/mobile@2x.webp`)).toEqual({
      hash,
      device: 'mobile',
      retina: true,
      format: 'webp',
      size: 800,
    });
    expect(parsePictureImagePath(`pictures/${hash}/desktop.jpg`)?.size).toBe(600);
    for (const bad of [
      `pictures/${hash.slice(1)}/desktop.jpg`,
      `pictures/${hash.toUpperCase()}/desktop.jpg`,
      `pictures/${hash}/1/desktop.jpg`,
      `pictures/../${hash}/desktop.jpg`,
      `pictures/${hash}/desktop.png`,
    ]) {
      expect(parsePictureImagePath(bad), bad).toBeNull();
    }
  });

  test('without a source folder the route has no pictures to show', async () => {
    expect((await get(`/images/pictures/${hash}/desktop.jpg`)).status).toBe(404);
  });
});

describe('image route', () => {
  test('renders each size and format with the right dimensions, type and caching', async () => {
    const set = productImageSet(SUBJECT.colorCode, 1);
    const cases = [
      [set.desktop.src, 'jpeg', 600],
      [set.desktop.webpX2, 'webp', 1200],
      [set.mobile.webp, 'webp', 400],
      [set.mobile.srcX2, 'jpeg', 800],
    ] as const;
    for (const [url, format, size] of cases) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('Content-Type')).toBe(`image/${format}`);
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get('Content-Length'))).toBe(bytes.length);
      const meta = await sharp(bytes).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format,
        width: size,
        height: size,
      });
    }
  });

  test('keeps the rendered file and serves it again from the cache', async () => {
    const url = productImageSet(SUBJECT.colorCode, 2).desktop.src;
    const first = Buffer.from(await (await get(url)).arrayBuffer());
    const file = cachedImagePath(cacheDir, parseProductImagePath(url.replace('/images/', ''))!);
    expect(file.startsWith(cacheDir)).toBe(true);
    expect(fs.readFileSync(file).equals(first)).toBe(true);
    fs.writeFileSync(file, Buffer.concat([first, Buffer.from('cached')]));
    const second = Buffer.from(await (await get(url)).arrayBuffer());
    expect(second.subarray(-6).toString()).toBe('cached');
  });

  test('answers 404 for unknown colours and malformed paths without looking them up', async () => {
    expect((await get('/images/products/no-such-colour-1-black/1/desktop.jpg')).status).toBe(404);
    const before = lookups;
    for (const bad of [
      '/images/products/x/9/desktop.jpg',
      '/images/nothing',
      '/images/products/%00/1/desktop.jpg',
    ]) {
      const response = await get(bad);
      expect(response.status, bad).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    }
    expect(lookups).toBe(before);
  });
});

describe('drawings', () => {
  test('are deterministic', async () => {
    const request = parseProductImagePath(`products/${SUBJECT.colorCode}/3/mobile.webp`)!;
    const [a, b] = await Promise.all([
      renderProductImage(request, SUBJECT),
      renderProductImage(request, SUBJECT),
    ]);
    expect(a.equals(b)).toBe(true);
  });

  test('every product type draws a shape in the product colour, not a blank box', async () => {
    const request = parseProductImagePath('products/p-1-green/1/mobile.jpg')!;
    for (const type of PRODUCT_TYPES) {
      const subject = { ...SUBJECT, typeCode: type.code, hex: '#2f7d4a', colorCode: 'p-1-green' };
      const { data, info } = await sharp(await renderProductImage(request, subject))
        .raw()
        .toBuffer({ resolveWithObject: true });
      let green = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        const [r, g, b] = [data[i], data[i + 1], data[i + 2]];
        if (Math.abs(r - 0x2f) < 24 && Math.abs(g - 0x7d) < 24 && Math.abs(b - 0x4a) < 24) green += 1;
      }
      // The product colour covers a real part of the picture (a shape), but not all of it.
      const share = green / (info.width * info.height);
      expect(share, type.code).toBeGreaterThan(0.04);
      expect(share, type.code).toBeLessThan(0.6);
    }
  });
});
