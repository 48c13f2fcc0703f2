// The request generator of the fuzz test: a seeded PRNG, the route table of the built app,
// and hostile values for params, queries, headers and bodies. Everything is decided by the
// seed before the first request is sent, so a seed names one exact list of requests.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../setup/paths';

/** mulberry32: a tiny, well-mixed 32-bit PRNG; the same seed gives the same sequence. */
export class Dice {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(below: number): number {
    return Math.floor(this.next() * below);
  }

  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)];
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

export interface BuiltRoute {
  id: string;
  path?: string;
  parentId?: string;
  index?: boolean;
  hasAction: boolean;
  isPage: boolean;
}

/**
 * The route table of build/server/index.js (read in a child process, so no app code loads here): the
 * Remix routes, and the commerce API's endpoints from its OpenAPI document, one route per path
 * (a parameter as `:name`) with the API's catch-all `api/*`.
 */
export function builtRoutes(): BuiltRoute[] {
  const build = pathToFileURL(path.join(repoRoot, 'build/server/index.js')).href;
  const script = `const { routes, entry } = await import(${JSON.stringify(build)});
    const pages = Object.values(routes).map((r) => ({ id: r.id, path: r.path,
      parentId: r.parentId, index: r.index, hasAction: Boolean(r.module.action),
      isPage: Boolean(r.module.default) }));
    const doc = await (await entry.module.apiFetch(new Request('http://localhost/api/openapi.json'),
      { clientAddress: '127.0.0.1' })).json();
    const api = Object.entries(doc.paths).map(([p, operations]) => ({ id: 'api ' + p,
      path: p.slice(1).replace(/\\{([^}]+)\\}/g, ':$1'),
      hasAction: Object.keys(operations).some((method) => method !== 'get'), isPage: false }));
    api.push({ id: 'api *', path: 'api/*', hasAction: true, isPage: false });
    process.stdout.write(JSON.stringify([...pages, ...api]), () => process.exit(0));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`reading build/server/index.js failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as BuiltRoute[];
}

/** The full URL pattern of a route: its parents' paths joined, e.g. '/order/done/:id'. */
export function routePattern(route: BuiltRoute, byId: Map<string, BuiltRoute>): string {
  const parts: string[] = [];
  for (let r: BuiltRoute | undefined = route; r; r = r.parentId ? byId.get(r.parentId) : undefined) {
    if (r.path) parts.unshift(r.path);
  }
  return `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
}

/** What the fuzz knows of the shop: ids that exist but belong to someone else. */
export interface FuzzContext {
  baseUrl: string;
  strangerOrderId: number;
  strangerPaymentId: number;
  productCode: string;
  /** Cookie headers of real visitors (a guest with a basket, a signed-in shopper). */
  cookies: string[];
}

// Param and splat values, written as they go into the URL (some pre-encoded on purpose).
function paramValues(ctx: FuzzContext): string[] {
  return [
    '%00',
    'nike%00',
    '%2500',
    `${ctx.productCode}%00`,
    'x'.repeat(600),
    encodeURIComponent('я'.repeat(300)),
    encodeURIComponent('кеды 😀 ẞ ﷽'),
    '%F0%9F%98%80',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '-1',
    '0',
    '1',
    '99999999999999999999',
    '2147483648',
    '1e9',
    'NaN',
    '1.5',
    '0x1F',
    encodeURIComponent("' OR 1=1 --"),
    encodeURIComponent('<script>alert(1)</script>'),
    '%',
    '%E0%A4%A',
    '%ZZ',
    '%C0%AF',
    '%0D%0ASet-Cookie:%20a=b',
    String(ctx.strangerOrderId),
    String(ctx.strangerPaymentId),
    ctx.productCode,
    'sitemap-products-1.xml',
  ];
}

const SPLAT_EXTRA = [
  'a/b/c',
  'man/obuv/krossovki',
  'products/x/1/desktop.jpg',
  'a%2Fb',
  'a/%00/b',
  '/'.repeat(40),
];

const QUERIES = [
  '',
  '',
  '?page=-1',
  '?page=99999999999',
  '?q=%00',
  `?q=${'ж'.repeat(700)}`,
  '?path=%2F..%2F%00',
  '?path=%2Fdelivery%2500',
  '?index',
  '?_data=routes%2Froot',
  '?shown=1-999999',
  '?sort=price&order=sideways',
  '?price_from=-5&price_to=abc',
  '?city=%00&type=%2500',
  '?login=open&phone=%00',
  `?x=${encodeURIComponent('{"a":1}')}`,
  '?a[b][c]=1&a[b][c]=2',
  '?%00=%00',
  '?page=1&page=2&page=x',
  '?cityId=1e400&productId=-0',
];

const FIELDS = [
  'intent',
  'productId',
  'quantity',
  'id',
  'phone',
  'code',
  'email',
  'name',
  'lastName',
  'returnTo',
  'outcome',
  'idempotencyKey',
  'deliveryType',
  'paymentMethod',
  'cityId',
  'city',
  'q',
  'via',
  'agreement',
  'promoCode',
  'bonusAmount',
  'url',
  'path',
  'token',
  'refreshToken',
  'number',
];

const INTENTS = [
  'add',
  'remove',
  'change',
  'choose',
  'promo',
  'bonus',
  'clear',
  'profile',
  'phone',
  'code',
  'resend',
];

function hostileString(dice: Dice): string {
  return dice.pick([
    '\u0000',
    'a\u0000b',
    '%00',
    '%2500',
    'x'.repeat(dice.pick([600, 5_000])),
    'кеды 😀',
    '\uD800',
    '../../etc/passwd',
    '//evil.example/x',
    'javascript:alert(1)',
    "' OR 1=1 --",
    '<img src=x onerror=alert(1)>',
    '-1',
    '0',
    '99999999999999999999',
    '1e308',
    'NaN',
    '',
    ' ',
    '+7 (999) 123-45-67',
    'fetcher',
    dice.pick(INTENTS),
    'succeeded',
    'on',
  ]);
}

function hostileJsonValue(dice: Dice, depth = 0): unknown {
  const kind = dice.int(depth > 2 ? 5 : 8);
  if (kind === 0) return dice.pick([-1, 0, 1, 2.5, 1e308, -1e308, 2 ** 53 + 1]);
  if (kind === 1) return dice.pick([null, true, false]);
  if (kind <= 4) return hostileString(dice);
  if (kind === 5) return [hostileJsonValue(dice, depth + 1), hostileJsonValue(dice, depth + 1)];
  return hostileObject(dice, depth + 1);
}

function hostileObject(dice: Dice, depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = 0, n = 1 + dice.int(5); i < n; i++) object[dice.pick(FIELDS)] = hostileJsonValue(dice, depth);
  if (dice.chance(0.2)) object['__proto__'] = { admin: true };
  return object;
}

function deepJson(dice: Dice): string {
  const depth = dice.pick([33, 100, 3_500, 6_000]);
  return dice.chance(0.5)
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function hostileForm(dice: Dice): URLSearchParams {
  const form = new URLSearchParams();
  for (let i = 0, n = 1 + dice.int(6); i < n; i++) form.append(dice.pick(FIELDS), hostileString(dice));
  return form;
}

export const BODY_KINDS = [
  'none',
  'form',
  'multipart',
  'json',
  'json-scalar',
  'json-malformed',
  'json-deep',
  'huge-json',
  'huge-form',
  'wrong-type',
] as const;
export type BodyKind = (typeof BODY_KINDS)[number];

/** A body of the given kind and the Content-Type it is sent with (none for 'none'). */
function bodyOf(kind: BodyKind, dice: Dice): { body?: BodyInit; type?: string } {
  switch (kind) {
    case 'none':
      return {};
    case 'form':
      return { body: hostileForm(dice).toString(), type: 'application/x-www-form-urlencoded' };
    case 'multipart': {
      const form = new FormData();
      for (const [name, value] of hostileForm(dice)) form.append(name, value);
      if (dice.chance(0.5)) form.append('file', new Blob([new Uint8Array([0, 1, 2, 255])]), '%00.bin');
      return { body: form };
    }
    case 'json':
      return { body: JSON.stringify(hostileObject(dice)), type: 'application/json' };
    case 'json-scalar':
      return {
        body: dice.pick(['null', '42', '"x"', 'true', '[]', '[1,2]', '""']),
        type: 'application/json',
      };
    case 'json-malformed':
      return {
        body: dice.pick([
          '{',
          '{"a":',
          '{"a":1,}',
          "{'a':1}",
          '\u0000',
          '[[[[',
          '{"a":"\\u0000"}',
          'undefined',
        ]),
        type: 'application/json',
      };
    case 'json-deep':
      return { body: deepJson(dice), type: 'application/json' };
    case 'huge-json':
      return { body: JSON.stringify({ name: 'x'.repeat(70_000), url: '/' }), type: 'application/json' };
    case 'huge-form':
      return {
        body: new URLSearchParams({ intent: 'add', name: 'я'.repeat(20_000) }).toString(),
        type: 'application/x-www-form-urlencoded',
      };
    case 'wrong-type':
      return dice.pick([
        { body: '{"url":"/"}', type: 'text/plain' },
        { body: '<a/>', type: 'application/xml' },
        { body: 'intent=add&productId=1', type: 'application/json' },
        { body: 'intent=add', type: 'multipart/form-data' },
        { body: '{"intent":"add"}', type: 'application/x-www-form-urlencoded' },
        { body: new Uint8Array([0, 0, 255, 254, 0]), type: 'application/octet-stream' },
        { body: '{"a":1}', type: 'application/json; charset=utf-16' },
      ]);
  }
}

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type Method = (typeof METHODS)[number];

export interface FuzzRequest {
  n: number;
  method: Method;
  url: string;
  bodyKind: BodyKind;
  init: RequestInit;
}

/** A URL of the route with every param and splat filled with a hostile value. */
function urlOf(pattern: string, dice: Dice, ctx: FuzzContext): string {
  const values = paramValues(ctx);
  let url = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return dice.pick([...values, ...SPLAT_EXTRA]);
      if (segment.startsWith(':')) return dice.pick(values);
      return segment;
    })
    .join('/');
  const variant = dice.int(6);
  if (variant === 0) url = url === '/' ? '/_root.data' : `${url.replace(/\/$/, '')}.data`;
  else if (variant === 1 && !url.endsWith('/')) url += '/';
  return url + dice.pick(QUERIES);
}

function headersOf(dice: Dice, ctx: FuzzContext, method: Method): Record<string, string> {
  const headers: Record<string, string> = {
    // Each request from its own address, as the fuzzer's would be: per-IP limits answer 429 (fine) but never pile up.
    'X-Forwarded-For': `10.${dice.int(256)}.${dice.int(256)}.${1 + dice.int(254)}`,
    Accept: dice.pick(['text/html', 'application/json', '*/*', 'text/x-script']),
  };
  const cookie = dice.next();
  if (cookie < 0.6) headers.Cookie = dice.pick(ctx.cookies);
  else if (cookie < 0.7)
    headers.Cookie = dice.pick(['__session=%00', 'auth=x; fuser=%00%00', `a=${'b'.repeat(3000)}`]);
  if (method !== 'GET' && method !== 'HEAD') {
    const origin = dice.next();
    if (origin < 0.85) headers.Origin = ctx.baseUrl;
    else if (origin < 0.9) headers.Origin = dice.pick(['https://evil.example', 'null', 'not a url']);
  }
  if (dice.chance(0.1)) headers.Authorization = dice.pick(['Bearer %00', 'Bearer a.b.c', 'Basic xxx']);
  if (dice.chance(0.1)) headers['Fuser-Token'] = dice.pick(['%00', 'x'.repeat(600), '-1']);
  if (dice.chance(0.1))
    headers['User-Location-Id'] = dice.pick(['-1', '1e9', 'abc', '216; DROP TABLE cities']);
  if (dice.chance(0.05)) headers['Idempotency-Key'] = dice.pick(['%00', 'x'.repeat(300), 'a b']);
  return headers;
}

function requestOf(
  n: number,
  pattern: string,
  method: Method,
  bodyKind: BodyKind,
  dice: Dice,
  ctx: FuzzContext,
): FuzzRequest {
  const headers = headersOf(dice, ctx, method);
  // fetch sends no body with GET or HEAD.
  const kind: BodyKind = method === 'GET' || method === 'HEAD' ? 'none' : bodyKind;
  const { body, type } = bodyOf(kind, dice);
  if (type) headers['Content-Type'] = type;
  return { n, method, url: urlOf(pattern, dice, ctx), bodyKind: kind, init: { method, headers, body } };
}

/**
 * `total` requests: first every route with every method (body kinds in turn), then random
 * ones, mostly posts to routes that have an action (where bodies are read). Same seed, same list.
 */
export function fuzzRequests(
  seed: number,
  total: number,
  routes: { pattern: string; hasAction: boolean }[],
  ctx: FuzzContext,
): FuzzRequest[] {
  const dice = new Dice(seed);
  const list: FuzzRequest[] = [];
  const patterns = routes.map((route) => route.pattern);
  const withAction = routes.filter((route) => route.hasAction).map((route) => route.pattern);
  patterns.forEach((pattern, r) => {
    METHODS.forEach((method, m) => {
      const kind = BODY_KINDS[(r * METHODS.length + m) % BODY_KINDS.length];
      list.push(requestOf(list.length, pattern, method, kind, dice, ctx));
    });
  });
  while (list.length < total) {
    const posting = dice.chance(0.6);
    const method = posting ? 'POST' : dice.pick(METHODS);
    const pattern = dice.pick(posting ? withAction : patterns);
    list.push(requestOf(list.length, pattern, method, dice.pick(BODY_KINDS), dice, ctx));
  }
  return list.slice(0, total);
}
