// A page view's in-process API calls share one read scope (utils/read-scope.server.ts, opened
// by server/index.ts around the page cache and the render): what a returning shopper's product
// view asks in each of its calls (the guest token, the catalogue's pulse, the city's delivery
// row), and the catalogue state the page cache asks before its look, reach the database once
// per view, and a write made in the same view neither reuses a read it follows nor lets a later
// read reuse one from before it.
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { forEachEngine } from '../../../tests/setup/engines';
import { inPageView } from '../../utils/read-scope.server';
import { lookAtCatalog } from '../catalog/index/catalog-snapshot.server';
import { catalogueStateTag } from '../catalog/index/catalogue-state.server';
import { API_HEADERS } from '../contract/session';
import { guestFuserId } from '../customers/request-owner.server';
import { issueFuser } from '../customers/fuser.server';
import { cities, deliveryRegions } from '../db/schema';
import { deliveryEstimate, deliveryRulesFor } from '../delivery/delivery-rules.server';
import { apiRoute } from './handler.server';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const MOSCOW = 216;

forEachEngine(
  'read scope of a page view',
  (ctx) => {
    let token: string;
    let region: string;
    let fee: number;

    beforeAll(async () => {
      token = (await issueFuser(ctx.db)).token;
      const [row] = await ctx.db
        .select({ region: cities.region, fee: deliveryRegions.courierFee })
        .from(cities)
        .innerJoin(deliveryRegions, eq(deliveryRegions.region, cities.region))
        .where(eq(cities.id, MOSCOW));
      expect(row?.fee, 'Moscow has a delivery region row').toBeTypeOf('number');
      ({ region, fee } = { region: row.region!, fee: row.fee! });
      await lookAtCatalog(ctx.db); // the catalogue index is built: a look is its pulse alone
    });

    afterEach(async () => {
      await setFee(fee);
    });

    const setFee = (value: number) =>
      ctx.db.update(deliveryRegions).set({ courierFee: value }).where(eq(deliveryRegions.region, region));

    const call = (method: string) =>
      new Request('http://shop.test/api/any/', { method, headers: { [API_HEADERS.fuser]: token } });

    /** An API read asking what a product view's basket and delivery calls ask. */
    const viewRead = apiRoute(async ({ request }: { request: Request }) => {
      const guest = await guestFuserId(ctx.db, request);
      await lookAtCatalog(ctx.db);
      const rules = await deliveryRulesFor(ctx.db, MOSCOW);
      const estimate = await deliveryEstimate(ctx.db, MOSCOW);
      return { guest, fee: rules.courierFee, estimateFee: estimate.courierFee };
    });

    /** An API write that reads the city's rules, then changes the fee by `by`. */
    const raiseFee = (by: number) =>
      apiRoute(async ({ request }: { request: Request }) => {
        await guestFuserId(ctx.db, request);
        const { courierFee } = await deliveryRulesFor(ctx.db, MOSCOW);
        await setFee(courierFee + by);
        return { seen: courierFee };
      });

    /** Statements the database was sent while `work` ran. */
    async function statementsOf(work: () => Promise<unknown>): Promise<number> {
      const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
      const spy = vi.spyOn(client, 'query');
      try {
        await work();
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    }

    const answer = async (response: Response) => {
      expect(response.status).toBe(200);
      return (await response.json()) as {
        guest?: number;
        fee?: number;
        estimateFee?: number;
        seen?: number;
        tag?: string | null;
      };
    };

    /** Runs `work` as a page view's handling: one read scope for all of it (server/index.ts). */
    const pageView = <T>(work: () => Promise<T>) => inPageView('GET', work);

    test('two API reads of one page view ask the guest, the pulse and the city once', async () => {
      // Each read alone: the guest token, the pulse, the city's row (shared by its two uses).
      expect(await statementsOf(() => viewRead({ request: call('GET') }))).toBe(3);
      const statements = await statementsOf(() =>
        pageView(async () => {
          const answers = await Promise.all([
            viewRead({ request: call('GET') }),
            viewRead({ request: call('GET') }),
          ]);
          await viewRead({ request: call('GET') });
          expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
        }),
      );
      expect(statements).toBe(3);
    });

    test('another page view asks again', async () => {
      await pageView(() => viewRead({ request: call('GET') }));
      expect(await statementsOf(() => pageView(() => viewRead({ request: call('GET') })))).toBe(3);
    });

    test('the page cache’s look at the catalogue is the render’s: a cookie-less miss asks it once', async () => {
      // What server/index.ts does for a cookie-less page: the catalogue's state (the cache's
      // key for a copy), then the render, whose API reads look at the catalogue too.
      const stateTag = apiRoute(async () => ({ tag: await catalogueStateTag(ctx.db) }));
      const catalogueRead = apiRoute(async () => ({
        version: (await lookAtCatalog(ctx.db)).snapshot.index.version,
      }));
      const miss = () =>
        pageView(async () => {
          expect((await answer(await stateTag({ request: call('GET') }))).tag).toMatch(/^W\//);
          await answer(await catalogueRead({ request: call('GET') }));
        });
      expect(await statementsOf(miss)).toBe(1);
      // A post to a page gets no page view: its reads each look for themselves.
      const posted = () =>
        inPageView('POST', async () => {
          await stateTag({ request: call('GET') });
          await catalogueRead({ request: call('GET') });
        });
      expect(await statementsOf(posted)).toBe(2);
    });

    test('a write in the page view reads fresh data, and the reads after it see its change', async () => {
      await pageView(async () => {
        const before = await answer(await viewRead({ request: call('GET') }));
        expect(before.fee).toBe(fee);
        // Someone else changes the fee after the view's first read: the write must not reuse it.
        await setFee(fee + 100);
        const write = await answer(await raiseFee(1)({ request: call('POST') }));
        expect(write.seen).toBe(fee + 100);
        const after = await answer(await viewRead({ request: call('GET') }));
        expect(after).toMatchObject({ fee: fee + 101, estimateFee: fee + 101 });
      });
    });

    test('a write in the page view shares the guest lookup, which no write changes', async () => {
      await pageView(async () => {
        await viewRead({ request: call('GET') });
        // The write reads the guest (shared) and the city's rules (asked anew), then updates.
        const write = await statementsOf(() => raiseFee(1)({ request: call('POST') }));
        expect(write).toBe(2);
        // After it: the pulse and the city's row are asked again, the guest is not.
        expect(await statementsOf(() => viewRead({ request: call('GET') }))).toBe(2);
      });
    });
  },
  { seed: { products: 10 } },
);
