// The origin's shared page cache (docs/product.md#page-weight, docs/decisions/0064-origin-page-cache.md): a cookie-less
// page view the app calls shareable is answered from a copy of an earlier render while the
// copy is fresh and the catalogue is as it was. What tells a copy from a render here: an answer
// from a copy says its Age, one rendered for the request has none. Every answer, copy or not,
// has a CSP nonce of its own (a nonce everyone got would be public): two answers of one copy
// are the same bytes once their nonces are blanked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type RunningServer, startServer, TEST_ADMIN_PHONES } from '../setup/server';
import { attr, tags } from './catalog-pages.kit';
import { borrowSoldOutSize, setStock } from './stock-alerts.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/** A query the pages ignore, so each test asks for an address no other request has asked for. */
let probes = 0;
const fresh = (pagePath: string) =>
  `${pagePath}${pagePath.includes('?') ? '&' : '?'}probe=${process.pid}-${Date.now()}-${++probes}`;

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
  html: string;
  /** The nonce the page's scripts carry. */
  nonce: string | undefined;
  /** Whether it came from a copy (it says its Age). */
  fromCopy: boolean;
}

async function get(
  url: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const body = Buffer.from(await response.arrayBuffer());
  const html = body.toString('utf8');
  return {
    status: response.status,
    headers: response.headers,
    body,
    html,
    nonce: /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1],
    fromCopy: response.headers.get('Age') !== null,
  };
}

/** The body with every nonce the page's tags carry blanked: what two answers of one copy share. */
const withoutNonces = (answer: Answer) => answer.html.replace(/ nonce="[^"]*"/g, ' nonce=""');

/** Every nonce the page's tags carry, each once. */
const noncesIn = (html: string) => new Set([...html.matchAll(/ nonce="([^"]*)"/g)].map((match) => match[1]));

const page = (pagePath: string, headers: Record<string, string> = {}) =>
  get(`${baseUrl}${pagePath}`, { headers });

/** The nonce the Content-Security-Policy header allows scripts by. */
const headerNonce = (answer: Answer) =>
  /'nonce-([^']+)'/.exec(answer.headers.get('Content-Security-Policy') ?? '')?.[1];

/**
 * Headers as a plain map, without the ones that say when and how old (Date, Age) and which
 * request it answered (X-Request-Id: each request has its own, copy or not).
 */
const PER_ANSWER = new Set(['date', 'age', 'x-request-id']);
const headersBut = (answer: Answer) =>
  Object.fromEntries(
    [...answer.headers]
      .filter(([name]) => !PER_ANSWER.has(name))
      .map(([name, value]) => [name, value.replace(/'nonce-[^']+'/, "'nonce-'")]),
  );

describe('a cookie-less page view the app calls shareable', () => {
  test.each([
    ['home', '/'],
    ['catalogue', '/catalog/man/obuv/krossovki/'],
  ])(
    'the %s page again is the first answer with a nonce of its own, and its age',
    async (_what, pagePath) => {
      const address = fresh(pagePath);
      const first = await page(address);
      expect(first.status).toBe(200);
      expect(first.headers.get('Cache-Control')).toMatch(/\bpublic\b.*\bs-maxage=\d+/);
      expect(first.headers.get('Age')).toBeNull();
      expect(first.nonce).toBeTruthy();

      const again = await page(address);
      const third = await page(address);
      for (const copy of [again, third]) {
        expect(copy.fromCopy).toBe(true);
        expect(Number(copy.headers.get('Age'))).toBeGreaterThanOrEqual(0);
        expect(withoutNonces(copy)).toBe(withoutNonces(first));
        expect(copy.body.length).toBe(first.body.length);
        expect(headersBut(copy)).toEqual(headersBut(first));
        // One nonce in the whole answer, the one its policy names, and no earlier answer's.
        expect([...noncesIn(copy.html)]).toEqual([headerNonce(copy)]);
      }
      expect(new Set([first.nonce, again.nonce, third.nonce]).size).toBe(3);
      expect(again.headers.get('X-Request-Id')).not.toBe(first.headers.get('X-Request-Id'));
    },
  );

  test('a compressed copy decodes to the same page with the nonce its policy names', async () => {
    const address = fresh('/');
    const plain = await page(address, { 'Accept-Encoding': 'identity' });
    const decoders = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync };
    // A browser takes both: a copy comes in gzip, spliced around its nonce without compressing
    // the page again; a client that takes only brotli gets brotli.
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'gzip'],
      ['gzip', 'gzip'],
      ['br', 'br'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      // fetch decodes what it gets; read the bytes as sent with a raw request instead.
      const raw = await rawGet(address, { 'Accept-Encoding': accept });
      expect(raw.headers['content-encoding'], accept).toBe(encoding);
      expect(raw.headers.age, accept).toBeDefined();
      const html = decoders[encoding](raw.body).toString('utf8');
      expect(html.replace(/ nonce="[^"]*"/g, ' nonce=""'), accept).toBe(withoutNonces(plain));
      const policyNonce = /'nonce-([^']+)'/.exec(String(raw.headers['content-security-policy']))?.[1];
      expect([...noncesIn(html)], accept).toEqual([policyNonce]);
      expect(policyNonce, accept).not.toBe(plain.nonce);
    }
    const none = await rawGet(address, { 'Accept-Encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.length).toBe(plain.body.length);
  });

  test('a HEAD is answered from the copy, with the length of the page', async () => {
    const address = fresh('/');
    const first = await page(address);
    const head = await fetch(`${baseUrl}${address}`, {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'identity' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('Age')).not.toBeNull();
    expect(Number(head.headers.get('Content-Length'))).toBe(first.body.length);
  });

  test('shoppers asking at once wait for one render', async () => {
    const address = fresh('/catalog/man/obuv/krossovki/');
    const answers = await Promise.all(Array.from({ length: 6 }, () => page(address)));
    // One of them rendered the page; the five others got copies of that render.
    expect(answers.filter((answer) => !answer.fromCopy)).toHaveLength(1);
    for (const answer of answers) expect(withoutNonces(answer)).toBe(withoutNonces(answers[0]));
    expect(new Set(answers.map((answer) => answer.nonce)).size).toBe(6);
  });

  test('a phone and a desktop get copies of their own (Vary: Sec-CH-UA-Mobile)', async () => {
    const address = fresh('/');
    const phone = await page(address, { 'Sec-CH-UA-Mobile': '?1' });
    const desktop = await page(address, { 'Sec-CH-UA-Mobile': '?0' });
    expect(phone.html).toContain('\\"device\\",\\"mobile\\"');
    expect(desktop.html).toContain('\\"device\\",\\"desktop\\"');
    expect(desktop.fromCopy).toBe(false);
    const phoneAgain = await page(address, { 'Sec-CH-UA-Mobile': '?1' });
    const desktopAgain = await page(address, { 'Sec-CH-UA-Mobile': '?0' });
    expect(phoneAgain.fromCopy && desktopAgain.fromCopy).toBe(true);
    expect(withoutNonces(phoneAgain)).toBe(withoutNonces(phone));
    expect(withoutNonces(desktopAgain)).toBe(withoutNonces(desktop));
  });
});

describe('the key is the address the app was asked for', () => {
  test('a forwarded host port (which the app reads into its URL) gets a copy of its own', async () => {
    const address = fresh('/');
    const forwarded = await page(address, { 'X-Forwarded-Host': 'shop.example:8443' });
    const direct = await page(address);
    expect(forwarded.fromCopy || direct.fromCopy).toBe(false);
    const again = await page(address);
    expect(again.fromCopy).toBe(true);
    expect(withoutNonces(again)).toBe(withoutNonces(direct));
  });
});

describe('personal answers are never kept nor served from a copy', () => {
  test('a request with any cookie or credentials is rendered for itself', async () => {
    const address = fresh('/');
    const shared = await page(address);
    const personal: Record<string, string>[] = [
      { Cookie: '_ym_uid=1700000000123456789' },
      { Authorization: 'Bearer not-a-token' },
    ];
    for (const headers of personal) {
      const first = await page(address, headers);
      const second = await page(address, headers);
      expect(shared.fromCopy).toBe(false);
      expect(first.fromCopy || second.fromCopy, JSON.stringify(headers)).toBe(false);
      expect(second.nonce, JSON.stringify(headers)).not.toBe(first.nonce);
    }
  });

  test.each([
    ['the cart', '/cart/'],
    ['checkout', '/order/make'],
    ['the account', '/personal/profile'],
    ['a missing product', '/product/no-such-product/'],
    ['the city detection (Set-Cookie)', '/resources/city-detect'],
  ])('%s, asked twice without cookies, is rendered twice', async (_what, pagePath) => {
    const first = await page(pagePath);
    const second = await page(pagePath);
    expect(second.status).toBe(first.status);
    expect(second.headers.get('Age')).toBeNull();
    if (first.status === 200) expect(first.headers.get('Cache-Control')).not.toMatch(/\bpublic\b/);
    // Pages carry a nonce per render; the city detection's JSON answer carries none.
    if (first.nonce) expect(second.nonce).not.toBe(first.nonce);
  });

  test('a post to an address with a copy reaches the app', async () => {
    const address = fresh('/');
    await page(address);
    const post = await get(`${baseUrl}${address}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseUrl },
      body: 'intent=nothing',
    });
    expect(post.headers.get('Age')).toBeNull();
    expect(post.headers.get('Cache-Control')).not.toMatch(/\bpublic\b/);
  });
});

describe('a copy lasts while the catalogue is as it was', () => {
  // Catalogue page 11: no other file restocks or picks its sold-out sizes.
  const stock = borrowSoldOutSize({ baseUrl, dataDir }, 11, TEST_ADMIN_PHONES.pageCache);

  /** Whether the product page offers the size (its radio is not disabled), and whether from a copy. */
  async function view(address: string): Promise<{ offered: boolean; fromCopy: boolean }> {
    const answer = await page(address);
    expect(answer.status).toBe(200);
    const radio = tags(answer.html, 'input', /type="radio" name="productId"/).find(
      (tag) => Number(attr(tag, 'value')) === stock.size.sizeId,
    );
    expect(radio, `size ${stock.size.sizeId} on ${address}`).toBeDefined();
    return { offered: !/\sdisabled=""/.test(radio!), fromCopy: answer.fromCopy };
  }

  /** The state the cache checks copies against (GET /api/catalog-state: 204, the tag as ETag). */
  async function catalogueState(): Promise<string | null> {
    const answer = await fetch(`${baseUrl}/api/catalog-state`);
    expect(answer.status).toBe(204);
    return answer.headers.get('ETag');
  }

  test('a stock write shows on the very next cookie-less view', async () => {
    const address = `/product/${stock.size.code}`;
    const stateBefore = await catalogueState();
    expect(stateBefore).toMatch(/^W\/"catalogue-/);
    const before = await view(address);
    expect(before.offered).toBe(false);
    expect((await view(address)).fromCopy).toBe(true);
    await setStock(baseUrl, stock.admin, stock.size, 1);
    expect(await catalogueState()).not.toBe(stateBefore);
    const restocked = await view(address);
    expect(restocked.offered).toBe(true);
    expect(restocked.fromCopy).toBe(false);
    await setStock(baseUrl, stock.admin, stock.size, 0);
    expect((await view(address)).offered).toBe(false);
  });
});

describe('the cache’s bound and its switch', () => {
  let small: RunningServer;
  let off: RunningServer;

  beforeAll(async () => {
    // Room for two copies of the home page (about 80 kB each with its headers), not three.
    small = await startServer({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-small-')),
      env: { PAGE_CACHE_BYTES: '200000' },
    });
    off = await startServer({
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-off-')),
      env: { PAGE_CACHE_BYTES: '0' },
    });
  }, 180_000);

  afterAll(async () => {
    await small?.stop();
    await off?.stop();
  });

  test('past its bytes the least recently used copy goes first', async () => {
    const at = (address: string) =>
      get(`${small.baseUrl}${address}`, { headers: { 'Accept-Encoding': 'identity' } });
    const [a, b, c] = [fresh('/'), fresh('/'), fresh('/')];
    await at(a);
    await at(b);
    expect((await at(a)).fromCopy).toBe(true);
    // A third copy does not fit: B, used least recently, makes room.
    await at(c);
    expect((await at(a)).fromCopy).toBe(true);
    expect((await at(c)).fromCopy).toBe(true);
    expect((await at(b)).fromCopy).toBe(false);
  });

  test('PAGE_CACHE_BYTES=0 turns it off: every view is rendered', async () => {
    const address = fresh('/');
    const first = await get(`${off.baseUrl}${address}`);
    const second = await get(`${off.baseUrl}${address}`);
    expect(first.headers.get('Cache-Control')).toMatch(/\bpublic\b/);
    expect(first.fromCopy || second.fromCopy).toBe(false);
  });
});

/** A GET whose body is read as sent (node's http, which decodes nothing). */
async function rawGet(address: string, headers: Record<string, string>) {
  const http = await import('node:http');
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${baseUrl}${address}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    },
  );
}
