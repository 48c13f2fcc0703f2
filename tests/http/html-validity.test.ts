// Valid HTML on the pages a shopper goes through: home, a catalogue page, a product, search,
// content pages, the cart and checkout, each as a first hit (no cookies: the page everyone gets,
// which caches keep) and as returning shoppers (a guest with a basket, a signed-in shopper with
// one: their pages are rendered for them and streamed). Each page goes through html-validate
// with the rules of docs/decisions/0141-html-validity.md, and must end with its closing tags
// (the W3C checker calls anything after </html> a stray tag; html-validate does not see it).
import { HtmlValidate, type Message } from 'html-validate';
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { type StockedSize, stockedSizes } from './basket.kit';
import { Shopper } from './cart-pages.kit';
import { TEXT_PAGES } from './text-pages.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/**
 * html-validate's full set of checks, less those that judge style rather than validity (the
 * W3C checker accepts either way): docs/decisions/0141-html-validity.md says why each is off.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    'void-style': 'off',
    'no-inline-style': 'off',
    'tel-non-breaking': 'off',
    'require-sri': 'off',
    'valid-id': ['error', { relaxed: true }],
    'form-dup-name': ['error', { shared: ['radio', 'checkbox', 'button', 'reset', 'submit'] }],
  },
});

const SEARCH = `/search/?q=${encodeURIComponent('кроссовки')}`;
const CATALOGUE = '/catalog/man/obuv/krossovki/';
const [CONTENT] = TEXT_PAGES.find(([path]) => path === '/about/company')!;
/** A list of cards under the page's h1 (the home page shows the same cards under an h2). */
const NEWS = '/about/news';

let size: StockedSize;
let guest: Shopper;
let signedIn: Shopper;

beforeAll(async () => {
  // Catalogue page 13: no other test file takes its sizes (this one only puts one in a basket).
  [size] = await stockedSizes(baseUrl, 13, { count: 1 });
  const withBasket = async (shopper: Shopper) => {
    const added = await shopper.post('/resources/cart', {
      intent: 'add',
      productId: String(size.sizeId),
      returnTo: '/cart/',
    });
    if (added.status !== 303) throw new Error(`adding to the basket answered ${added.status}`);
    return shopper;
  };
  guest = await withBasket(new Shopper(baseUrl));
  const shopper = new Shopper(baseUrl);
  await shopper.signIn(dataDir);
  signedIn = await withBasket(shopper);
}, 60_000);

/** Each error as a line: the rule, where it is, what it says, and the markup around it. */
function errorLines(html: string, messages: Message[]): string[] {
  return messages.map((m) => {
    const around = html.slice(Math.max(0, m.offset - 60), m.offset + m.size + 60).replace(/\s+/g, ' ');
    return `${m.ruleId} (line ${m.line}, column ${m.column}): ${m.message} … ${around} …`;
  });
}

async function expectValid(shopper: Shopper, path: string): Promise<void> {
  const { response, html } = await shopper.visit(path);
  expect(response.status, path).toBe(200);
  const report = await validator.validateString(html, path);
  const errors = report.results.flatMap((result) => result.messages).filter((m) => m.severity === 2);
  expect(errorLines(html, errors), `${path}: html-validate's errors`).toEqual([]);
  expect(html.slice(html.lastIndexOf('</html>')), `${path}: after </html>`).toBe('</html>');
}

const productPath = () => `/product/${size.code}`;

describe('pages are valid HTML', () => {
  const everyone = () => ['/', CATALOGUE, productPath(), SEARCH, CONTENT, NEWS, '/cart/'];

  test('as a first hit, without cookies', async () => {
    // A new browser per page: a page's first hit carries no cookie from another.
    for (const path of everyone()) await expectValid(new Shopper(baseUrl), path);
  });

  test('for a guest with a basket', async () => {
    for (const path of [...everyone(), '/order/make']) await expectValid(guest, path);
  });

  test('for a signed-in shopper with a basket', async () => {
    for (const path of [...everyone(), '/order/make']) await expectValid(signedIn, path);
  });
});
