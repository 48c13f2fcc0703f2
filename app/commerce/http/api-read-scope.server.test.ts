import { describe, expect, it } from 'vitest';
import { apiRoute } from './handler.server';
import { inPageReads, oncePerRead, oncePerView } from '../../utils/read-scope.server';

const QUESTION = {};

/** An API route that asks the same question three times, concurrently and then once more. */
function routeAsking(counter: { asked: number }) {
  const ask = () =>
    oncePerRead(QUESTION, 'db', async () => {
      counter.asked += 1;
      return counter.asked;
    });
  return apiRoute(async (_args: { request: Request }) => {
    const first = await Promise.all([ask(), ask()]);
    return { answers: [...first, await ask()] };
  });
}

describe('read scope of an API request', () => {
  it('asks a GET’s repeated question once and gives every asker the same answer', async () => {
    const counter = { asked: 0 };
    const response = await routeAsking(counter)({ request: new Request('http://x/api/home/') });
    expect(await response.json()).toEqual({ answers: [1, 1, 1] });
    expect(counter.asked).toBe(1);
  });

  it('asks again in the next GET: nothing outlives the request', async () => {
    const counter = { asked: 0 };
    const route = routeAsking(counter);
    await route({ request: new Request('http://x/api/home/') });
    const response = await route({ request: new Request('http://x/api/home/') });
    expect(await response.json()).toEqual({ answers: [2, 2, 2] });
  });

  it('asks every time in a POST, which may have changed what it reads', async () => {
    const counter = { asked: 0 };
    const response = await routeAsking(counter)({
      request: new Request('http://x/api/order/', { method: 'POST' }),
    });
    expect(await response.json()).toEqual({ answers: [1, 2, 3] });
  });

  it('asks every time outside any API request', async () => {
    let asked = 0;
    const ask = () => oncePerRead(QUESTION, 'db', async () => ++asked);
    expect([await ask(), await ask()]).toEqual([1, 2]);
  });

  it('shares a page view’s answers between its GETs, and forgets them after a POST', async () => {
    const counter = { asked: 0 };
    const route = routeAsking(counter);
    const page = {};
    const get = () => inPageReads(page, () => route({ request: new Request('http://x/api/basket/') }));
    expect(await (await get()).json()).toEqual({ answers: [1, 1, 1] });
    expect(await (await get()).json()).toEqual({ answers: [1, 1, 1] });
    const post = await inPageReads(page, () =>
      route({ request: new Request('http://x/api/recently-viewed/', { method: 'POST' }) }),
    );
    expect(await post.json()).toEqual({ answers: [2, 3, 4] });
    expect(await (await get()).json()).toEqual({ answers: [5, 5, 5] });
    // Another page view has answers of its own.
    const other = await inPageReads({}, () => route({ request: new Request('http://x/api/basket/') }));
    expect(await other.json()).toEqual({ answers: [6, 6, 6] });
  });

  it('forgets a failed answer: the next asker asks again', async () => {
    let asked = 0;
    const ask = () =>
      oncePerRead(QUESTION, ['db', 1], async () => {
        asked += 1;
        if (asked === 1) throw new Error('database away');
        return asked;
      });
    await inPageReads({}, async () => {
      await expect(ask()).rejects.toThrow('database away');
      expect([await ask(), await ask()]).toEqual([2, 2]);
    });
  });

  it('shares an answer no write changes with the page view’s writes, and keeps it after them', async () => {
    let asked = 0;
    const route = apiRoute(async (_args: { request: Request }) => ({
      answer: await oncePerView(QUESTION, 'guest', async () => ++asked),
    }));
    const page = {};
    const call = (method: string) =>
      inPageReads(page, () => route({ request: new Request('http://x/api/basket/', { method }) }));
    const answers = [];
    for (const method of ['GET', 'POST', 'GET']) answers.push((await (await call(method)).json()).answer);
    expect(answers).toEqual([1, 1, 1]);
  });
});
