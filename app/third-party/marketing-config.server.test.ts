import { afterEach, describe, expect, test } from 'vitest';
import { resetEnvForTests } from '~/utils/env.server';
import { contentSecurityPolicy } from '~/utils/security.server';
import { marketingConfig, marketingCspSources } from './marketing-config.server';
import { mindboxDeviceCookie, mindboxProductList } from '~/components/third-party/marketing/mindbox';

const NAMES = [
  'MINDBOX_ENDPOINT_ID',
  'MINDBOX_CART_OPERATION',
  'UX_TOOL_ID',
  'STYLING_WIDGET_SCRIPT_URL',
  'STYLING_WIDGET_KEY',
];

function withEnv(values: Record<string, string>) {
  for (const name of NAMES) delete process.env[name];
  Object.assign(process.env, values);
  resetEnvForTests();
}

afterEach(() => withEnv({}));

function directive(policy: string, name: string): string {
  return policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
}

describe('the marketing integrations are off without their variables', () => {
  test('no config reaches the browser and the CSP names no vendor of theirs', () => {
    withEnv({});
    expect(marketingConfig()).toEqual({ mindbox: null, uxToolId: null, stylingWidget: null });
    const policy = contentSecurityPolicy('n0nce', marketingCspSources());
    expect(policy).not.toMatch(/mindbox|hotjar/);
  });

  test('the widget needs both its script and its key', () => {
    withEnv({ STYLING_WIDGET_SCRIPT_URL: 'https://widget.example/w.js' });
    expect(marketingConfig().stylingWidget).toBeNull();
  });

  test('a bad value stops the server with its name', () => {
    withEnv({ UX_TOOL_ID: 'hj-123' });
    expect(() => marketingConfig()).toThrow(/UX_TOOL_ID/);
    withEnv({ STYLING_WIDGET_SCRIPT_URL: 'http://widget.example/w.js', STYLING_WIDGET_KEY: 'k' });
    expect(() => marketingConfig()).toThrow(/STYLING_WIDGET_SCRIPT_URL/);
  });
});

describe('switched on', () => {
  test('public settings only, and each vendor allowed by the CSP where it loads and talks', () => {
    withEnv({
      MINDBOX_ENDPOINT_ID: 'shag-website',
      UX_TOOL_ID: '3456789',
      STYLING_WIDGET_SCRIPT_URL: 'https://cdn.stylist.example/v2/widget.js',
      STYLING_WIDGET_KEY: 'pub-key',
    });
    expect(marketingConfig()).toEqual({
      mindbox: { endpointId: 'shag-website', cartOperation: 'Website.SetCart' },
      uxToolId: '3456789',
      stylingWidget: { scriptUrl: 'https://cdn.stylist.example/v2/widget.js', key: 'pub-key' },
    });
    const policy = contentSecurityPolicy('n0nce', marketingCspSources());
    expect(directive(policy, 'script-src')).toContain("'nonce-n0nce'");
    expect(directive(policy, 'script-src')).toContain('https://api.mindbox.ru');
    expect(directive(policy, 'connect-src')).toContain('https://api.mindbox.ru');
    expect(directive(policy, 'connect-src')).toContain('wss://*.hotjar.com');
    expect(directive(policy, 'script-src')).toContain('https://cdn.stylist.example');
    expect(directive(policy, 'frame-src')).toContain('https://cdn.stylist.example');
  });
});

describe('Mindbox tracker helpers', () => {
  test('the product list names each size with its count', () => {
    expect(
      mindboxProductList([
        { productId: 501, quantity: 2 },
        { productId: 77, quantity: 1 },
      ]),
    ).toEqual([
      { product: { ids: { website: '501' } }, count: 2 },
      { product: { ids: { website: '77' } }, count: 1 },
    ]);
  });

  test("the tracker's device cookie carries the shop's device id for 30 days", () => {
    expect(mindboxDeviceCookie('6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', true)).toBe(
      'mindboxDeviceUUID=6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d; Path=/; Max-Age=2592000; SameSite=Lax; Secure',
    );
  });
});
