// Nothing after </html>: a page's document ends with its closing tags, whether it was sent
// whole (a first hit without cookies, which a cache may keep, or a crawler) or streamed (a
// browser with cookies gets its shell first and the rest as it is ready). The scripts that
// carry the route data to the browser are still there, inside the body.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { randomIp } from '../mocks/sms-sign-in';
import { type StockedSize, stockedSizes } from './basket.kit';
import { Shopper } from './cart-pages.kit';

const baseUrl = inject('baseUrl');

const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const YANDEX_BOT = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
const CATALOGUE = '/catalog/man/obuv/krossovki/';

let size: StockedSize;
beforeAll(async () => {
  // Catalogue page 13: no other test file takes its sizes (this one only puts one in a basket).
  [size] = await stockedSizes(baseUrl, 13, { count: 1 });
});

/** Checks what the W3C checker calls a stray tag: anything after the document's end. */
function expectDocumentEndLast(html: string): void {
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  expect(html.endsWith('</body></html>'), `the page ends with ${JSON.stringify(html.slice(-120))}`).toBe(
    true,
  );
  expect(html.match(/<\/html>/g)).toHaveLength(1);
  expect(html.match(/<\/body>/g)).toHaveLength(1);
  // Remix's data for the browser: the stream of it is opened in the shell and closed at its end.
  expect(html).toContain('window.__remixContext.streamController.close()');
}

describe('a page ends with </body></html> and nothing after it', () => {
  test('a first hit without cookies, sent whole, and the same page again from the cache', async () => {
    for (const path of ['/', CATALOGUE, '/', CATALOGUE]) {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: { 'User-Agent': DESKTOP, 'X-Forwarded-For': randomIp() },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toMatch(/\bpublic\b/);
      expectDocumentEndLast(await response.text());
    }
  });

  test('a crawler, sent the whole document', async () => {
    const response = await fetch(`${baseUrl}/product/${size.code}`, {
      headers: { 'User-Agent': YANDEX_BOT, 'X-Forwarded-For': randomIp(), Cookie: 'seen=1' },
    });
    expect(response.status).toBe(200);
    expectDocumentEndLast(await response.text());
  });

  test('a browser with a basket, its personal pages streamed', async () => {
    const shopper = new Shopper(baseUrl);
    const added = await shopper.post('/resources/cart', {
      intent: 'add',
      productId: String(size.sizeId),
      returnTo: '/cart/',
    });
    expect(added.status).toBe(303);
    for (const path of ['/', CATALOGUE, `/product/${size.code}`, '/cart/', '/order/make']) {
      const { response, html } = await shopper.visit(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Cache-Control'), path).toMatch(/\bprivate\b/);
      expectDocumentEndLast(html);
      // What the page shows after its shell is still on it: the basket's line on the cart.
      if (path === '/cart/') expect(html).toContain(`data-basket-line=`);
    }
  });
});
