// Helpers of the basket, order and payment HTTP tests: guest and user identities, calls with
// any method and body, and sizes in stock read from the catalogue API (never from the
// database), so expectations come from what the shop itself publishes.
import { randomUUID } from 'node:crypto';
import { postJson, signIn } from '../mocks/sms-sign-in';

export type Auth = Record<string, string>;

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Any call to the API; `body` is sent as JSON, `raw` as it is. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { auth?: Auth; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const hasBody = options.body !== undefined || options.raw !== undefined;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...options.auth,
      ...options.headers,
    },
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

/** A new guest identity: the Fuser-Token header of POST /api/fuser's token. */
export async function guest(baseUrl: string): Promise<Auth> {
  const issued = await postJson(baseUrl, '/api/fuser', {});
  if (issued.status !== 200) throw new Error(`/api/fuser answered ${issued.status}`);
  return { 'Fuser-Token': String(issued.body.token) };
}

/** A freshly signed-in user: the Authorization header, the user id and phone. */
export async function user(api: {
  baseUrl: string;
  dataDir: string;
}): Promise<{ auth: Auth; id: number; phone: string }> {
  const session = await signIn(api);
  return { auth: session.auth, id: session.user.id, phone: session.user.phone };
}

export interface StockedSize {
  /** The basket's productId. */
  sizeId: number;
  ru: string;
  /** Units across all shops. */
  quantity: number;
  /** The colour article and its page data. */
  code: string;
  name: string;
  price: number;
  bonus: number;
  /** Units per Moscow shop (the product page's stores block). */
  moscowShops: { shopId: number; quantity: number }[];
}

/**
 * Sizes with at least `minQuantity` units, one per product, from the catalogue page(s)
 * `pages` of /catalog/ (24 products a page). Test files read different pages, so the stock
 * one file orders never changes what another file counts on.
 */
export async function stockedSizes(
  baseUrl: string,
  pages: number | number[],
  options: {
    count: number;
    minQuantity?: number;
    maxQuantity?: number;
    minPrice?: number;
    maxPrice?: number;
    /** Moscow shops that must hold the size (a pickup that should leave the others alone). */
    minMoscowShops?: number;
  },
): Promise<StockedSize[]> {
  const cards: { code: string }[] = [];
  for (const page of [pages].flat()) {
    const catalog = await call(baseUrl, 'POST', '/api/catalog/', { body: { path: '/catalog/', page } });
    cards.push(...(catalog.body.catalogBody.products as { code: string }[]));
  }
  const found: StockedSize[] = [];
  for (const card of cards) {
    if (found.length === options.count) break;
    const detail = await call(baseUrl, 'GET', `/api/products/${card.code}/`);
    const { product, stores } = detail.body;
    const price = product.price.value as number;
    if (price < (options.minPrice ?? 0) || price > (options.maxPrice ?? Infinity)) continue;
    const size = (product.sizes as { id: number; ru: string; quantity: number }[]).find(
      (s) => s.quantity >= (options.minQuantity ?? 1) && s.quantity <= (options.maxQuantity ?? Infinity),
    );
    if (!size) continue;
    const moscowShops = (stores.items as { id: number; sizes: { sizeId: number; quantity: number }[] }[])
      .map((shop) => ({
        shopId: shop.id,
        quantity: shop.sizes.find((s) => s.sizeId === size.id)?.quantity ?? 0,
      }))
      .filter((shop) => shop.quantity > 0);
    if (moscowShops.length < (options.minMoscowShops ?? 0)) continue;
    found.push({
      sizeId: size.id,
      ru: size.ru,
      quantity: size.quantity,
      code: product.code,
      name: product.name,
      price,
      bonus: product.bonus,
      moscowShops,
    });
  }
  if (found.length < options.count)
    throw new Error(`Catalogue pages ${pages} have too few such sizes in stock`);
  return found;
}

/** Units of a size in stock now, as the product page tells. */
export async function stockOf(baseUrl: string, size: StockedSize): Promise<number> {
  const detail = await call(baseUrl, 'GET', `/api/products/${size.code}/`);
  return (detail.body.product.sizes as { id: number; quantity: number }[]).find((s) => s.id === size.sizeId)!
    .quantity;
}

/** Adds `times` units of a size, one call each, and expects every call to succeed. */
export async function addUnits(
  baseUrl: string,
  auth: Auth,
  sizeId: number,
  times = 1,
  query = '',
): Promise<Answer> {
  let last: Answer | undefined;
  for (let i = 0; i < times; i++) {
    last = await call(baseUrl, 'POST', `/api/basket/add${query}`, {
      auth,
      body: { productId: sizeId, quantity: 1 },
    });
    if (last.status !== 200) throw new Error(`add answered ${last.status}: ${JSON.stringify(last.body)}`);
  }
  return last!;
}

/** Valid checkout contacts (docs/product.md#validation) for a phone. */
export function contacts(phone = '+79990001122') {
  return {
    name: 'Анна',
    lastName: 'Смирнова',
    secondName: 'Игоревна',
    phone,
    email: 'anna@example.ru',
    agreement: true,
  };
}

/** POST /api/order with a fresh (or given) idempotency key. */
export function placeOrder(
  baseUrl: string,
  auth: Auth,
  body: Record<string, unknown>,
  key: string = randomUUID(),
) {
  return call(baseUrl, 'POST', '/api/order', { auth, body, headers: { 'Idempotency-Key': key } });
}
