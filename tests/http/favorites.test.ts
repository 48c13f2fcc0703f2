import { describe, expect, inject, test } from 'vitest';
import { getJson, postJson, signIn } from '../mocks/sms-sign-in';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const api = { baseUrl, dataDir };

// The seeded catalogue numbers its colour articles from 1; a few first ones always exist.
const KNOWN_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];

const add = (auth: Record<string, string>, ids: number[]) =>
  postJson(baseUrl, '/api/favorites/add', { productVariants: ids.map((id) => ({ id })) }, auth);
const remove = (auth: Record<string, string>, ids: number[]) =>
  postJson(baseUrl, '/api/favorites/remove', { productVariants: ids.map((id) => ({ id })) }, auth);

describe('favourites', () => {
  test('every call needs a signed-in user', async () => {
    for (const response of [
      await getJson(baseUrl, '/api/favorites'),
      await getJson(baseUrl, '/api/favorites/list?page=1'),
      await add({}, [1]),
      await remove({}, [1]),
    ]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        message: 'Войди в аккаунт, чтобы продолжить',
        errors: [],
      });
    }
  });

  test('add and remove answer the whole map keyed by variant id', async () => {
    const { auth } = await signIn(api);
    expect((await getJson(baseUrl, '/api/favorites', auth)).body).toEqual({ success: true, favorites: {} });
    const added = await add(auth, [1, 2]);
    expect(added.status).toBe(200);
    const favorites = added.body.favorites as Record<string, { id: number; code: string }>;
    expect(Object.keys(favorites).sort()).toEqual(['1', '2']);
    expect(favorites['1']).toMatchObject({ id: 1, code: expect.any(String) });
    const removed = await remove(auth, [1, 3]);
    expect(Object.keys(removed.body.favorites as object)).toEqual(['2']);
    expect(Object.keys((await getJson(baseUrl, '/api/favorites', auth)).body.favorites as object)).toEqual([
      '2',
    ]);
  });

  test('an unknown variant is a 404 and nothing is added', async () => {
    const { auth } = await signIn(api);
    const refused = await add(auth, [1, 2_000_000_000]);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ success: false, message: 'Товар не найден' });
    expect((await getJson(baseUrl, '/api/favorites', auth)).body.favorites).toEqual({});
  });

  test('a malformed body is a 400', async () => {
    const { auth } = await signIn(api);
    for (const body of [{}, { productVariants: [] }, { productVariants: [{ id: 'x' }] }]) {
      const refused = await postJson(baseUrl, '/api/favorites/add', body, auth);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false });
    }
  });

  test('the list pages 12 cards at a time, newest first, with the totals', async () => {
    const { auth } = await signIn(api);
    for (const id of KNOWN_IDS) expect((await add(auth, [id])).status).toBe(200);

    const first = await getJson(baseUrl, '/api/favorites/list?page=1', auth);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, totalItems: 13, currentPage: 1, totalPages: 2 });
    const cards = first.body.favorites as {
      id: number;
      url: string;
      price: { value: number; currency: string };
    }[];
    expect(cards.map((card) => card.id)).toEqual([...KNOWN_IDS].reverse().slice(0, 12));
    expect(cards[0]).toMatchObject({
      url: expect.stringMatching(/^\/product\//),
      price: { currency: 'RUB' },
    });

    const second = await getJson(baseUrl, '/api/favorites/list?page=2', auth);
    expect((second.body.favorites as { id: number }[]).map((card) => card.id)).toEqual([1]);
    const beyond = await getJson(baseUrl, '/api/favorites/list?page=3', auth);
    expect(beyond.body).toMatchObject({ favorites: [], totalItems: 13, currentPage: 3, totalPages: 2 });
    expect((await getJson(baseUrl, '/api/favorites/list', auth)).body.currentPage).toBe(1);
    expect((await getJson(baseUrl, '/api/favorites/list?page=0', auth)).status).toBe(400);
  });
});
