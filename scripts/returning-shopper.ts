/**
 * A returning shopper for the page benchmarks (bench-pages.ts, profile-pages.ts): a desktop
 * Chromium that has been here before and sends the cookies its first visit left.
 *
 * A cookie-less GET mints nothing (docs/decisions/0059-shared-first-hits.md), so the cookies come
 * from what a browser does on its first visit, as the shop's own pages do it: the viewport
 * report after hydration, 'Да, я здесь' on the city prompt, two product views (recorded under a
 * new guest token, so 'Недавно просмотренные' has a card) and 'В корзину' of one of the first one's sizes. Without these steps the
 * "returning" shopper would send no cookie at all and be served as a first hit.
 */

// Chromium on a desktop: the shop treats the returning shopper as a browser, not a crawler.
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The cookies a browser holds after the first visit above, as one Cookie header. */
export async function returningCookies(baseUrl: string, productPath: string): Promise<string> {
  const jar = new Map<string, string>();
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const visit = async (path: string, form?: Record<string, string>): Promise<string> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        'User-Agent': BROWSER_UA,
        Cookie: header(),
        // What a browser's same-origin fetcher sends (the cross-site guard reads it).
        ...(form ? { Origin: baseUrl, 'Sec-Fetch-Site': 'same-origin' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      // A cleared cookie (the flash once shown) leaves the jar, as a browser drops it.
      if (/;\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(line)) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (response.status >= 400)
      throw new Error(`${form ? 'POST' : 'GET'} ${path} answered ${response.status}`);
    return response.text();
  };
  await visit('/');
  // Posted as the pages' fetchers do with JavaScript on (via=fetcher: a reply, no flash).
  await visit('/resources/viewport', { breakpoint: 'desktop' });
  await visit('/resources/city', { intent: 'confirm', returnTo: '/', via: 'fetcher' });
  const product = await visit(productPath);
  // A second product (a related one), so the first page's 'Недавно просмотренные' has a card to show.
  const other = [...product.matchAll(/href="(\/product\/[^"?#]+)"/g)].find(
    ([, path]) => path !== productPath,
  );
  if (other) await visit(other[1]);
  // The first size the page offers (an enabled radio of the add-to-cart form).
  const sizeId = /<input[^>]*name="productId"[^>]*value="(\d+)"(?![^>]*disabled)/.exec(product)?.[1];
  if (!sizeId) throw new Error(`no size to add on ${productPath}`);
  await visit('/resources/cart', { intent: 'add', productId: sizeId, returnTo: productPath, via: 'fetcher' });
  return header();
}
