// A seeded fuzz of every route of the built app (issue "trust": hostile input never answers
// 5xx). Every route with every method, then random ones: hostile params (NUL, %00, %2500,
// 600 characters, unicode, ../, huge and negative numbers, someone else's order), queries,
// cookies, headers and bodies of every kind. Replay a failure with FUZZ_SEED=<seed printed>.
import { beforeAll, describe, expect, inject, test } from 'vitest';
import { addUnits, guest, placeOrder, stockedSizes, contacts } from './basket.kit';
import { Shopper } from './cart-pages.kit';
import { builtRoutes, type FuzzContext, fuzzRequests, type FuzzRequest, routePattern } from './fuzz.kit';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const TOTAL = 1_600;
/** Requests in flight at once: enough to keep both cores busy, few enough to stay polite. */
const PARALLEL = 4;

let ctx: FuzzContext;

beforeAll(async () => {
  // Catalogue page 20 belongs to this file (see stockedSizes): the stranger's order comes from it.
  const [size] = await stockedSizes(baseUrl, 20, { count: 1, minQuantity: 2 });
  const stranger = await guest(baseUrl);
  await addUnits(baseUrl, stranger, size.sizeId);
  const placed = await placeOrder(baseUrl, stranger, {
    ...contacts('+79990007788'),
    deliveryType: 'courier',
    address: 'Москва, ул. Арбат, д. 10',
    paymentMethod: 'card',
  });
  if (placed.status !== 201) throw new Error(`the stranger's order answered ${placed.status}`);

  // The fuzz's own visitors: a guest with something in the basket, and a signed-in shopper.
  const visitor = new Shopper(baseUrl);
  await visitor.get('/');
  await visitor.post('/resources/cart', { intent: 'add', productId: String(size.sizeId), returnTo: '/' });
  const member = new Shopper(baseUrl);
  await member.get('/');
  await member.signIn(dataDir);
  ctx = {
    baseUrl,
    strangerOrderId: placed.body.order.id,
    strangerPaymentId: placed.body.order.payment.id,
    productCode: size.code,
    cookies: [visitor.cookieHeader(), member.cookieHeader()],
  };
}, 60_000);

interface Outcome {
  request: FuzzRequest;
  status: number;
  error?: string;
  /** For a 4xx: why the answer is not the shop's own (see foreignRefusal), if it is not. */
  foreign?: string;
}

/** Why fetch failed, with the socket's own code ('fetch failed' alone says nothing). */
function failureOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause ? `${error.message}: ${cause.code ?? cause.message}` : error.message;
}

/** Requests sent twice because the first socket closed under them (printed with the summary). */
let retries = 0;

async function send(request: FuzzRequest, retried = false): Promise<Outcome> {
  try {
    const response = await fetch(`${baseUrl}${request.url}`, {
      ...request.init,
      redirect: 'manual',
      // Generous: only a hung request trips it, and a hang is a failure of its own.
      signal: AbortSignal.timeout(30_000),
    });
    // Read to the end: a page that fails while streaming fails here.
    const body = await response.text();
    const foreign =
      response.status >= 400 && response.status < 500
        ? foreignRefusal(request, response.headers.get('content-type') ?? '', body)
        : null;
    return { request, status: response.status, ...(foreign ? { foreign } : {}) };
  } catch (error) {
    // A kept-alive socket closed just as the next request went out is no answer of the app's: one
    // retry on a fresh one. (A body left unread no longer closes or stalls its connection:
    // tests/http/unread-body.test.ts.)
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    if (!retried && (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET')) {
      retries += 1;
      return send(request, true);
    }
    return { request, status: 0, error: failureOf(error) };
  }
}

/**
 * Why a refusal (4xx) is not the shop's own answer, or null when it is (no request
 * may get a bare framework error page). A page is the shop's Russian document; JSON is the
 * API's one error body ({success: false, message, errors}) or a form's reply (conform's
 * {status: 'error'}), never Remix's bare {"message":"Unexpected Server Error"}; and nothing is
 * Express's '<pre>Bad Request</pre>'. A HEAD has no body to judge.
 */
function foreignRefusal(request: FuzzRequest, type: string, body: string): string | null {
  if (request.method === 'HEAD') return null;
  if (
    /<pre>|Cannot (?:GET|POST|PUT|PATCH|DELETE|OPTIONS) \/|^(?:Bad Request|Unexpected Server Error)$/.test(
      body,
    )
  )
    return `a framework's bare page: ${body.slice(0, 80)}`;
  if (type.startsWith('text/html') && !body.includes('<html lang="ru"'))
    return `HTML that is not the shop's document: ${body.slice(0, 80)}`;
  if (type.startsWith('application/json')) {
    const json = JSON.parse(body) as { success?: unknown; message?: unknown; status?: unknown };
    const errorBody = json.success === false && typeof json.message === 'string' && json.message !== '';
    if (!errorBody && json.status !== 'error')
      return `JSON that is no error body of ours: ${body.slice(0, 80)}`;
  }
  return null;
}

function describeRequest({ n, method, url, bodyKind }: FuzzRequest): string {
  return `#${n} ${method} ${url.length > 120 ? `${url.slice(0, 120)}…` : url} (body: ${bodyKind})`;
}

function summary(outcomes: Outcome[]): string {
  const byStatus = new Map<number, number>();
  for (const { status } of outcomes) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  return [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status || 'no answer'}: ${count}`)
    .join(', ');
}

describe('fuzz: hostile requests to every route', () => {
  test(`${TOTAL} seeded requests answer without a 5xx, each 4xx is the shop's own answer, and the shop still works after`, async () => {
    const byId = new Map(builtRoutes().map((route) => [route.id, route]));
    const routes = [...byId.values()].map((route) => ({
      pattern: routePattern(route, byId),
      hasAction: route.hasAction,
    }));
    // Every route of the app is in the list: the table has grown past a hundred.
    expect(routes.length).toBeGreaterThan(100);
    const requests = fuzzRequests(SEED, TOTAL, routes, ctx);

    const started = Date.now();
    const outcomes: Outcome[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < requests.length) outcomes.push(await send(requests[next++]));
      }),
    );
    console.log(
      `[fuzz] seed ${SEED} (replay: FUZZ_SEED=${SEED}), ${outcomes.length} requests to ${routes.length} ` +
        `routes in ${Date.now() - started} ms (${retries} retried on a closed socket); ` +
        `statuses: ${summary(outcomes)}`,
    );

    const failures = outcomes
      .filter(({ status }) => status === 0 || status >= 500)
      .sort((a, b) => a.request.n - b.request.n)
      .map(({ request, status, error }) => `${status || error} ← ${describeRequest(request)}`);
    expect(failures, `seed ${SEED}`).toEqual([]);
    const foreign = outcomes
      .filter((outcome) => outcome.foreign)
      .sort((a, b) => a.request.n - b.request.n)
      .map(({ request, status, foreign }) => `${status} ${foreign} ← ${describeRequest(request)}`);
    expect(foreign, `seed ${SEED}: 4xx answers that are not the shop's own`).toEqual([]);

    const health = await fetch(`${baseUrl}/healthz`);
    expect(health.status).toBe(200);
    const home = await fetch(`${baseUrl}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<h1\b/);
    const section = await fetch(`${baseUrl}/catalog/man/`);
    expect(section.status).toBe(200);
  }, 120_000);
});
