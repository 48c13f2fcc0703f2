// A product a journey can buy: each journey file passes a catalogue page of its own, so no two
// journeys running side by side buy the same sizes.
import { type APIRequestContext, expect } from '@playwright/test';

/** A product with a size of at least two pairs in stock, from catalogue page `catalogPage`. */
export async function productInStock(request: APIRequestContext, catalogPage: number) {
  let products: { code: string }[] = [];
  await expect(async () => {
    const answer = await request.post('/api/catalog/', { data: { path: '/catalog/', page: catalogPage } });
    expect(answer.status()).toBe(200);
    products = (await answer.json()).catalogBody.products;
  }).toPass({ timeout: 60_000 });
  for (const card of products) {
    const { product } = await (await request.get(`/api/products/${card.code}/`)).json();
    const size = (product.sizes as { ru: string; quantity: number }[]).find((s) => s.quantity >= 2);
    if (size) return { code: product.code as string, size: size.ru };
  }
  throw new Error(`no product on catalogue page ${catalogPage} has a size in stock`);
}
