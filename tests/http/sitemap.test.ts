// /sitemap.xml, its chunks and /robots.txt (docs/product.md#screens-and-routes special SEO routes; docs/product.md#legacy-addresses): well-formed
// XML by the sitemaps.org protocol, absolute URLs on the server's origin, chunk limits, and the
// listed pages answering 200.
import { describe, expect, inject, test } from 'vitest';

const baseUrl = inject('baseUrl');
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

// ---------------------------------------------------------------------------------------
// A minimal XML reader: enough to prove a document is well-formed (one root, tags nested and
// closed, attributes quoted, only the five predefined or numeric entities, no stray '<' or '&')
// and to read the element tree back. No package needed.
// ---------------------------------------------------------------------------------------
type XmlElement = { name: string; attrs: Record<string, string>; children: XmlElement[]; text: string };

const NAME = /^[A-Za-z_][\w.:-]*/;
const ENTITY = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;

function decodeText(raw: string, where: number): string {
  for (let i = raw.indexOf('&'); i !== -1; i = raw.indexOf('&', i + 1)) {
    if (!ENTITY.test(raw.slice(i))) throw new Error(`bad entity at ${where + i}`);
  }
  return raw.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!,
  );
}

function parseXml(xml: string): XmlElement {
  let i = 0;
  const prolog = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(xml);
  if (!prolog) throw new Error('missing XML declaration');
  i = prolog[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (i < xml.length) {
    if (xml[i] !== '<') {
      const end = xml.indexOf('<', i) === -1 ? xml.length : xml.indexOf('<', i);
      const text = xml.slice(i, end);
      if (stack.length === 0) {
        if (text.trim() !== '') throw new Error(`text outside the root at ${i}`);
      } else stack[stack.length - 1].text += decodeText(text, i);
      i = end;
      continue;
    }
    if (xml.startsWith('</', i)) {
      const name = NAME.exec(xml.slice(i + 2))?.[0];
      const open = stack.pop();
      if (!name || !open || open.name !== name) throw new Error(`mismatched </${name}> at ${i}`);
      i = xml.indexOf('>', i) + 1;
      if (i === 0) throw new Error('unclosed end tag');
      continue;
    }
    const name = NAME.exec(xml.slice(i + 1))?.[0];
    if (!name) throw new Error(`bad tag at ${i}`);
    if (root && stack.length === 0) throw new Error(`second root <${name}> at ${i}`);
    i += 1 + name.length;
    const element: XmlElement = { name, attrs: {}, children: [], text: '' };
    for (;;) {
      const space = /^\s*/.exec(xml.slice(i))![0];
      i += space.length;
      if (xml.startsWith('/>', i) || xml[i] === '>') break;
      const attr = /^([A-Za-z_][\w.:-]*)="([^"<]*)"/.exec(xml.slice(i));
      if (!attr || space === '') throw new Error(`bad attribute in <${name}> at ${i}`);
      if (attr[1] in element.attrs) throw new Error(`duplicate attribute ${attr[1]}`);
      element.attrs[attr[1]] = decodeText(attr[2], i);
      i += attr[0].length;
    }
    if (stack.length > 0) stack[stack.length - 1].children.push(element);
    else root = element;
    if (xml.startsWith('/>', i)) i += 2;
    else {
      i += 1;
      stack.push(element);
    }
  }
  if (stack.length > 0) throw new Error(`<${stack[stack.length - 1].name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

test('the XML reader refuses what is not well-formed', () => {
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
  expect(parseXml(`${head}<a x="1"><b>t &amp; u</b><c/></a>`).children.map((c) => c.name)).toEqual([
    'b',
    'c',
  ]);
  for (const bad of [
    '<a><b></a></b>',
    '<a>&nbsp;</a>',
    '<a>x & y</a>',
    '<a></a><a></a>',
    '<a x=1></a>',
    '<a>',
    'text',
  ]) {
    expect(() => parseXml(`${head}${bad}`), bad).toThrow();
  }
});

// ---------------------------------------------------------------------------------------

async function fetchXml(path: string): Promise<{ response: Response; root: XmlElement; size: number }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'User-Agent': CRAWLER } });
  const text = await response.text();
  return { response, root: parseXml(text), size: Buffer.byteLength(text) };
}

function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

/** Every URL answers 200, a few at a time (crawler user agent: no guest basket is made). */
async function expectAllOk(urls: string[]): Promise<void> {
  const failures: string[] = [];
  for (let start = 0; start < urls.length; start += 4) {
    await Promise.all(
      urls.slice(start, start + 4).map(async (url) => {
        const response = await fetch(url, { headers: { 'User-Agent': CRAWLER }, redirect: 'manual' });
        await response.body?.cancel();
        if (response.status !== 200) failures.push(`${url} → ${response.status}`);
      }),
    );
  }
  expect(failures).toEqual([]);
}

describe('/sitemap.xml', () => {
  let chunkUrls: string[] = [];

  test('is a well-formed sitemap index of chunk files on this origin, cacheable', async () => {
    const { response, root } = await fetchXml('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    expect(root.name).toBe('sitemapindex');
    expect(root.attrs.xmlns).toBe(NAMESPACE);
    chunkUrls = root.children.map((sitemap) => {
      expect(sitemap.name).toBe('sitemap');
      const lastmod = child(sitemap, 'lastmod')?.text;
      if (lastmod) expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
      return child(sitemap, 'loc')!.text;
    });
    for (const url of chunkUrls) expect(url).toMatch(new RegExp(`^${baseUrl}/sitemaps/[a-z]+-\\d+\\.xml$`));
    const kinds = new Set(chunkUrls.map((url) => /\/sitemaps\/([a-z]+)-/.exec(url)![1]));
    expect([...kinds].sort()).toEqual(['news', 'pages', 'products', 'sections', 'static']);
    expect(new Set(chunkUrls).size).toBe(chunkUrls.length);
  });

  test('every chunk is a well-formed urlset within the protocol limits, and no page is listed twice', async () => {
    const seen = new Set<string>();
    for (const url of chunkUrls) {
      const { response, root, size } = await fetchXml(new URL(url).pathname);
      expect(response.status, url).toBe(200);
      expect(root.name).toBe('urlset');
      expect(root.attrs.xmlns).toBe(NAMESPACE);
      expect(root.children.length).toBeGreaterThan(0);
      expect(root.children.length).toBeLessThanOrEqual(10_000);
      expect(size).toBeLessThan(50 * 1024 * 1024);
      for (const entry of root.children) {
        const loc = child(entry, 'loc')!.text;
        expect(loc.startsWith(`${baseUrl}/`), loc).toBe(true);
        expect(seen.has(loc), loc).toBe(false);
        seen.add(loc);
      }
    }
    // Pages the spec names that must be findable.
    for (const path of [
      '/',
      '/brands',
      '/catalog/',
      '/catalog/man/obuv/krossovki/',
      '/catalog/sale/',
      '/about/news',
      '/loyalty',
      '/documents/public-offer',
    ])
      expect(seen.has(`${baseUrl}${path}`), path).toBe(true);
    // Never the pages robots.txt keeps out.
    for (const loc of seen) expect(loc).not.toMatch(/\/(personal|cart|order|search)(\/|$)/);
  });

  // The first chunk of each kind: every page answers 200. Product pages are sampled (every
  // 20th, plus the first and the last): the test catalogue has over a thousand articles and
  // each page is a full render on a shared two-core machine.
  test.each(['static', 'sections', 'news', 'pages', 'products'])(
    'the pages of the first %s chunk answer 200',
    async (kind) => {
      const { root } = await fetchXml(`/sitemaps/${kind}-1.xml`);
      const locs = root.children.map((entry) => child(entry, 'loc')!.text);
      const checked =
        kind === 'products' ? locs.filter((_, i) => i % 20 === 0 || i === locs.length - 1) : locs;
      expect(checked.length).toBeGreaterThan(kind === 'products' ? 20 : 0);
      await expectAllOk(checked);
    },
    180_000,
  );

  test('product chunks list colour articles, catalogue chunks sections with the trailing slash', async () => {
    const products = (await fetchXml('/sitemaps/products-1.xml')).root.children.map(
      (e) => child(e, 'loc')!.text,
    );
    for (const loc of products) expect(loc).toMatch(new RegExp(`^${baseUrl}/product/[^/]+$`));
    const sections = (await fetchXml('/sitemaps/sections-1.xml')).root.children.map(
      (e) => child(e, 'loc')!.text,
    );
    for (const loc of sections) expect(loc).toMatch(new RegExp(`^${baseUrl}/catalog/([a-z-]+/)*$`));
  });

  test.each([
    '/sitemaps/products-999.xml',
    '/sitemaps/products-0.xml',
    '/sitemaps/nothing-1.xml',
    '/sitemaps/products-1.txt',
    '/sitemaps/..%2Fapi.xml',
  ])('%s answers 404', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    await response.body?.cancel();
    expect(response.status).toBe(404);
  });
});

describe('/robots.txt', () => {
  test('keeps personal, basket, checkout and search pages out and points to the sitemap', async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/personal', '/cart', '/order/', '/search', '/resources/', '/api/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});

describe('the sitemap data API', () => {
  test('GET /api/seo/sitemap/ lists chunks; an unknown chunk is the JSON 404', async () => {
    const index = await (await fetch(`${baseUrl}/api/seo/sitemap/`)).json();
    expect(index.chunks.map((c: { name: string }) => c.name)).toContain('products-1');
    const missing = await fetch(`${baseUrl}/api/seo/sitemap/products-999/`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).success).toBe(false);
  });
});
