// Strict-Transport-Security (server/hsts.ts): on every answer when PUBLIC_URL is https, on none
// otherwise (the shared test server has no PUBLIC_URL, as the demo on http://localhost).
import { describe, expect, inject, test } from 'vitest';
import { ownServer } from './own-server.kit';

const baseUrl = inject('baseUrl');

// A page, an API answer, a public file, a 404 page and the health check.
const ANSWERS = ['/about/company', '/api/location/cities/', '/favicon.ico', '/no-such-page', '/healthz/live'];

async function hstsOf(origin: string): Promise<(string | null)[]> {
  return Promise.all(
    ANSWERS.map(async (asked) => {
      const answer = await fetch(`${origin}${asked}`, { redirect: 'manual' });
      await answer.arrayBuffer();
      return answer.headers.get('strict-transport-security');
    }),
  );
}

test('without an https PUBLIC_URL no answer carries Strict-Transport-Security', async () => {
  expect(await hstsOf(baseUrl)).toEqual(ANSWERS.map(() => null));
});

describe('PUBLIC_URL=https://…', () => {
  const server = ownServer('hsts', { PUBLIC_URL: 'https://shop.example' });

  test('every answer carries Strict-Transport-Security for a year', async () => {
    expect(await hstsOf(server().baseUrl)).toEqual(ANSWERS.map(() => 'max-age=31536000'));
  });
});
