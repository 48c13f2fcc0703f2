import { describe, expect, it } from 'vitest';
import { StorefrontSession } from './storefront-session.server';

const request = (method: string) =>
  new Request('http://shop.test/catalog/', { method, headers: { Cookie: 'fuser=abc' } });

describe('the page view a session stands for', () => {
  it('is the session itself for a GET or HEAD: its API reads share one read scope', async () => {
    for (const method of ['GET', 'HEAD']) {
      const session = await StorefrontSession.fromRequest(request(method));
      expect(session.pageView).toBe(session);
    }
  });

  it('is none for a post: its action and loaders read on their own', async () => {
    const session = await StorefrontSession.fromRequest(request('POST'));
    expect(session.pageView).toBeNull();
  });
});
