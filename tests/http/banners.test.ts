// GET /api/banners/?type=global_banners over HTTP (docs/product.md#entities, docs/product.md#api-calls).
import { describe, expect, inject, test } from 'vitest';
import { BannerListSchema } from '~/commerce/contract/banners';
import { ErrorBodySchema } from '~/commerce/contract/common';

const baseUrl = inject('baseUrl');

describe('GET /api/banners/', () => {
  test('lists the global banner strip: text with a desktop and a mobile link each', async () => {
    const response = await fetch(`${baseUrl}/api/banners/?type=global_banners`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    const banners = BannerListSchema.parse(await response.json());
    expect(banners.length).toBeGreaterThan(1);
    for (const banner of banners) {
      expect(banner.headText.trim()).not.toBe('');
      expect(banner.desktopUrl).toMatch(/^(\/|https:\/\/)/);
      expect(banner.mobileUrl).toMatch(/^(\/|https:\/\/)/);
    }
    expect(new Set(banners.map((b) => b.headText)).size).toBe(banners.length);
  });

  test.each([
    '',
    '?type=',
    '?type=GLOBAL_BANNERS',
    '?type=global_banners%27%20OR%201=1',
    `?type=${'x'.repeat(5000)}`,
  ])('refuses an unknown type (%s) with 400 and a message naming the field', async (query) => {
    const response = await fetch(`${baseUrl}/api/banners/${query}`);
    expect(response.status).toBe(400);
    const body = ErrorBodySchema.parse(await response.json());
    expect(body.message).toContain('Неизвестный тип баннеров');
    expect(body.errors.map((e) => e.property)).toEqual(['type']);
  });
});
