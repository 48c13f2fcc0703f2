// the search says what it actually searched. A text retyped on the other keyboard
// layout is claimed («Показаны результаты по запросу «…»») only when its own words found the
// results — not '2002r' as «2002к» (the 'к' is a stop word, so only the typed digits were
// searched), not 'ab' as «фи» (two letters that only begin other words). And a brand typed as
// one word finds the brand as its two words do.
import { describe, expect, inject, test } from 'vitest';
import { SearchResponseSchema, type SearchResponse } from '~/commerce/contract/search';
import { Shopper, shownText } from './cart-pages.kit';

const baseUrl = inject('baseUrl');

async function search(q: string): Promise<SearchResponse> {
  const response = await fetch(`${baseUrl}/api/search/?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return SearchResponseSchema.parse(await response.json());
}

const CLAIM = 'Показаны результаты по запросу';

describe('the other keyboard layout', () => {
  test.each(['2002r', '2002R', 'ab'])('%s is not «corrected» into a text nobody typed', async (q) => {
    expect((await search(q)).correctedQuery).toBeUndefined();
  });

  test('the search page for 2002r does not claim «2002к»', async () => {
    const { html } = await new Shopper(baseUrl).visit('/search/?q=2002r');
    expect(shownText(html)).not.toContain(CLAIM);
    expect(html).not.toContain('2002к');
  });

  test('a model code that starts with digits is one word, as in the names: 990v6 finds that model', async () => {
    const answer = await search('990v6');
    expect(answer.correctedQuery).toBeUndefined();
    expect(answer.count).toBeGreaterThan(0);
    for (const card of answer.elements) expect(card.name).toBe('New Balance 990v6');
  });

  test('a real wrong-layout text is still read and said: yfqr → найк, on the search page too', async () => {
    expect((await search('yfqr')).correctedQuery).toBe('найк');
    const { html } = await new Shopper(baseUrl).visit('/search/?q=yfqr');
    expect(shownText(html)).toContain(`${CLAIM} «найк»`);
  });
});

describe('a brand typed as one word', () => {
  test.each([
    ['ньюбеланс', 'нью баланс'],
    ['ньюбаланс', 'нью баланс'],
    ['newbalance', 'new balance'],
  ])('%s finds what «%s» finds', async (joined, apart) => {
    const [one, two] = await Promise.all([search(joined), search(apart)]);
    expect(two.count).toBeGreaterThan(0);
    expect(one.count).toBe(two.count);
    expect(one.page).toEqual({ name: 'New Balance', url: '/catalog/?brand=new-balance' });
    for (const card of one.elements) expect(card.brand).toBe('New Balance');
  });
});
