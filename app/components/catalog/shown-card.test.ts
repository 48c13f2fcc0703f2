import { describe, expect, it } from 'vitest';
import type { ProductCard } from '~/commerce/contract/product';
import { cardHref, pictureFiles, shownCard } from './shown-card';

const files = (folder: string) => ({
  src: `${folder}desktop.jpg`,
  srcX2: `${folder}desktop@2x.jpg`,
  webp: `${folder}desktop.webp`,
  webpX2: `${folder}desktop@2x.webp`,
});
const imageSet = (folder: string) => ({
  ...files(folder),
  desktop: files(folder),
  mobile: {
    src: `${folder}mobile.jpg`,
    srcX2: `${folder}mobile@2x.jpg`,
    webp: `${folder}mobile.webp`,
    webpX2: `${folder}mobile@2x.webp`,
  },
});
const card: ProductCard = {
  id: 7,
  code: 'nike-air-1-black',
  url: '/product/nike-air-1-black',
  images: [
    imageSet('/images/products/nike-air-1-black/1/'),
    imageSet('/images/products/nike-air-1-black/2/'),
  ],
  name: 'Nike Air',
  category: 'Кроссовки',
  brand: 'Nike',
  color: 'Черный',
  price: { value: 9990, currency: 'RUB' },
  oldPrice: null,
  discount: 0,
  bonus: 499,
  isNew: false,
};

describe('a card as the page sends it', () => {
  it('carries only the first picture, as its folder when the files are named the shop’s way', () => {
    const shown = shownCard(card);
    expect(pictureFiles(shown.images[0], shown.code)).toEqual({
      src: '/images/products/nike-air-1-black/1/desktop.jpg',
      desktop: {
        webp: '/images/products/nike-air-1-black/1/desktop.webp',
        webpX2: '/images/products/nike-air-1-black/1/desktop@2x.webp',
      },
      mobile: {
        webp: '/images/products/nike-air-1-black/1/mobile.webp',
        webpX2: '/images/products/nike-air-1-black/1/mobile@2x.webp',
      },
    });
    const { images: _images, ...rest } = shown;
    const { images: _all, url: _url, ...fields } = card;
    expect(rest).toEqual(fields);
  });

  it('leaves out what follows from the product code: its address and its own picture folder', () => {
    const shown = shownCard(card);
    expect(cardHref(shown)).toBe('/product/nike-air-1-black');
    expect(JSON.stringify(shown)).not.toContain('/product/');
    expect(JSON.stringify(shown)).not.toContain('/images/products/nike-air-1-black');
  });

  it('keeps an address and a folder that do not follow from the code', () => {
    const moved = {
      ...card,
      url: '/product/nike-air-1-black?color=2',
      images: [imageSet('/images/other/9/')],
    };
    const shown = shownCard(moved);
    expect(cardHref(shown)).toBe('/product/nike-air-1-black?color=2');
    expect(pictureFiles(shown.images[0], shown.code).src).toBe('/images/other/9/desktop.jpg');
    const elsewhere = shownCard({ ...card, images: [imageSet('/images/products/nike-air-2-white/1/')] });
    expect(pictureFiles(elsewhere.images[0], elsewhere.code).src).toBe(
      '/images/products/nike-air-2-white/1/desktop.jpg',
    );
  });

  it('carries the five files a card draws when they are named otherwise', () => {
    const cdn = { ...imageSet('/x/'), src: 'https://cdn.example/a.jpg' };
    const shown = shownCard({ ...card, images: [cdn] });
    expect(pictureFiles(shown.images[0], shown.code)).toEqual({
      src: 'https://cdn.example/a.jpg',
      desktop: { webp: '/x/desktop.webp', webpX2: '/x/desktop@2x.webp' },
      mobile: { webp: '/x/mobile.webp', webpX2: '/x/mobile@2x.webp' },
    });
  });

  it('has no picture when the API sent none', () => {
    expect(shownCard({ ...card, images: [] }).images).toEqual([]);
  });
});
