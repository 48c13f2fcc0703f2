import { expect, test } from 'vitest';
import { escapeXml, robotsTxt, sitemapIndexXml, urlSetXml } from './sitemap-xml';

test('escapeXml escapes the five XML characters', () => {
  expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
});

test('a urlset lists each address with its lastmod (W3C, no milliseconds) when known', () => {
  const xml = urlSetXml([
    { loc: 'https://shag.example/catalog/?brand=a&b', lastmod: '2026-05-17T07:00:00.123Z' },
    { loc: 'https://shag.example/', lastmod: null },
  ]);
  expect(xml).toBe(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      '<url><loc>https://shag.example/catalog/?brand=a&amp;b</loc><lastmod>2026-05-17T07:00:00Z</lastmod></url>\n' +
      '<url><loc>https://shag.example/</loc></url>\n' +
      '</urlset>\n',
  );
});

test('a sitemap index wraps chunk files in <sitemap> elements; a bad date is left out', () => {
  const xml = sitemapIndexXml([
    { loc: 'https://shag.example/sitemaps/products-1.xml', lastmod: 'not a date' },
  ]);
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toContain('<sitemap><loc>https://shag.example/sitemaps/products-1.xml</loc></sitemap>');
});

test('robots.txt keeps private and result pages out and names the sitemap absolutely', () => {
  const lines = robotsTxt('https://shag.example').split('\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'Disallow: /personal',
      'Disallow: /cart',
      'Disallow: /order/',
      'Disallow: /search',
    ]),
  );
  expect(lines).toContain('Sitemap: https://shag.example/sitemap.xml');
});
