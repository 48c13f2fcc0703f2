/**
 * Article cases of the relevance set, taken from the catalogue at run time (articles are
 * numbered per catalogue): a few products' articles as a shopper copies them from the
 * product page (as printed, lower case, without the dash, with a space) and a colour's code.
 */
import { ProductResponseSchema } from '~/commerce/contract/product';
import { SearchResponseSchema } from '~/commerce/contract/search';
import type { RelevanceCase } from './relevance-set';

const PICKS = ['nike кроссовки', 'adidas', 'new balance', 'vans кеды', 'the north face'];

/** The colour code without its colour: the model's own code. */
const modelCode = (colourCode: string) => colourCode.replace(/-[a-z]+$/, '');

export async function articleCases(baseUrl: string): Promise<RelevanceCase[]> {
  const cases: RelevanceCase[] = [];
  for (const pick of PICKS) {
    const found = SearchResponseSchema.parse(
      await (await fetch(new URL(`/api/search/?q=${encodeURIComponent(pick)}&limit=1`, baseUrl))).json(),
    );
    const card = found.elements[0];
    if (!card) throw new Error(`relevance set: '${pick}' found nothing to take an article from`);
    const response = await fetch(new URL(`/api/products/${encodeURIComponent(card.code)}/`, baseUrl));
    const { product } = ProductResponseSchema.parse(await response.json());
    const article = product.attributes.find((a) => a.name === 'Артикул')?.value;
    if (!article) throw new Error(`relevance set: ${card.code} has no article`);
    const want = { codePrefix: modelCode(card.code) };
    for (const q of [article, article.toLowerCase(), article.replace('-', ''), article.replace('-', ' ')]) {
      cases.push({ q, kind: 'article', want });
    }
    cases.push({ q: card.code, kind: 'article', want: { codePrefix: card.code } });
  }
  return cases;
}
