// The search relevance set (docs/product.md#search-spellings) on the test catalogue: every query as the overlay asks
// it, with what its six cards must be. Goals: under 2 % of queries find nothing, and
// recall@6 (the share of shown cards that are what the query asks for) is at least 0.9.
// `npm run bench:search` measures the same set at 100,000 products.
import { expect, inject, test } from 'vitest';
import { SearchResponseSchema } from '~/commerce/contract/search';
import { articleCases } from '../search/relevance-articles';
import { RELEVANCE_SET, recallAt6 } from '../search/relevance-set';

const baseUrl = inject('baseUrl');

test('the relevance set: under 2 % find nothing, recall@6 at least 0.9', { timeout: 60_000 }, async () => {
  const cases = [...RELEVANCE_SET, ...(await articleCases(baseUrl))];
  expect(cases.length).toBeGreaterThanOrEqual(150);
  let zero = 0;
  let recall = 0;
  const misses: string[] = [];
  for (const { q, kind, want } of cases) {
    const response = await fetch(new URL(`/api/search/?q=${encodeURIComponent(q)}&limit=6`, baseUrl));
    expect(response.status, q).toBe(200);
    const answer = SearchResponseSchema.parse(await response.json());
    const score = recallAt6(answer.elements, want);
    if (answer.count === 0) zero += 1;
    recall += score;
    if (score < 1) {
      const shown = answer.elements.map((card) => `${card.category} ${card.name} (${card.color})`).join('; ');
      misses.push(
        `${kind}: '${q}' ${answer.count === 0 ? 'found nothing' : `recall ${score.toFixed(2)}: ${shown}`}`,
      );
    }
  }
  const zeroRate = zero / cases.length;
  const meanRecall = recall / cases.length;
  const summary = `${cases.length} queries, zero-result ${(zeroRate * 100).toFixed(1)} %, recall@6 ${meanRecall.toFixed(3)}\n${misses.join('\n')}`;
  console.log(`[relevance] ${summary}`);
  expect(zeroRate, summary).toBeLessThan(0.02);
  expect(meanRecall, summary).toBeGreaterThanOrEqual(0.9);
});
