// What search engines and link previews read: <title>, description, canonical link, Open Graph
// tags and JSON-LD. Isomorphic and pure; route `meta` exports and components/seo use them.
// How pages use them: docs/decisions/0010-seo-canonical.md.
import type { MetaDescriptor } from '@remix-run/node';
import { pageTitle, SHOP_COMPANY, SHOP_CONTACTS, SHOP_NAME } from './brand';

/** The Open Graph locale of every page. */
export const OG_LOCALE = 'ru_RU';

/**
 * The SEO part of the root loader's data: the origin absolute links are built on, and the SEO
 * page data of docs/product.md#entities for the current path (nulls for catalogue-code and product pages).
 */
export type PageSeoData = {
  /** PUBLIC_URL's origin when set, else the request's: 'https://shag-store.ru'. */
  origin: string;
  /** The page's path as the SEO data was asked for, without query and trailing slash. */
  path: string;
  h1: string | null;
  seoText: string | null;
};

/** '/about/company/' → '/about/company'; '/' stays '/'. The form SEO data is keyed by. */
export function seoPathKey(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

/** An absolute URL on the shop's origin; an absolute input is returned as it is. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`, origin).href;
}

export type SeoMetaInput = {
  /** The page's own title, without the shop's name: 'Бренды'. The <title> gets the name added. */
  title: string;
  description: string;
  /** The canonical path ('/about/company', '/catalog/man/'), query included only if it is part of the page. */
  path: string;
  /** The origin absolute URLs are built on (root data's seo.origin; see originFrom). */
  origin: string;
  /** A picture for link previews (path or absolute URL). */
  image?: string | null;
  /** og:type: 'website' for most pages, 'product' for a product, 'article' for news. */
  type?: 'website' | 'product' | 'article';
  /** Keeps the page out of search results (search results, basket, account, checkout). */
  noindex?: boolean;
};

/** Descriptions longer than this are cut at a word: search engines show about 160 characters. */
const DESCRIPTION_MAX = 300;

export function shortDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX - 40))}…`;
}

/**
 * Every head tag a page needs: <title>, description, canonical link, Open Graph (title,
 * description, url, type, image, locale, site name) and robots noindex when asked. A route's
 * meta export returns it (Remix replaces the parent's tags with the child's, so each page
 * carries the whole set):
 *   export const meta: MetaFunction = ({ matches }) =>
 *     seoMeta({ title: 'Бренды', description: '…', path: '/brands', origin: originFrom(matches) });
 */
export function seoMeta(input: SeoMetaInput): MetaDescriptor[] {
  return completeSeoMeta(
    [
      { title: pageTitle(input.title) },
      { name: 'description', content: shortDescription(input.description) },
      { tagName: 'link', rel: 'canonical', href: input.path },
      { property: 'og:title', content: input.title },
    ],
    input,
  );
}

type MetaTag = MetaDescriptor & Record<string, unknown>;

function findTag(tags: MetaDescriptor[], test: (tag: MetaTag) => boolean): MetaTag | undefined {
  return (tags as MetaTag[]).find(test);
}

const isCanonical = (tag: MetaTag) => tag.tagName === 'link' && tag.rel === 'canonical';
const isProperty = (property: string) => (tag: MetaTag) => tag.property === property;
const isRobots = (tag: MetaTag) => tag.name === 'robots';

/**
 * A page's own meta tags completed to the full set seoMeta gives: the canonical link made
 * absolute, and og:url, og:title, og:description, og:type, og:locale, og:site_name and og:image
 * added from what the tags already say when they lack them; `noindex` replaces any robots tag.
 * For meta exports that write their tags themselves:
 *   return completeSeoMeta([...ownTags], { origin: originFrom(matches), image: product.images[0]?.src });
 */
export function completeSeoMeta(
  tags: MetaDescriptor[],
  options: Pick<SeoMetaInput, 'origin' | 'image' | 'type' | 'noindex'>,
): MetaDescriptor[] {
  const { origin } = options;
  const result: MetaDescriptor[] = tags
    .filter((tag) => !(options.noindex && isRobots(tag as MetaTag)))
    .map((tag) => {
      const t = tag as MetaTag;
      if (isCanonical(t) && typeof t.href === 'string') return { ...t, href: absoluteUrl(origin, t.href) };
      if ((t.property === 'og:url' || t.property === 'og:image') && typeof t.content === 'string')
        return { ...t, content: absoluteUrl(origin, t.content) };
      return tag;
    });
  const add = (property: string, content: unknown) => {
    if (typeof content === 'string' && content !== '' && !findTag(result, isProperty(property)))
      result.push({ property, content });
  };
  const title = findTag(result, (t) => typeof t.title === 'string')?.title as string | undefined;
  add('og:title', title?.replace(new RegExp(` — ${SHOP_NAME}$`), ''));
  add('og:description', findTag(result, (t) => t.name === 'description')?.content);
  add('og:url', findTag(result, isCanonical)?.href);
  add('og:type', options.type ?? 'website');
  add('og:locale', OG_LOCALE);
  add('og:site_name', SHOP_NAME);
  if (options.image) add('og:image', absoluteUrl(origin, options.image));
  if (options.noindex) result.push({ name: 'robots', content: 'noindex, follow' });
  return result;
}

type MatchWithData = { id: string; data?: unknown };

/**
 * The origin from the root loader's data, for meta functions (they run on the server and in the
 * browser alike). Falls back to the browser's origin, then to '' (relative links) if the root
 * data is missing, as on an error page whose root loader failed.
 */
export function originFrom(matches: readonly MatchWithData[] | undefined): string {
  const root = matches?.find((match) => match.id === 'root')?.data;
  // Meta functions get every match's data untyped; the root's carries `seo` (root.tsx's loader).
  const seo = typeof root === 'object' && root !== null && 'seo' in root ? root.seo : null;
  if (
    typeof seo === 'object' &&
    seo !== null &&
    'origin' in seo &&
    typeof seo.origin === 'string' &&
    seo.origin
  ) {
    return seo.origin;
  }
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

// ---------------------------------------------------------------------------------------
// JSON-LD (schema.org), rendered by components/seo/json-ld.tsx
// ---------------------------------------------------------------------------------------

export type JsonLd = Record<string, unknown>;

/**
 * JSON for a <script type="application/ld+json">: '<' is written as \u003c, so a product
 * name containing '</script>' cannot end the script element early.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The shop as an Organization: in the root, once per document. */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SHOP_NAME,
    legalName: SHOP_COMPANY,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, '/apple-touch-icon.png'),
    email: SHOP_CONTACTS.email,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: SHOP_CONTACTS.phoneHref.replace(/^tel:/, ''),
      contactType: 'customer service',
      areaServed: 'RU',
      availableLanguage: 'Russian',
    },
  };
}
