// Long facet lists (docs/product.md#page-weight) as a browser without JavaScript gets them: the first values of a
// long list, every chosen value, and a «Показать все» link to the address that renders the
// list whole. Expectations come from the commerce API (POST /api/catalog/).
import { describe, expect, test } from 'vitest';
import { apiCatalog, attr, getPage, tags, textOf } from './catalog-pages.kit';

const SECTION = '/catalog/man/obuv/krossovki/';

/** Values of the page's inputs named `name`, in page order. */
const inputValues = (html: string, name: string) =>
  tags(html, 'input', new RegExp(`\\sname="${name}"`)).map((t) => attr(t, 'value'));

/** The «Показать все» links of the filter panel. */
const allValuesLinks = (html: string) =>
  [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)]
    .filter((m) => textOf(m[2]) === 'Показать все')
    .map((m) => m[1].replace(/&amp;/g, '&'));

async function brandsOfApi(filter: Record<string, string[]> = {}) {
  const api = await apiCatalog({ path: SECTION, filter });
  const brand = api.catalogBody.filter.find((f) => f.code === 'brand');
  if (!brand || brand.type !== 'list') throw new Error('the section has no brand list');
  return brand.items.map((i) => i.value);
}

describe('long facet lists without JavaScript', () => {
  test('a long list shows its first eight values and links to the address that shows it whole', async () => {
    const brands = await brandsOfApi();
    expect(brands.length).toBeGreaterThan(8);
    const page = await getPage(SECTION);
    expect(page.status).toBe(200);
    expect(inputValues(page.html, 'brand')).toEqual(brands.slice(0, 8));
    const links = allValuesLinks(page.html);
    expect(links).toContain(`${SECTION}?all=brand`);

    const whole = await getPage(`${SECTION}?all=brand`);
    expect(whole.status).toBe(200);
    expect(inputValues(whole.html, 'brand')).toEqual(brands);
    // The other long lists stay cut on that page.
    expect(allValuesLinks(whole.html)).not.toContain(`${SECTION}?all=brand`);
    expect(allValuesLinks(whole.html).length).toBe(links.length - 1);
  });

  test('a chosen value beyond the first eight stays in the form, checked, so the next submit keeps it', async () => {
    const brands = await brandsOfApi();
    const last = brands[brands.length - 1];
    const page = await getPage(`${SECTION}?brand=${encodeURIComponent(last)}`);
    expect(page.status).toBe(200);
    const chosenBrands = await brandsOfApi({ brand: [last] });
    const shown = inputValues(page.html, 'brand');
    expect(shown).toEqual([...chosenBrands.slice(0, 8), ...(chosenBrands.indexOf(last) >= 8 ? [last] : [])]);
    const box = tags(page.html, 'input', /\sname="brand"/).find((t) => attr(t, 'value') === last);
    expect(box).toMatch(/\schecked=""/);
  });

  test('the whole list keeps the filters, sort and products of the address it came from', async () => {
    const address = `${SECTION}?size=42&sort=price&order=asc`;
    const page = await getPage(address);
    const link = allValuesLinks(page.html).find((href) => href.includes('all=brand'));
    expect(link).toBe(`${address}&all=brand`);
    const whole = await getPage(link!);
    const cards = (html: string) => [...html.matchAll(/href="(\/product\/[^"]+)"/g)].map((m) => m[1]);
    expect(cards(whole.html)).toEqual(cards(page.html));
    expect(inputValues(whole.html, 'brand')).toEqual(await brandsOfApi({ size: ['42'] }));
  });

  test('an unknown list name in the address changes nothing', async () => {
    const plain = await getPage(SECTION);
    const odd = await getPage(`${SECTION}?all=%3Cscript%3E&all=nope`);
    expect(odd.status).toBe(200);
    expect(inputValues(odd.html, 'brand')).toEqual(inputValues(plain.html, 'brand'));
  });
});
