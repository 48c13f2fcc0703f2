// Every storefront form that sends the shopper back (returnTo) answers with a Location on this
// site, whatever the form carried: the path is checked in the form the Location has after
// URL normalisation ('/.//evil' would otherwise become '//evil', another host).
import { describe, expect, inject, test } from 'vitest';
import { randomIp } from '../mocks/sms-sign-in';

const baseUrl = inject('baseUrl');

const HOSTILE = [
  '/.//evil.example',
  '/..//evil.example',
  '/./..//evil.example/x?y=1',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2F/evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '//evil.example',
  'https://evil.example/',
  `/${'.'.repeat(3000)}//evil.example`,
];

/** Each route that takes a return path, with the fields of a post that ends in a redirect. */
const FORMS: [string, Record<string, string>][] = [
  ['/resources/cookie-consent', {}],
  ['/resources/cart', { intent: 'clear' }],
  ['/resources/city', { intent: 'confirm' }],
  ['/resources/city', { intent: 'change' }],
  ['/resources/favorites', { intent: 'clear' }],
  ['/resources/auth/login', { intent: 'phone', phone: '123' }],
  ['/resources/subscribe', { email: 'not-an-email' }],
];

function post(path: string, fields: Record<string, string>) {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { Origin: baseUrl, 'X-Forwarded-For': randomIp() },
    redirect: 'manual',
  });
}

describe('return paths of storefront forms', () => {
  test.each(FORMS)('%s %j sends hostile return paths back to this site only', async (path, fields) => {
    for (const returnTo of HOSTILE) {
      const response = await post(path, { ...fields, returnTo });
      expect(response.status, `${path} returnTo=${JSON.stringify(returnTo)}`).toBe(303);
      const location = response.headers.get('location') ?? '';
      expect(location.startsWith('/'), `Location ${JSON.stringify(location)}`).toBe(true);
      expect(location.startsWith('//') || location.startsWith('/\\')).toBe(false);
      // What the browser does with it: resolve it against the page, and stay on the shop.
      expect(new URL(location, `${baseUrl}/catalog/`).origin).toBe(baseUrl);
    }
  });

  test('an ordinary return path is kept as it was', async () => {
    const response = await post('/resources/cookie-consent', { returnTo: '/catalog/man/?sort=price' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/catalog/man/?sort=price');
  });
});
