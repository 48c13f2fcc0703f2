// A shopper without JavaScript for the HTTP tests of the cart and checkout pages: a cookie
// jar, page visits and form posts as a browser sends them (urlencoded, Origin of the shop,
// redirects not followed so each 303 can be checked), and what a page shows as text.
import { randomIp, randomPhone } from '../mocks/sms-sign-in';
import { CookieJar } from '../setup/cookie-jar';
import { messagesTo, waitForCode } from '../setup/outbox';
import { formatRub } from '~/utils/money';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

export type Fields = Record<string, string | string[]>;

export class Shopper {
  private readonly cookies = new CookieJar();
  /** Each shopper comes from its own address, so the API's per-IP limits never meet. */
  private readonly ip = randomIp();

  /** `userAgent`: a desktop Chrome unless a test needs another browser (a phone's, say). */
  constructor(
    private readonly baseUrl: string,
    private readonly userAgent = BROWSER,
  ) {}

  /** The Cookie header this browser sends now. */
  cookieHeader(): string {
    return this.cookies.header();
  }

  private headers(): Record<string, string> {
    const cookie = this.cookieHeader();
    return {
      'User-Agent': this.userAgent,
      'X-Forwarded-For': this.ip,
      ...(cookie ? { Cookie: cookie } : {}),
    };
  }

  /**
   * Takes another browser's cookie of that name (its sign-in, say): this browser is then the
   * same shopper on another device, with its own other cookies.
   */
  copyCookieFrom(other: Shopper, name: string): void {
    const value = other.cookies.get(name);
    if (value === undefined) throw new Error(`the other browser holds no ${name} cookie`);
    this.cookies.set(name, value);
  }

  /** True while the browser holds a cookie of that name. */
  has(name: string): boolean {
    return this.cookies.has(name);
  }

  /**
   * A page as a browser asks for it; redirects are returned, not followed. `from`: the page
   * the browser was on (its Referer), as after a form post that came back to it.
   */
  async get(path: string, from?: string): Promise<Response> {
    const referer: Record<string, string> = from ? { Referer: `${this.baseUrl}${from}` } : {};
    const response = await fetch(`${this.baseUrl}${path}`, {
      headers: { ...this.headers(), ...referer, Accept: 'text/html' },
      redirect: 'manual',
    });
    this.cookies.keep(response);
    return response;
  }

  /** Follows same-site redirects like a browser and returns the final page with its HTML. */
  async visit(path: string): Promise<{ response: Response; html: string; path: string }> {
    let current = path;
    for (let hop = 0; hop < 5; hop += 1) {
      const response = await this.get(current);
      const location = response.headers.get('location');
      if (!location) return { response, html: await response.text(), path: current };
      const next = new URL(location, this.baseUrl);
      current = `${next.pathname}${next.search}`;
    }
    throw new Error(`${path}: too many redirects`);
  }

  /** A form post as a browser without JavaScript sends it. */
  async post(path: string, fields: Fields): Promise<Response> {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const item of [value].flat()) body.append(name, item);
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      body,
      headers: { ...this.headers(), Origin: this.baseUrl },
      redirect: 'manual',
    });
    this.cookies.keep(response);
    return response;
  }

  /** Signs in through the storefront's sign-in dialog posts, with the code from the SMS outbox. */
  async signIn(dataDir: string, phone = randomPhone()): Promise<string> {
    const before = messagesTo(dataDir, phone).length;
    const asked = await this.post('/resources/auth/login', { intent: 'phone', phone, returnTo: '/' });
    if (asked.status !== 303) throw new Error(`code request answered ${asked.status}`);
    const code = await waitForCode(dataDir, phone, before);
    const checked = await this.post('/resources/auth/login', { intent: 'code', phone, code, returnTo: '/' });
    if (checked.status !== 303 || !this.has('auth')) throw new Error(`sign-in answered ${checked.status}`);
    return phone;
  }
}

/**
 * Checkout's form post of a courier order for the shopper's basket, as a browser without
 * JavaScript sends it from /order/make (valid contacts; `fields` change any of them).
 */
export async function postCourierOrder(
  shopper: Shopper,
  phone: string,
  fields: Fields = {},
): Promise<Response> {
  const checkout = await (await shopper.get('/order/make')).text();
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(checkout)?.[1] ?? '';
  return shopper.post('/order/make', {
    idempotencyKey: key,
    name: 'Анна',
    lastName: 'Смирнова',
    phone,
    email: 'anna@example.ru',
    deliveryType: 'courier',
    address: 'ул. Тверская, д. 7',
    paymentMethod: 'on_receipt',
    agreement: 'on',
    ...fields,
  });
}

/** What a page shows: its text without scripts and tags, spaces collapsed. */
export function shownText(html: string): string {
  return (
    html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      // React's markers between adjacent text pieces are not spaces.
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A sum as shownText reads it: '12 990 ₽' with plain spaces. */
export const shownRub = (value: number) => formatRub(value).replace(/\u00a0/g, ' ');

/** A number of points as shownText reads it: '1 250'. */
export const shownPoints = (value: number) => value.toLocaleString('ru-RU').replace(/\s/g, ' ');

/** The texts of notices (role="alert") and of field errors (the element a field's aria-describedby names, id …-error). */
export function alerts(html: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const pattern = /<(p|div)\b[^>]*(?:role="alert"|id="[^"]*-error")[^>]*>([\s\S]*?)<\/\1>/g;
  return [...markup.matchAll(pattern)].map((m) => shownText(m[2]));
}

/** The basket lines a cart page lists, by their data-basket-line ids. */
export function basketLineIds(html: string): number[] {
  return [...html.matchAll(/data-basket-line="(\d+)"/g)].map((m) => Number(m[1]));
}
