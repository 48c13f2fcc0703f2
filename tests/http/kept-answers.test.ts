// Answers kept between shoppers (docs/product.md#page-weight): the storefront keeps the product and section answers
// with the ETag of the catalogue state they came from, and the API answers 304 while that state
// holds. A stock write through the admin API must show on the very next page view, and on the
// next conditional API call as a full answer with a new tag.
import { describe, expect, inject, test } from 'vitest';
import { productApiPath } from '~/commerce/contract/product';
import { TEST_ADMIN_PHONES } from '../setup/server';
import { attr, getPage, tags } from './catalog-pages.kit';
import { borrowSoldOutSize, setStock } from './stock-alerts.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

// Catalogue page 10: no other file restocks or picks its sold-out sizes.
const stock = borrowSoldOutSize({ baseUrl, dataDir }, 10, TEST_ADMIN_PHONES.keptAnswers);

/** Whether the product page offers the size (its radio is not disabled). */
async function sizeOffered(code: string, sizeId: number): Promise<boolean> {
  const page = await getPage(`/product/${code}`);
  expect(page.status).toBe(200);
  const radio = tags(page.html, 'input', /type="radio" name="productId"/).find(
    (tag) => Number(attr(tag, 'value')) === sizeId,
  );
  expect(radio, `size ${sizeId} on /product/${code}`).toBeDefined();
  return !/\sdisabled=""/.test(radio!);
}

const get = (path: string, etag?: string) =>
  fetch(new URL(path, baseUrl), { headers: etag ? { 'If-None-Match': etag } : {} });

describe('answers kept per catalogue state', () => {
  test('a size restocked through the admin API is offered on the next product page view', async () => {
    // Twice: the second view is served from the kept answer.
    expect(await sizeOffered(stock.size.code, stock.size.sizeId)).toBe(false);
    expect(await sizeOffered(stock.size.code, stock.size.sizeId)).toBe(false);
    await setStock(baseUrl, stock.admin, stock.size, 1);
    expect(await sizeOffered(stock.size.code, stock.size.sizeId)).toBe(true);
    await setStock(baseUrl, stock.admin, stock.size, 0);
    expect(await sizeOffered(stock.size.code, stock.size.sizeId)).toBe(false);
  });

  test('the API answers 304 to the current tag and a new answer once the catalogue moved', async () => {
    for (const path of [productApiPath(stock.size.code), '/api/catalog/?path=%2Fcatalog%2Fman%2F']) {
      const first = await get(path);
      const etag = first.headers.get('ETag');
      expect(first.status, path).toBe(200);
      expect(etag, path).toMatch(/^W\/"catalogue-/);
      const again = await get(path, etag!);
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      await setStock(baseUrl, stock.admin, stock.size, 1);
      const moved = await get(path, etag!);
      expect(moved.status, path).toBe(200);
      expect(moved.headers.get('ETag'), path).not.toBe(etag);
      await setStock(baseUrl, stock.admin, stock.size, 0);
    }
  });

  test('a search is never tagged: it counts toward the popular queries', async () => {
    const search = await get(
      '/api/catalog/?path=%2Fcatalog%2F&q=%D0%BA%D1%80%D0%BE%D1%81%D1%81%D0%BE%D0%B2%D0%BA%D0%B8',
    );
    expect(search.status).toBe(200);
    expect(search.headers.get('ETag')).toBeNull();
  });
});
