// POST /api/fuser over HTTP (docs/product.md#entities, docs/product.md#api-calls): a new guest identity each time.
import { describe, expect, inject, test } from 'vitest';
import { ErrorBodySchema } from '~/commerce/contract/common';
import { FuserResponseSchema } from '~/commerce/contract/fuser';

const baseUrl = inject('baseUrl');
const issue = async () => {
  const response = await fetch(`${baseUrl}/api/fuser`, { method: 'POST' });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toContain('no-store');
  return FuserResponseSchema.parse(await response.json());
};

describe('POST /api/fuser', () => {
  test('issues distinct opaque tokens that live a year', async () => {
    const answers = await Promise.all([issue(), issue(), issue()]);
    expect(answers.every((a) => a.success)).toBe(true);
    expect(new Set(answers.map((a) => a.token)).size).toBe(3);
    for (const { token, expire } of answers) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const days = (Date.parse(expire ?? '') - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThan(367);
    }
  });

  test('ignores a body it does not need', async () => {
    const response = await fetch(`${baseUrl}/api/fuser`, {
      method: 'POST',
      body: '{not json',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(200);
  });

  test('refuses other methods with the JSON error body', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await fetch(`${baseUrl}/api/fuser`, { method });
      expect(response.status, method).toBe(405);
      expect(ErrorBodySchema.safeParse(await response.json()).success).toBe(true);
    }
  });
});
