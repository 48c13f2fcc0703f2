import { expect, test, vi } from 'vitest';
import { forEachEngine } from '../../../tests/setup/engines';
import { brands, productColors, products } from '../db/schema';
import { ApiError } from '../http/errors.server';
import { addFavorites, favoritesMap, favoritesPage, removeFavorites } from './favorites.server';
import { insertUserUnlessExists } from './users.queries.server';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

forEachEngine('favourites', (ctx) => {
  /** A brand with one sneaker model in `count` colours; returns the colour ids. */
  async function catalogue(count: number): Promise<number[]> {
    const [brand] = await ctx.db
      .insert(brands)
      .values({ code: `brand-${Date.now()}-${Math.random()}`, name: 'Тестовый бренд' })
      .returning();
    const [product] = await ctx.db
      .insert(products)
      .values({
        code: `model-${Date.now()}-${Math.random()}`,
        name: 'Кроссовки Тест',
        brandId: brand.id,
        gender: 'man',
        groupCode: 'obuv',
        typeCode: 'krossovki',
        season: 2,
      })
      .returning();
    const colours = await ctx.db
      .insert(productColors)
      .values(
        Array.from({ length: count }, (_, i) => ({
          productId: product.id,
          code: `${product.code}-c${i}`,
          colorCode: 'black',
          colorName: 'Черный',
          hex: '#000000',
          price: 5000 + i,
          oldPrice: i === 0 ? 7000 : null,
          discount: i === 0 ? 29 : 0,
          bonus: 250,
        })),
      )
      .returning({ id: productColors.id });
    return colours.map((c) => c.id);
  }
  let phone = 0;
  const newUser = async () =>
    (await insertUserUnlessExists(ctx.db, `+7988${String(++phone).padStart(7, '0')}`)).user.id;
  const at = (minute: number) => new Date(Date.UTC(2025, 2, 3, 9, minute));

  test('adds, lists as a map keyed by variant id, and removes', async () => {
    const [a, b, c] = await catalogue(3);
    const userId = await newUser();
    expect(await favoritesMap(ctx.db, userId)).toEqual({ success: true, favorites: {} });
    const added = await addFavorites(ctx.db, userId, [a, b, a], at(0));
    expect(Object.keys(added.favorites).sort()).toEqual([String(a), String(b)].sort());
    expect(added.favorites[a]).toEqual({
      id: a,
      code: expect.stringMatching(/-c0$/),
      addedAt: at(0).toISOString(),
    });
    const removed = await removeFavorites(ctx.db, userId, [a, c]);
    expect(Object.keys(removed.favorites)).toEqual([String(b)]);
  });

  test('adding an unknown variant is a 404 and adds nothing', async () => {
    const [a] = await catalogue(1);
    const userId = await newUser();
    const error = await addFavorites(ctx.db, userId, [a, 999_999_999], at(0)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe('Товар не найден');
    expect((await favoritesMap(ctx.db, userId)).favorites).toEqual({});
  });

  test('keeps one user’s favourites apart from another’s', async () => {
    const [a, b] = await catalogue(2);
    const first = await newUser();
    const second = await newUser();
    await addFavorites(ctx.db, first, [a], at(0));
    await addFavorites(ctx.db, second, [b], at(0));
    expect(Object.keys((await favoritesMap(ctx.db, first)).favorites)).toEqual([String(a)]);
    await removeFavorites(ctx.db, second, [a, b]);
    expect(Object.keys((await favoritesMap(ctx.db, first)).favorites)).toEqual([String(a)]);
  });

  test('pages cards 12 at a time, newest first, with the totals', async () => {
    const ids = await catalogue(13);
    const userId = await newUser();
    for (const [i, id] of ids.entries()) await addFavorites(ctx.db, userId, [id], at(i));

    const first = await favoritesPage(ctx.db, userId, 1);
    expect(first).toMatchObject({ success: true, totalItems: 13, currentPage: 1, totalPages: 2 });
    expect(first.favorites.map((card) => card.id)).toEqual([...ids].reverse().slice(0, 12));
    const second = await favoritesPage(ctx.db, userId, 2);
    expect(second.favorites.map((card) => card.id)).toEqual([ids[0]]);
    expect(second.favorites[0]).toMatchObject({
      url: expect.stringMatching(/^\/product\/.+-c0$/),
      images: [{ desktop: { src: expect.any(String) }, mobile: { src: expect.any(String) } }],
      name: 'Кроссовки Тест',
      category: 'Кроссовки',
      brand: 'Тестовый бренд',
      color: 'Черный',
      price: { value: 5000, currency: 'RUB' },
      oldPrice: { value: 7000, currency: 'RUB' },
      discount: 29,
      bonus: 250,
    });
    expect(await favoritesPage(ctx.db, userId, 3)).toMatchObject({
      favorites: [],
      totalItems: 13,
      currentPage: 3,
      totalPages: 2,
    });
  });

  test('an empty list has one empty page', async () => {
    const userId = await newUser();
    expect(await favoritesPage(ctx.db, userId, 1)).toEqual({
      success: true,
      favorites: [],
      totalItems: 0,
      currentPage: 1,
      totalPages: 1,
    });
  });
});
