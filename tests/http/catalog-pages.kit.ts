// Reading storefront pages as a browser without JavaScript gets them: status, headings,
// links, forms. Shared by catalog-pages.test.ts and product-page.test.ts.
import { expect, inject } from 'vitest';
import { type CatalogResponse, CatalogResponseSchema } from '~/commerce/contract/catalog';

export const baseUrl = inject('baseUrl');

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  '#x27': "'",
  nbsp: '\u00a0',
};

/** Text or attribute value with HTML entities decoded. */
export function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name]);
}

/**
 * Visible text of an HTML fragment: scripts, comments and tags dropped, entities decoded,
 * white space (no-break spaces too) as single spaces. NUL characters are dropped: React 18's
 * streaming renderer can leak one at a 2 KB buffer edge inside Cyrillic text (react#31134),
 * which app/entry.server.tsx should strip (reported); browsers ignore it.
 */
export function textOf(html: string): string {
  const bare = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '');
  return decode(bare).replace(/\0/g, '').replace(/\s+/g, ' ').trim();
}

export type Page = { status: number; html: string; headers: Headers };

/** GET a page without following redirects. */
export async function getPage(path: string): Promise<Page> {
  const response = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

/** The texts of every <h1>. */
export function h1s(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]));
}

/** Every href of <a> elements, decoded, in page order. */
export function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => decode(m[1]));
}

/** Opening tags of one element name whose attributes match. */
export function tags(html: string, name: string, attributes: RegExp = /(?:)/): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))]
    .map((m) => m[0])
    .filter((t) => attributes.test(t));
}

/** An attribute of an opening tag (names are case-insensitive: React writes srcSet). */
export function attr(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? decode(match[1]) : null;
}

/** Product card links of a listing (`/product/{code}`), in page order. */
export function productLinks(html: string): string[] {
  const main = html.slice(html.indexOf('id="catalog-products"'));
  return [...new Set(hrefs(main).filter((h) => h.startsWith('/product/')))];
}

/** POST /api/catalog/ — what the API lists for a request (the independent expectation). */
export async function apiCatalog(body: Record<string, unknown>): Promise<CatalogResponse> {
  const response = await fetch(new URL('/api/catalog/', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, JSON.stringify(body)).toBe(200);
  return CatalogResponseSchema.parse(await response.json());
}
