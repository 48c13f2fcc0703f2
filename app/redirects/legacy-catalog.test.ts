import { describe, expect, it } from 'vitest';
import { legacyCatalogRedirect } from './legacy-catalog';

// Every old slug of docs/product.md#legacy-addresses and the page it must land on, written out by hand.
const OLD_SLUGS: [slug: string, location: string][] = [
  ['krossovki-obuv-muzh', '/catalog/man/obuv/krossovki/'],
  ['krossovki-zhenshchiny', '/catalog/woman/obuv/krossovki/'],
  ['muzhchiny-obuv', '/catalog/man/obuv/'],
  ['muzhchiny-odegda', '/catalog/man/odezhda/'],
  ['muzhskoe', '/catalog/man/'],
  ['zhenskoe', '/catalog/woman/'],
  ['zhenshchiny-obuv', '/catalog/woman/obuv/'],
  ['zhenshchiny-odegda', '/catalog/woman/odezhda/'],
  ['detyam', '/catalog/kids/'],
  ['kedy-obuv-muzh', '/catalog/man/obuv/kedy/'],
  ['kedy-zhenshchiny', '/catalog/woman/obuv/kedy/'],
  ['botinkiv-muzh', '/catalog/man/obuv/botinki/'],
  ['botinki-zhenshchiny', '/catalog/woman/obuv/botinki/'],
  ['futbolki-muzh', '/catalog/man/odezhda/futbolki/'],
  ['futbolki-zhen', '/catalog/woman/odezhda/futbolki/'],
  ['tolstovki-muzh', '/catalog/man/odezhda/tolstovki/'],
  ['tolstovki-zhen', '/catalog/woman/odezhda/tolstovki/'],
  ['kurtki-muzh', '/catalog/man/odezhda/kurtki/'],
  ['kurtki-zhen', '/catalog/woman/odezhda/kurtki/'],
  ['bryuki-i-shorty-muzh', '/catalog/man/odezhda/bryuki/'],
  ['bryuki-i-shorty-zhen', '/catalog/woman/odezhda/bryuki/'],
  ['sumki-akses-muzh', '/catalog/man/aksessuary/sumki/'],
  ['sumki-zhen', '/catalog/woman/aksessuary/sumki/'],
  ['shapki-i-kepki-muzh', '/catalog/man/aksessuary/shapki/'],
  ['noski-muzh', '/catalog/man/aksessuary/noski/'],
  ['slantsy-muzh', '/catalog/man/obuv/slantsy/'],
  ['slantsy-zhenshchiny', '/catalog/woman/obuv/slantsy/'],
  ['slipony-zhenshchiny', '/catalog/woman/obuv/kedy/'],
  ['sportivnye-bryuki-muzh', '/catalog/man/odezhda/sportivnye-shtany/'],
  ['sportivnye-bryuki-zhen', '/catalog/woman/odezhda/sportivnye-shtany/'],
  ['nizhnee-bele-muzh', '/catalog/man/aksessuary/nizhnee-bele/'],
  ['aksessuary-muzh', '/catalog/man/aksessuary/'],
  ['krossovki-det', '/catalog/kids/obuv/krossovki/'],
  ['botinki-det', '/catalog/kids/obuv/'],
];

// The shapes an old address came in; each must land on the slug's page, filters dropped.
const FILTER_FORMS: [form: string, path: (slug: string) => string][] = [
  ['empty filter', (s) => `/catalog/${s}/filter/apply/`],
  ['empty filter, no trailing slash', (s) => `/catalog/${s}/filter/apply`],
  ['one key', (s) => `/catalog/${s}/filter/code_brand-is-nike/apply/`],
  ['one key, no trailing slash', (s) => `/catalog/${s}/filter/code_brand-is-nike/apply`],
  [
    'several keys, -or- values',
    (s) => `/catalog/${s}/filter/code_brand-is-nike-or-adidas/size-is-42-or-43/apply/`,
  ],
  ['price up to', (s) => `/catalog/${s}/filter/minimum_price-to-5000/apply/`],
  [
    'price range and raw Cyrillic',
    (s) => `/catalog/${s}/filter/minimum_price-from-1000-to-5000/color_name-is-чёрный/apply/`,
  ],
  [
    'percent-encoded Cyrillic',
    (s) =>
      `/catalog/${s}/filter/kategoriya-is-%D0%BA%D0%B5%D0%B4%D1%8B/gender-is-%D1%83%D0%BD%D0%B8%D1%81%D0%B5%D0%BA%D1%81/apply/`,
  ],
  ['value with a space', (s) => `/catalog/${s}/filter/code_brand-is-the north face/apply/`],
  [
    'value with %20 and +',
    (s) => `/catalog/${s}/filter/code_brand-is-the%20north%20face-or-dr.+martens/apply/`,
  ],
  ['malformed brand: broken escape', (s) => `/catalog/${s}/filter/code_brand-is-adidas%E0%A4%A/apply/`],
  [
    'malformed brand: empty and doubled -or-',
    (s) => `/catalog/${s}/filter/code_brand-is-/code_brand-is-nike-or--or-/apply/`,
  ],
  [
    'every other key',
    (s) =>
      `/catalog/${s}/filter/sezonnost_stroka-is-1-or-3/vodonepronitsaemost-is-да/bestseller-is-да/collab-is-да/recycled-is-да/stores-is-12/apply/`,
  ],
  ['upper case and doubled slashes', (s) => `/CATALOG/${s.toUpperCase()}//Filter/code_brand-is-nike//APPLY/`],
  ['bare old section page', (s) => `/catalog/${s}/`],
  ['bare old section page, no trailing slash', (s) => `/catalog/${s}`],
];

const CASES = OLD_SLUGS.flatMap(([slug, location]) =>
  FILTER_FORMS.map(([form, path]) => ({ slug, form, path: path(slug), location })),
);

describe('legacyCatalogRedirect: every old slug in every filter form', () => {
  it('covers the 34 slugs of the spec in 16 forms', () => {
    expect(new Set(OLD_SLUGS.map(([slug]) => slug)).size).toBe(34);
    expect(CASES).toHaveLength(34 * 16);
  });

  it.each(CASES)('$slug, $form → $location', ({ path, location }) => {
    expect(legacyCatalogRedirect(path)).toEqual({ location, status: 302 });
  });
});

describe('legacyCatalogRedirect: query string', () => {
  it('keeps campaign parameters and drops page numbers', () => {
    expect(
      legacyCatalogRedirect('/catalog/detyam/filter/size-is-30/apply/?utm_source=mail&PAGEN_1=3&page=2&x=1'),
    ).toEqual({ location: '/catalog/kids/?utm_source=mail&x=1', status: 302 });
  });

  it('accepts absolute URLs and URL objects', () => {
    expect(legacyCatalogRedirect('https://shop.example/catalog/muzhskoe/filter/apply/')).toEqual({
      location: '/catalog/man/',
      status: 302,
    });
    expect(legacyCatalogRedirect(new URL('https://shop.example/catalog/zhenskoe/filter/apply/?a=1'))).toEqual(
      {
        location: '/catalog/woman/?a=1',
        status: 302,
      },
    );
  });
});

describe('legacyCatalogRedirect: irregular mappings', () => {
  it.each([
    '/catalog/sportivnye-bryuki-muzh/filter/code_brand-is-new era/apply/',
    '/catalog/sportivnye-bryuki-muzh/filter/code_brand-is-new%20era/apply/',
    '/catalog/sportivnye-bryuki-muzh/filter/code_brand-is-New+Era/apply',
    '/catalog/sportivnye-bryuki-muzh/filter/code_brand-is-new-era/apply/',
    '/catalog/sportivnye-bryuki-muzh/filter/code_brand-is-NEW_ERA/size-is-M/minimum_price-to-3000/apply/',
    '/catalog/sportivnye-bryuki-muzh/filter/code_brand-is-newera-or-new era/apply/',
  ])('men’s sports trousers of New Era go to men’s hats: %s', (path) => {
    expect(legacyCatalogRedirect(path)).toEqual({ location: '/catalog/man/aksessuary/shapki/', status: 302 });
  });

  it.each([
    [
      '/catalog/sportivnye-bryuki-muzh/filter/code_brand-is-new era-or-nike/apply/',
      '/catalog/man/odezhda/sportivnye-shtany/',
    ],
    [
      '/catalog/sportivnye-bryuki-muzh/filter/code_brand-is-newbalance/apply/',
      '/catalog/man/odezhda/sportivnye-shtany/',
    ],
    [
      '/catalog/sportivnye-bryuki-muzh/filter/color_name-is-new era/apply/',
      '/catalog/man/odezhda/sportivnye-shtany/',
    ],
    [
      '/catalog/sportivnye-bryuki-zhen/filter/code_brand-is-new era/apply/',
      '/catalog/woman/odezhda/sportivnye-shtany/',
    ],
  ])('other brands, other keys and women’s trousers stay regular: %s', (path, location) => {
    expect(legacyCatalogRedirect(path)).toEqual({ location, status: 302 });
  });

  it.each([
    '/catalog/muzhchiny-odegda/filter/kategoriya-is-сумки/apply/',
    '/catalog/muzhchiny-odegda/filter/kategoriya-is-%D0%A1%D1%83%D0%BC%D0%BA%D0%B8/apply/',
    '/catalog/muzhchiny-odegda/filter/kategoriya-is-bags/code_brand-is-puma/apply',
  ])('men’s clothing filtered by bags goes to men’s clothing, as the spec says: %s', (path) => {
    expect(legacyCatalogRedirect(path)).toEqual({ location: '/catalog/man/odezhda/', status: 302 });
  });
});

describe('legacyCatalogRedirect: unknown slugs and other paths', () => {
  it.each([
    ['/catalog/no-such-section/filter/apply/', '/catalog/'],
    ['/catalog/no-such-section/filter/code_brand-is-nike/apply', '/catalog/'],
    ['/catalog/filter/apply/', '/catalog/'],
    ['/catalog/constructor/filter/apply/', '/catalog/'],
    ['/catalog/__proto__/filter/apply/', '/catalog/'],
    ['/catalog/man/obuv/filter/size-is-42/apply/', '/catalog/'],
    ['/catalog/muzhskoe/krossovki-obuv-muzh/filter/apply/', '/catalog/man/obuv/krossovki/'],
    ['/catalog/krossovki-obuv-muzh/filter/size-is-42/', '/catalog/man/obuv/krossovki/'],
    ['/catalog/novye-postupleniya-/filter/gender-is-мужчинам/apply/', '/catalog/new/'],
    ['/catalog/noski/filter/size-is-39-42/apply/', '/catalog/aksessuary/noski/'],
  ])('%s → %s', (path, location) => {
    expect(legacyCatalogRedirect(path)).toEqual({ location, status: 302 });
  });

  it.each([
    '/',
    '/catalog/',
    '/catalog',
    '/catalog/man/',
    '/catalog/man/obuv/krossovki/',
    '/catalog/no-such-section/',
    '/catalog/__proto__/',
    '/catalog/krossovki-obuv-muzh/some-product/',
    '/search/filter/apply/',
    '/product/filter/',
  ])('is not a legacy catalogue address: %s', (path) => {
    expect(legacyCatalogRedirect(path)).toBeNull();
  });
});

describe('legacyCatalogRedirect: garbage never throws', () => {
  it.each([
    ['broken escapes everywhere', '/catalog/%E0%A4%A/filter/%E0%A4%A-is-%/apply/', '/catalog/'],
    ['lone percent signs', '/catalog/%/filter/%%/apply/', '/catalog/'],
    [
      'long filter',
      `/catalog/krossovki-obuv-muzh/filter/${'size-is-42/'.repeat(20_000)}apply/`,
      '/catalog/man/obuv/krossovki/',
    ],
    ['long value', `/catalog/detyam/filter/code_brand-is-${'a-or-'.repeat(50_000)}/apply/`, '/catalog/kids/'],
  ])('%s', (_name, path, location) => {
    expect(legacyCatalogRedirect(path)).toEqual({ location, status: 302 });
  });

  it.each([
    ['100 000 slashes', '/'.repeat(100_000)],
    ['a 100 000-character segment', `/catalog/${'x'.repeat(100_000)}`],
    ['not a URL at all', 'http://['],
  ])('%s → null', (_name, path) => {
    expect(legacyCatalogRedirect(path)).toBeNull();
  });
});
