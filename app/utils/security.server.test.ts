import { describe, expect, it } from 'vitest';
import type { Env } from './env.server';
import { contentSecurityPolicy, mapsCspSources, refuseCrossSite } from './security.server';

function post(headers: Record<string, string>) {
  return new Request('http://shop.test/cart', { method: 'POST', headers: { Host: 'shop.test', ...headers } });
}

describe('refuseCrossSite', () => {
  it('lets reads through whatever their origin', () => {
    const request = new Request('http://shop.test/', {
      headers: { Origin: 'https://evil.test', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(refuseCrossSite(request)).toBeUndefined();
  });

  it('refuses a post that the browser marks as cross-site', async () => {
    const response = refuseCrossSite(post({ 'Sec-Fetch-Site': 'cross-site' }));
    expect(response?.status).toBe(403);
    expect(await response?.json()).toMatchObject({ success: false });
  });

  it('refuses a post from another origin when Sec-Fetch-Site is missing', () => {
    expect(refuseCrossSite(post({ Origin: 'https://evil.test' }))?.status).toBe(403);
    expect(refuseCrossSite(post({ Origin: 'null' }))?.status).toBe(403);
  });

  it('refuses a sibling subdomain, which is same-site but not same-origin', () => {
    expect(refuseCrossSite(post({ 'Sec-Fetch-Site': 'same-site' }))?.status).toBe(403);
  });

  it('accepts same-origin posts and server-to-server calls without browser headers', () => {
    expect(
      refuseCrossSite(post({ 'Sec-Fetch-Site': 'same-origin', Origin: 'http://shop.test' })),
    ).toBeUndefined();
    expect(refuseCrossSite(post({}))).toBeUndefined();
  });
});

describe('contentSecurityPolicy', () => {
  it('allows only scripts with the nonce and forbids framing', () => {
    const policy = contentSecurityPolicy('abc');
    expect(policy).toContain("'nonce-abc'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("'unsafe-inline' 'nonce");
  });

  it('allows an integration only when it is given, in the directives it names', () => {
    const directive = (policy: string, name: string) =>
      policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(contentSecurityPolicy('abc')).not.toContain('captcha.example');
    const policy = contentSecurityPolicy('abc', [
      { script: ['https://captcha.example'], frame: ['https://captcha.example'] },
      { img: ['https://pixel.example'] },
    ]);
    expect(directive(policy, 'script-src')).toMatch(/'strict-dynamic'.* https:\/\/captcha\.example$/);
    expect(directive(policy, 'frame-src')).toContain('https://captcha.example');
    expect(directive(policy, 'img-src')).toContain('https://pixel.example');
    expect(directive(policy, 'connect-src')).not.toContain('example');
  });
});

describe('contentSecurityPolicy with enabled integrations', () => {
  it('adds an integration’s origins to their directives only when given', () => {
    const plain = contentSecurityPolicy('n1');
    expect(plain).not.toContain('mc.yandex.ru');
    const withCounter = contentSecurityPolicy('n1', [
      { script: ['https://mc.yandex.ru'], connect: ['https://mc.yandex.ru'] },
      { connect: ['https://stats.test'] },
    ]);
    const directive = (name: string) => withCounter.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://mc.yandex.ru');
    expect(directive('connect-src')).toContain('https://stats.test');
    expect(directive('img-src')).not.toContain('mc.yandex.ru');
  });
});

describe('the third parties the policy allows', () => {
  const config = (extra: Partial<Env>) => ({ ...extra }) as Env;
  const directive = (policy: string, name: string) =>
    policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('names no maps origin without YANDEX_MAPS_API_KEY, and frames nothing', () => {
    const policy = contentSecurityPolicy('n', mapsCspSources(config({})));
    expect(policy).not.toContain('yandex');
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'nonce-n' 'strict-dynamic'");
  });

  it('always lets the order form go on to the payment page', () => {
    const policy = contentSecurityPolicy('n', mapsCspSources(config({})));
    expect(directive(policy, 'form-action')).toBe(
      "form-action 'self' https://yoomoney.ru https://*.yoomoney.ru",
    );
  });

  it('allows the maps service where the map needs it once its key is set', () => {
    const policy = contentSecurityPolicy('n', mapsCspSources(config({ YANDEX_MAPS_API_KEY: 'k' })));
    for (const name of ['script-src', 'img-src', 'connect-src', 'frame-src']) {
      expect(directive(policy, name)).toContain('https://api-maps.yandex.ru');
    }
  });

  it('lists an origin two enabled parties share once', () => {
    const policy = contentSecurityPolicy('n', [
      { connect: ['https://a.example'] },
      { connect: ['https://a.example', 'https://b.example'] },
    ]);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://a.example https://b.example");
  });
});
