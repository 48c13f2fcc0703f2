// One browser for the benchmarks: its cookie jar, its address and its requests as Chromium
// sends them (page visits, the no-JavaScript form posts, the fetcher posts of a hydrated page).
// The returning and signed-in shoppers (scripts/returning-shopper.ts) and every shopper of the
// load benchmark (scripts/bench-load.ts) are one of these each.
import { randomInt } from 'node:crypto';
import { CookieJar } from '../../tests/setup/cookie-jar';

// Chromium on a desktop: the shop treats the shopper as a browser, not a crawler.
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export type FormFields = Record<string, string>;

export interface Visit {
  status: number;
  /** Where a redirect pointed (not followed), else null. */
  location: string | null;
  html: string;
}

export class Browser {
  private readonly jar = new CookieJar();
  /**
   * Each browser comes from its own private address (X-Forwarded-For; the test server trusts
   * the loopback proxy), as shoppers do, so the API's per-address limits of sign-in never meet.
   */
  readonly address = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

  constructor(readonly baseUrl: string) {}

  /** The Cookie header this browser sends now. */
  cookieHeader(): string {
    return this.jar.header();
  }

  has(cookie: string): boolean {
    return this.jar.has(cookie);
  }

  /** The headers of a page request: what the benchmarks' bursts send as this browser. */
  headers(): Record<string, string> {
    return { 'User-Agent': BROWSER_UA, 'X-Forwarded-For': this.address, Cookie: this.cookieHeader() };
  }

  /**
   * One request, redirects not followed. `form`: an urlencoded POST with the Origin and
   * Sec-Fetch-Site a same-origin form or fetcher sends (the cross-site guard reads them).
   */
  async send(path: string, form?: FormFields, signal?: AbortSignal): Promise<Visit> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      signal,
      headers: {
        ...this.headers(),
        Accept: 'text/html',
        ...(form ? { Origin: this.baseUrl, 'Sec-Fetch-Site': 'same-origin' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    this.jar.keep(response);
    return {
      status: response.status,
      location: response.headers.get('location'),
      html: await response.text(),
    };
  }

  /** As send(), but a 4xx or 5xx answer throws: for setting a shopper up, where none is expected. */
  async must(path: string, form?: FormFields): Promise<Visit> {
    const visit = await this.send(path, form);
    if (visit.status >= 400) throw new Error(`${form ? 'POST' : 'GET'} ${path} answered ${visit.status}`);
    return visit;
  }
}

/** The path of a same-site redirect's Location (absolute or relative). */
export function locationPath(baseUrl: string, location: string): string {
  const url = new URL(location, baseUrl);
  return `${url.pathname}${url.search}`;
}

/**
 * The fields a browser submits with the first form posting to `action` in the page: its hidden
 * inputs, the first enabled radio of each group, and the submit button's name and value (the
 * first one, or the one whose value is `button`). Undefined when the page has no such form.
 */
export function formFields(html: string, action: string, button?: string): FormFields | undefined {
  const form = new RegExp(`<form\\b[^>]*action="${action}"[^>]*>([\\s\\S]*?)</form>`).exec(html)?.[1];
  if (form === undefined) return undefined;
  const fields: FormFields = {};
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  for (const [tag] of form.matchAll(/<(?:input|button)\b[^>]*>/g)) {
    const name = attr(tag, 'name');
    const value = (attr(tag, 'value') ?? '').replace(/&amp;/g, '&');
    if (!name || /\bdisabled\b/.test(tag)) continue;
    const type = tag.startsWith('<button') ? 'submit' : (attr(tag, 'type') ?? 'text');
    if (type === 'hidden' || type === 'text') fields[name] = value;
    else if (type === 'radio' && !(name in fields)) fields[name] = value;
    else if (type === 'submit' && (button === undefined ? !(name in fields) : value === button))
      fields[name] = value;
  }
  return fields;
}
