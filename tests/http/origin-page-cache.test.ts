// The origin's shared page cache (docs/product.md#page-weight, docs/decisions/0064-origin-page-cache.md): a cookie-less
// page view the app calls shareable is answered from a copy of an earlier render while the
// copy is fresh and the catalogue is as it was. What tells a copy from a render here: every
// render makes its own CSP nonce, so an answer that repeats an earlier answer's nonce was served
// from a copy of it, and an answer with a new nonce was rendered for the request.
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
  };
}

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
  Object.fromEntries([...answer.headers].filter(([name]) => !PER_ANSWER.has(name)));

describe('a cookie-less page view the app calls shareable', () => {
  test.each([
    ['home', '/'],
    ['catalogue', '/catalog/man/obuv/krossovki/'],
  ])('the %s page again is the first answer, byte for byte, with its age', async (_what, pagePath) => {
    const address = fresh(pagePath);
    const first = await page(address);
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toMatch(/\bpublic\b.*\bs-maxage=\d+/);
    expect(first.headers.get('Age')).toBeNull();
    expect(first.nonce).toBeTruthy();

    const again = await page(address);
    expect(again.body.equals(first.body)).toBe(true);
    expect(headersBut(again)).toEqual(headersBut(first));
    expect(Number(again.headers.get('Age'))).toBeGreaterThanOrEqual(0);
    // The copy's scripts and its policy name the same nonce.
    expect(headerNonce(again)).toBe(again.nonce);
    expect(again.headers.get('X-Request-Id')).not.toBe(first.headers.get('X-Request-Id'));
  });

  test('a compressed copy decodes to the same page, and is itself the same bytes again', async () => {
    const address = fresh('/');
    const plain = await page(address);
    for (const [encoding, decode] of [
      ['gzip', zlib.gunzipSync],
      ['br', zlib.brotliDecompressSync],
    ] as const) {
      const first = await get(`${baseUrl}${address}`, { headers: { 'Accept-Encoding': encoding } });
      // fetch decodes what it gets; read the bytes as sent with a raw request instead.
      const raw = await rawGet(address, { 'Accept-Encoding': encoding });
      expect(raw.headers['content-encoding'], encoding).toBe(encoding);
      expect(decode(raw.body).equals(plain.body), encoding).toBe(true);
      expect((await rawGet(address, { 'Accept-Encoding': encoding })).body.equals(raw.body), encoding).toBe(
        true,
      );
      expect(first.body.equals(plain.body), encoding).toBe(true);
    }
    // A coding refused with q=0 is not sent.
    const noBrotli = await rawGet(address, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const none = await rawGet(address, { 'Accept-Encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.equals(plain.body)).toBe(true);
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
    const nonces = new Set(answers.map((answer) => answer.nonce));
    expect(nonces.size).toBe(1);
    for (const answer of answers) expect(answer.body.equals(answers[0].body)).toBe(true);
  });

  test('a phone and a desktop get copies of their own (Vary: Sec-CH-UA-Mobile)', async () => {
    const address = fresh('/');
    const phone = await page(address, { 'Sec-CH-UA-Mobile': '?1' });
    const desktop = await page(address, { 'Sec-CH-UA-Mobile': '?0' });
    expect(phone.html).toContain('\\"device\\",\\"mobile\\"');
    expect(desktop.html).toContain('\\"device\\",\\"desktop\\"');
    expect(desktop.nonce).not.toBe(phone.nonce);
    const phoneAgain = await page(address, { 'Sec-CH-UA-Mobile': '?1' });
    const desktopAgain = await page(address, { 'Sec-CH-UA-Mobile': '?0' });
    expect(phoneAgain.body.equals(phone.body)).toBe(true);
    expect(desktopAgain.body.equals(desktop.body)).toBe(true);
  });
});

describe('the key is the address the app was asked for', () => {
  test('a forwarded host port (which the app reads into its URL) gets a copy of its own', async () => {
    const address = fresh('/');
    const forwarded = await page(address, { 'X-Forwarded-Host': 'shop.example:8443' });
    const direct = await page(address);
    expect(direct.nonce).not.toBe(forwarded.nonce);
    expect((await page(address)).body.equals(direct.body)).toBe(true);
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
      expect(first.nonce, JSON.stringify(headers)).not.toBe(shared.nonce);
      expect(second.nonce, JSON.stringify(headers)).not.toBe(first.nonce);
      expect(second.headers.get('Age')).toBeNull();
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

  /** Whether the product page offers the size (its radio is not disabled), and the page's nonce. */
  async function view(address: string): Promise<{ offered: boolean; nonce?: string }> {
    const answer = await page(address);
    expect(answer.status).toBe(200);
    const radio = tags(answer.html, 'input', /type="radio" name="productId"/).find(
      (tag) => Number(attr(tag, 'value')) === stock.size.sizeId,
    );
    expect(radio, `size ${stock.size.sizeId} on ${address}`).toBeDefined();
    return { offered: !/\sdisabled=""/.test(radio!), nonce: answer.nonce };
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
    expect((await view(address)).nonce).toBe(before.nonce);
    await setStock(baseUrl, stock.admin, stock.size, 1);
    expect(await catalogueState()).not.toBe(stateBefore);
    const restocked = await view(address);
    expect(restocked.offered).toBe(true);
    expect(restocked.nonce).not.toBe(before.nonce);
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
    const firstA = await at(a);
    const firstB = await at(b);
    expect((await at(a)).nonce).toBe(firstA.nonce);
    // A third copy does not fit: B, used least recently, makes room.
    const firstC = await at(c);
    expect((await at(a)).nonce).toBe(firstA.nonce);
    expect((await at(c)).nonce).toBe(firstC.nonce);
    expect((await at(b)).nonce).not.toBe(firstB.nonce);
  });

  test('PAGE_CACHE_BYTES=0 turns it off: every view is rendered', async () => {
    const address = fresh('/');
    const first = await get(`${off.baseUrl}${address}`);
    const second = await get(`${off.baseUrl}${address}`);
    expect(first.headers.get('Cache-Control')).toMatch(/\bpublic\b/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.headers.get('Age')).toBeNull();
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
