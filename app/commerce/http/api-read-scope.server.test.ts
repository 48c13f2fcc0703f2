import { describe, expect, it } from 'vitest';
import { apiRoute } from './handler.server';
import { inPageView, oncePerRead, oncePerView } from '../../utils/read-scope.server';

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
    const call = async (method = 'GET') =>
      (await route({ request: new Request('http://x/api/basket/', { method }) })).json();
    const answers = await inPageView('GET', async () => [
      await call(),
      await call(),
      await call('POST'),
      await call(),
    ]);
    expect(answers).toEqual([
      { answers: [1, 1, 1] },
      { answers: [1, 1, 1] },
      { answers: [2, 3, 4] },
      { answers: [5, 5, 5] },
    ]);
    // Another page view has answers of its own.
    expect(await inPageView('HEAD', () => call())).toEqual({ answers: [6, 6, 6] });
  });

  it('gives a page request that posts no scope of its own: each API read there asks for itself', async () => {
    const counter = { asked: 0 };
    const route = routeAsking(counter);
    const call = async () => (await route({ request: new Request('http://x/api/basket/') })).json();
    const answers = await inPageView('POST', async () => [await call(), await call()]);
    expect(answers).toEqual([{ answers: [1, 1, 1] }, { answers: [2, 2, 2] }]);
  });

  it('forgets a failed answer: the next asker asks again', async () => {
    let asked = 0;
    const ask = () =>
      oncePerRead(QUESTION, ['db', 1], async () => {
        asked += 1;
        if (asked === 1) throw new Error('database away');
        return asked;
      });
    await inPageView('GET', async () => {
      await expect(ask()).rejects.toThrow('database away');
      expect([await ask(), await ask()]).toEqual([2, 2]);
    });
  });

  it('shares an answer no write changes with the page view’s writes, and keeps it after them', async () => {
    let asked = 0;
    const route = apiRoute(async (_args: { request: Request }) => ({
      answer: await oncePerView(QUESTION, 'guest', async () => ++asked),
    }));
    const call = async (method: string) =>
      (
        (await (await route({ request: new Request('http://x/api/basket/', { method }) })).json()) as {
          answer: number;
        }
      ).answer;
    const answers = await inPageView('GET', async () => [
      await call('GET'),
      await call('POST'),
      await call('GET'),
    ]);
    expect(answers).toEqual([1, 1, 1]);
  });
});
