// Helpers of the 'Сообщить о поступлении' tests: sold-out sizes read from the shop's own API,
// stock written through the admin API as the shop's staff would, fresh contacts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { randomIp, signIn } from '../mocks/sms-sign-in';
import { type Auth, call } from './basket.kit';

export interface SoldOutSize {
  sizeId: number;
  ru: string;
  /** The colour article (its page is /product/{code}). */
  code: string;
  name: string;
  /** A Moscow shop that holds other sizes of the colour: where the stock comes back. */
  shopId: number;
}

/**
 * Sizes with no units at all, of colours that have other sizes in stock, from catalogue pages
 * `pages`. Restocked with one unit, they never meet other files' picks of 2 or more units.
 */
export async function soldOutSizes(baseUrl: string, pages: number[], count: number): Promise<SoldOutSize[]> {
  const found: SoldOutSize[] = [];
  for (const page of pages) {
    const catalog = await call(baseUrl, 'POST', '/api/catalog/', { body: { path: '/catalog/', page } });
    for (const card of catalog.body.catalogBody.products as { code: string }[]) {
      const { product, stores } = (await call(baseUrl, 'GET', `/api/products/${card.code}/`)).body;
      if (!product.inStock || stores.items.length === 0) continue;
      for (const size of product.sizes as { id: number; ru: string; quantity: number }[]) {
        if (size.quantity !== 0) continue;
        found.push({
          sizeId: size.id,
          ru: size.ru,
          code: product.code,
          name: product.name,
          shopId: stores.items[0].id,
        });
        if (found.length === count) return found;
      }
    }
  }
  throw new Error(`Catalogue pages ${pages} have only ${found.length} sold-out sizes`);
}

/** Sets a size's units in a shop through PUT /api/admin/stock. */
export async function setStock(baseUrl: string, admin: Auth, size: SoldOutSize, quantity: number) {
  const answer = await call(baseUrl, 'PUT', '/api/admin/stock', {
    auth: admin,
    body: { items: [{ sizeId: size.sizeId, shopId: size.shopId, quantity }] },
  });
  if (answer.status !== 200)
    throw new Error(`stock write answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as { updated: number; notified: number };
}

/**
 * A sold-out size of catalogue page `page` that one test file restocks as it needs, with the
 * admin who writes its stock: found before the file's tests (pick a page no other file
 * restocks from), sold out again after them. Its fields are filled once `beforeAll` has run.
 */
export function borrowSoldOutSize(
  server: { baseUrl: string; dataDir: string },
  page: number,
  adminPhone: string,
) {
  const borrowed = {} as { size: SoldOutSize; admin: Auth };
  beforeAll(async () => {
    [borrowed.size] = await soldOutSizes(server.baseUrl, [page], 1);
    borrowed.admin = (await signIn(server, adminPhone)).auth;
  });
  afterAll(async () => {
    if (borrowed.size && borrowed.admin) await setStock(server.baseUrl, borrowed.admin, borrowed.size, 0);
  });
  return borrowed;
}

/** Subscribes through POST /api/stock-alerts from an address of its own (the per-address limit). */
export function subscribe(
  baseUrl: string,
  body: Record<string, unknown>,
  options: { auth?: Auth; ip?: string } = {},
) {
  return call(baseUrl, 'POST', '/api/stock-alerts', {
    auth: options.auth,
    body,
    headers: { 'X-Forwarded-For': options.ip ?? randomIp() },
  });
}

/** A phone no other test uses (+7 997 …). */
export function freshPhone(): string {
  return `+7997${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

export function freshEmail(): string {
  return `wait.${randomUUID().slice(0, 8)}@example.ru`;
}

/** The links of a message's text, in order. */
export function linksIn(text: unknown): URL[] {
  return [...String(text).matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
}
