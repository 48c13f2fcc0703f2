// The pages the page benchmarks visit, found in the running shop: the catalogue section every
// bench measures and the first product it lists.

/** A catalogue section with many cards, in the test catalogue and the demo one alike. */
export const CATALOGUE = '/catalog/man/obuv/krossovki/';

/** The product pages the catalogue section links to, in the order it lists them. */
export async function productPaths(baseUrl: string, catalogue = CATALOGUE): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}${catalogue}`)).text();
  const products = [...new Set([...html.matchAll(/href="(\/product\/[^"?#]+)"/g)].map(([, path]) => path))];
  if (products.length === 0) throw new Error(`no product link on ${catalogue}`);
  return products;
}
