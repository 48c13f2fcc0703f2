import { describe, expect, it } from 'vitest';
import { apiRoute } from './handler.server';
import { oncePerRead } from './read-scope.server';

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
});
