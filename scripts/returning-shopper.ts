/**
 * The returning shoppers of the page benchmarks (bench-pages.ts, profile-pages.ts, bench-load.ts):
 * a desktop Chromium that has been here before and sends the cookies its first visit left, as a
 * guest with a basket or signed in with favourites.
 *
 * A cookie-less GET mints nothing (docs/decisions/0059-shared-first-hits.md), so the cookies come
 * from what a browser does on its first visit, as the shop's own pages do it: the viewport
 * report after hydration, 'Да, я здесь' on the city prompt, two product views (recorded under a
 * new guest token, so 'Недавно просмотренные' has a card) and 'В корзину' of one of the first
 * one's sizes. Without these steps the "returning" shopper would send no cookie at all and be
 * served as a first hit.
 */
import { waitForCode, messagesTo } from '../tests/setup/outbox';
import { Browser, formFields } from './bench/browser';

export { BROWSER_UA } from './bench/browser';

/** A browser after the first visit above: a guest with a recently viewed product and a basket line. */
export async function returningShopper(baseUrl: string, productPath: string): Promise<Browser> {
  const browser = new Browser(baseUrl);
  await browser.must('/');
  // Posted as the pages' fetchers do with JavaScript on (via=fetcher: a reply, no flash).
  await browser.must('/resources/viewport', { breakpoint: 'desktop' });
  await browser.must('/resources/city', { intent: 'confirm', returnTo: '/', via: 'fetcher' });
  const product = (await browser.must(productPath)).html;
  // A second product (a related one), so the first page's 'Недавно просмотренные' has a card to show.
  const other = [...product.matchAll(/href="(\/product\/[^"?#]+)"/g)].find(
    ([, path]) => path !== productPath,
  );
  if (other) await browser.must(other[1]);
  // The page's 'В корзину' form: its first enabled size.
  const add = formFields(product, '/resources/cart');
  if (!add?.productId) throw new Error(`no size to add on ${productPath}`);
  await browser.must('/resources/cart', { ...add, via: 'fetcher' });
  return browser;
}

/** The cookies of returningShopper() as one Cookie header. */
export async function returningCookies(baseUrl: string, productPath: string): Promise<string> {
  return (await returningShopper(baseUrl, productPath)).cookieHeader();
}

/** A fresh Russian mobile number, so the one-code-a-minute limit of a phone never meets. */
const randomPhone = () => `+79${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/**
 * The returning guest above, then signed in through the sign-in dialog's posts (phone, then the
 * code the demo SMS provider wrote to DATA_DIR/sms-outbox.jsonl; the guest's basket line moves to
 * the account) and with two favourites, hearted on the catalogue page `cataloguePath`.
 */
export async function signedInShopper(
  baseUrl: string,
  dataDir: string,
  cataloguePath: string,
  productPath: string,
): Promise<Browser> {
  const browser = await returningShopper(baseUrl, productPath);
  const phone = randomPhone();
  const sent = messagesTo(dataDir, phone).length;
  const login = { phone, returnTo: cataloguePath, via: 'fetcher' };
  await browser.must('/resources/auth/login', { ...login, intent: 'phone' });
  const code = await waitForCode(dataDir, phone, sent);
  await browser.must('/resources/auth/login', { ...login, intent: 'code', code });
  if (!browser.has('auth')) throw new Error('the sign-in left no auth cookie');

  // The hearts a signed-in shopper sees on the catalogue's cards: the first two.
  const catalogue = (await browser.must(cataloguePath)).html;
  const colours = [...catalogue.matchAll(/name="colorId" value="(\d+)"/g)].map(([, id]) => id);
  if (colours.length < 2) throw new Error(`no hearts to press on ${cataloguePath}`);
  for (const colorId of colours.slice(0, 2)) {
    const heart = { returnTo: cataloguePath, colorId, intent: 'add', via: 'fetcher' };
    await browser.must('/resources/favorites', heart);
  }
  return browser;
}
