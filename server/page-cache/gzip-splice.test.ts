import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { deflateParts, gzipJoined } from './gzip-splice';
import { cutAt, joinWith, renderedNonce, withNonce } from './nonce';

const RENDERED = 'u4vY0dYcmAg2YR5nYVfUlw==';
const FRESH = 'Zm9vYmFyYmF6cXV4MTIzNA==';

/** A page as a render writes it: the nonce on its scripts, Cyrillic text, long repeated markup. */
const page = (nonce: string) =>
  `<!DOCTYPE html><html lang="ru"><head><script nonce="${nonce}">1</script></head><body>` +
  '<a class="card" href="/product/1">Кроссовки «Лёгкий шаг»</a>'.repeat(400) +
  `<script nonce="${nonce}">window.x=1</script><script type="module" nonce="${nonce}">import "/a.js"</script></body></html>`;

describe('a copy cut at its nonce', () => {
  test('the parts joined with a new nonce are the page the render would have given with it', () => {
    const parts = cutAt(Buffer.from(page(RENDERED)), RENDERED);
    expect(parts).toHaveLength(4);
    expect(joinWith(parts, FRESH).toString()).toBe(page(FRESH));
  });

  test('a body without the nonce is one part, given back as it is', () => {
    const body = Buffer.from('<p>no scripts</p>');
    expect(cutAt(body, RENDERED)).toEqual([body]);
    expect(cutAt(body, null)).toEqual([body]);
    expect(joinWith([body], FRESH)).toBe(body);
  });

  test('the nonce is read from the policy and replaced in it', () => {
    const policy = `default-src 'self'; script-src 'self' 'nonce-${RENDERED}' 'strict-dynamic'`;
    expect(renderedNonce([['Content-Security-Policy', policy]])).toBe(RENDERED);
    expect(renderedNonce([['Content-Type', 'text/html']])).toBeNull();
    expect(withNonce(policy, RENDERED, FRESH)).toBe(policy.replace(RENDERED, FRESH));
    expect(withNonce('text/html', null, FRESH)).toBe('text/html');
  });
});

describe('gzip spliced around a nonce', () => {
  test.each([
    ['scripts inside the page', page(RENDERED)],
    ['the nonce first and last', `${RENDERED}<p>между</p>${RENDERED}`],
    ['two nonces side by side', `<p>a</p>${RENDERED}${RENDERED}<p>b</p>`],
    ['no nonce at all', '<p>только текст</p>'.repeat(50)],
    ['an empty body', ''],
  ])('%s: any gzip decoder reads the page with the new nonce', (_what, html) => {
    const parts = cutAt(Buffer.from(html), RENDERED);
    const deflated = deflateParts(parts);
    for (const nonce of [FRESH, randomBytes(16).toString('base64')]) {
      const gzip = gzipJoined(parts, deflated, nonce);
      // zlib checks the trailer's CRC-32 and length: a wrong one throws.
      expect(zlib.gunzipSync(gzip).toString()).toBe(html.split(RENDERED).join(nonce));
    }
  });

  test('it weighs about what compressing the whole page again would', () => {
    const html = page(RENDERED);
    const parts = cutAt(Buffer.from(html), RENDERED);
    const spliced = gzipJoined(parts, deflateParts(parts), FRESH).length;
    const whole = zlib.gzipSync(Buffer.from(page(FRESH))).length;
    expect(spliced).toBeLessThan(whole * 1.1 + 200);
  });

  test('a filler longer than a stored block holds is refused', () => {
    const parts = [Buffer.from('a'), Buffer.from('b')];
    expect(() => gzipJoined(parts, deflateParts(parts), 'x'.repeat(70_000))).toThrow(RangeError);
  });
});
