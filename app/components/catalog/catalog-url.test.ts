import { describe, expect, it } from 'vitest';
import {
  catalogHref,
  isRefined,
  normalizeShown,
  pageWindow,
  readCatalogUrl,
  sectionPathOf,
} from './catalog-url';

const read = (query: string, search = false) => readCatalogUrl(new URLSearchParams(query), { search });

describe('reading a catalogue address', () => {
  it('reads list filters, price, switches, sort and shown', () => {
    expect(
      read(
        'brand=nike&brand=puma&size=42&price_from=5000&price_to=12000&waterproof=Y&sort=price&order=asc&shown=48',
      ),
    ).toEqual({
      filter: { brand: ['nike', 'puma'], size: ['42'], price: { from: 5000, to: 12000 }, waterproof: true },
      sort: { sort: 'price', order: 'asc' },
      shown: 48,
    });
  });

  it('drops what the API would refuse instead of failing', () => {
    const state = read('price_from=abc&price_to=-5&sort=cheapest&order=up&shown=zzz&brand=&size=%20');
    expect(state).toEqual({ filter: {}, sort: undefined, shown: 24 });
  });

  it('puts a reversed price range in order and keeps an open end open', () => {
    expect(read('price_from=9000&price_to=3000').filter.price).toEqual({ from: 3000, to: 9000 });
    expect(read('price_to=3000').filter.price).toEqual({ from: undefined, to: 3000 });
    expect(read('price_from=&price_to=').filter.price).toBeUndefined();
  });

  it('treats the default sort as no sort and an order alone as its sort', () => {
    expect(read('sort=popular&order=desc').sort).toBeUndefined();
    expect(read('sort=price').sort).toEqual({ sort: 'price', order: 'asc' });
    expect(read('sort=price&order=desc').sort).toEqual({ sort: 'price', order: 'desc' });
  });

  it('rounds shown up to whole pages', () => {
    expect(normalizeShown(25)).toBe(48);
    expect(normalizeShown(0)).toBe(24);
    expect(normalizeShown(72)).toBe(72);
  });

  it('keeps q only on search pages, trimmed', () => {
    expect(read('q=%20%20кеды%20%20nike ').q).toBeUndefined();
    expect(read('q=%20%20кеды%20%20nike ', true).q).toBe('кеды nike');
  });
});

describe('writing a catalogue address', () => {
  it('round-trips a state and never writes page', () => {
    const state = read(
      'q=air&color=black&price_to=8000&bestseller=Y&sort=discount&order=desc&shown=72',
      true,
    );
    const href = catalogHref('/search/', state);
    expect(href).toBe(
      '/search/?q=air&color=black&price_to=8000&bestseller=Y&sort=discount&order=desc&shown=72',
    );
    expect(href).not.toMatch(/[?&]page=/);
    expect(readCatalogUrl(new URL(href, 'http://x').searchParams, { search: true })).toEqual(state);
  });

  it('writes nothing for the plain section', () => {
    expect(catalogHref('/catalog/man/', { filter: {}, shown: 24 })).toBe('/catalog/man/');
    expect(isRefined(read(''))).toBe(false);
    expect(isRefined(read('brand=nike'))).toBe(true);
  });
});

describe('the pages of a document', () => {
  it('shows up to four pages ending at shown', () => {
    expect(pageWindow(24)).toEqual({ first: 1, last: 1 });
    expect(pageWindow(96)).toEqual({ first: 1, last: 4 });
    expect(pageWindow(120)).toEqual({ first: 2, last: 5 });
  });

  it('names sections with a trailing slash', () => {
    expect(sectionPathOf('/catalog/man/obuv')).toBe('/catalog/man/obuv/');
    expect(sectionPathOf('/catalog//sale/')).toBe('/catalog/sale/');
  });
});
