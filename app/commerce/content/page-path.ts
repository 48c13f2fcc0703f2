/**
 * How content and SEO rows are keyed: by path, without origin, query, fragment or trailing
 * slash, so '/about/company/', 'https://shop/about/company?x=1' and '/about/company' find the
 * same row (docs/product.md#route-rules: trailing slashes are ignored when matching).
 */
import { hasControlCharacters } from '../http/control-characters';

const ORIGIN = 'http://storefront.invalid';

/** The normalised path of a storefront URL or path; null when it is not one. */
export function normalisePagePath(input: string): string | null {
  const text = input.trim();
  if (!text.startsWith('/') && !/^https?:\/\//i.test(text)) return null;
  // '//host/…' would parse as another origin; a path never starts that way on purpose.
  if (text.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(text, ORIGIN);
  } catch {
    return null;
  }
  let path = url.pathname.replace(/\/{2,}/g, '/');
  try {
    const decoded = decodeURI(path);
    // '%00' and its kin name no page and must not reach a query (PostgreSQL refuses NUL): like
    // a malformed escape, such a path stays as it came.
    if (!hasControlCharacters(decoded)) path = decoded;
  } catch {
    // A malformed escape stays as it came.
  }
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return path;
}
