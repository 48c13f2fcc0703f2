import { type AppLoadContext, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { getBanners } from '~/services/banners.server';
import { setupCommerceApiMock } from '../../tests/mocks/commerce-api';
import { fakeAccessToken } from '../../tests/mocks/tokens';
import { ensureGuestToken } from './guest-token.server';
import { settleResponseCookies, storefrontRoute } from './storefront-route.server';
import { getStorefrontSession, sessionOfRequest } from './session-of-request.server';
import { captureLogs } from '../../tests/mocks/log-capture';

const { server, requests, url } = setupCommerceApiMock({ SESSION_SECRET: 'storefront-route-test' });

const request = (cookie = '') =>
  new Request('http://shop.test/catalog/', { headers: cookie ? { Cookie: cookie } : {} });
/** What Remix passes a loader: the request, its params, and the request's one context object. */
const argsOf = (req: Request, context: AppLoadContext = {}): LoaderFunctionArgs => ({
  request: req,
  params: {},
  context,
});

/** { name → value } of the Set-Cookie lines, and the names in order (to see doubles). */
function setCookies(headers: Headers) {
  const lines = headers.getSetCookie();
  const names = lines.map((line) => line.slice(0, line.indexOf('=')));
  return { names, lines };
}

/** The Cookie header of a returning, signed-in browser whose access token has `expiresInSeconds` left. */
async function signedInCookie(expiresInSeconds: number): Promise<string> {
  // Any cookie: a browser that has been here before, whose answers mint what they need.
  const session = await getStorefrontSession(request('returning=1'));
  session.signIn(
    { token: fakeAccessToken({ expiresInSeconds }), refreshToken: 'refresh-1', refreshTokenExpiresAt: null },
    { id: 7, name: 'Аня' },
  );
  void session.deviceId; // a returning browser: it has its device id
  return (await session.responseCookies())
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a throw');
    },
    (error: unknown) => error,
  );
}

describe('getStorefrontSession: one session per request', () => {
  it('gives every loader of one request (one context) the same session, and other requests their own', async () => {
    const context = {};
    const cookie = await signedInCookie(600);
    const [a, b] = await Promise.all([
      getStorefrontSession(request(cookie), context),
      getStorefrontSession(request(cookie), context),
    ]);
    expect(a).toBe(b);
    expect(await sessionOfRequest(request(cookie), context)).toBe(a);
    // entry.server never takes a session made from other cookies (a reused context).
    expect(sessionOfRequest(request(), context)).toBeNull();
    expect(await getStorefrontSession(request(cookie), {})).not.toBe(a);
    expect(await getStorefrontSession(request(cookie))).not.toBe(await getStorefrontSession(request(cookie)));
  });

  it('does not share a session through a context that comes back with other cookies', async () => {
    const shared = {};
    const first = await getStorefrontSession(request(await signedInCookie(600)), shared);
    const stranger = await getStorefrontSession(request(), shared);
    expect(stranger).not.toBe(first);
    expect(stranger.isAuth).toBe(false);
  });

  it('mints a visitor one device id however many loaders read it', async () => {
    const context = {};
    const ids = await Promise.all(
      [1, 2, 3].map(() =>
        storefrontRoute(argsOf(request('returning=1'), context), ({ session }) => session.deviceId),
      ),
    );
    expect(new Set(ids.map((result) => result.data)).size).toBe(1);
    for (const result of ids) {
      expect(setCookies(new Headers(result.init?.headers)).names).toEqual(['mbDeviceUUID']);
    }
  });

  it('mints nothing for an anonymous view (no cookie): its answer may be shared', async () => {
    const context = {};
    const seen = await Promise.all(
      [1, 2].map(() => storefrontRoute(argsOf(request(), context), ({ session }) => session.deviceId)),
    );
    for (const result of seen) {
      expect(result.data).toBeNull();
      expect(setCookies(new Headers(result.init?.headers)).names).toEqual([]);
    }
  });

  it('asks the API for one guest token when the root and the page need one at once', async () => {
    const context = {};
    const [root, page] = await Promise.all([
      storefrontRoute(argsOf(request(), context), ({ session }) => ensureGuestToken(session)),
      storefrontRoute(argsOf(request(), context), ({ session }) => ensureGuestToken(session)),
    ]);
    expect(root.data).toBe('guest-token');
    expect(page.data).toBe('guest-token');
    expect(requests.filter((r) => r.path === '/api/fuser')).toHaveLength(1);
  });
});

describe('storefrontRoute', () => {
  it('sends the cookies with a plain value, data() and a Response, keeping their own headers', async () => {
    const plain = await storefrontRoute(argsOf(request()), ({ session }) => {
      session.acceptCookies();
      return { ok: true };
    });
    expect(plain.data).toEqual({ ok: true });
    expect(setCookies(new Headers(plain.init?.headers)).names).toEqual(['accept_cookie']);

    const response = await storefrontRoute(argsOf(request()), ({ session }) => {
      session.setViewport('tablet');
      return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
    });
    expect(setCookies(response.headers).names).toEqual(['viewport']);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('sends the cookies with a thrown 404 and a thrown redirect', async () => {
    const notFound = await thrownBy(
      storefrontRoute(argsOf(request()), ({ session }) => {
        session.setCity(648, false);
        throw new Response('Not found', { status: 404 });
      }),
    );
    expect((notFound as Response).status).toBe(404);
    expect(setCookies((notFound as Response).headers).names).toEqual(['city']);

    const moved = (await thrownBy(
      storefrontRoute(argsOf(request()), ({ session }) => {
        session.acceptCookies();
        throw redirect('/cart/');
      }),
    )) as Response;
    expect(moved.headers.get('Location')).toBe('/cart/');
    expect(setCookies(moved.headers).names).toEqual(['accept_cookie']);
  });

  it('answers an unexpected error with a 500 that still carries the cookies', async () => {
    const log = captureLogs();
    onTestFinished(() => log.restore());
    const failure = (await thrownBy(
      storefrontRoute(argsOf(request()), ({ session }) => {
        session.acceptCookies();
        throw new TypeError('boom');
      }),
    )) as Response;
    expect(failure.status).toBe(500);
    expect(await failure.json()).toEqual({
      success: false,
      message: 'Что-то пошло не так. Попробуй ещё раз.',
      errors: [],
    });
    expect(setCookies(failure.headers).names).toEqual(['accept_cookie']);

    const nothing = (await thrownBy(storefrontRoute(argsOf(request()), () => undefined))) as Response;
    expect(nothing.status).toBe(500);
    vi.restoreAllMocks();
  });

  it('never lets a redirect leave the site', async () => {
    const log = captureLogs();
    onTestFinished(() => log.restore());
    for (const location of ['//evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await storefrontRoute(argsOf(request()), () => redirect(location, 303));
      expect(response.headers.get('Location')).toBe('/');
    }
    const payment = await storefrontRoute(argsOf(request()), () =>
      redirect('https://pay.example/confirm', 303),
    );
    expect(payment.headers.get('Location')).toBe('https://pay.example/confirm');
    vi.restoreAllMocks();
  });

  it('brings a response that left early up to date when a later loader of the request changes the session', async () => {
    const context = {};
    // The page's loader answers 404 at once; the root loader then refreshes the tokens.
    server.use(
      http.post(url('/api/token/refresh'), () =>
        HttpResponse.json({
          success: true,
          token: fakeAccessToken({ expiresInSeconds: 2 }),
          refreshToken: 'refresh-2',
          refreshTokenExpiration: 1_900_000_000,
        }),
      ),
    );
    const cookie = await signedInCookie(1);
    const early = (await thrownBy(
      storefrontRoute(argsOf(request(cookie), context), () => {
        throw new Response('Not found', { status: 404 });
      }),
    )) as Response;
    expect(setCookies(early.headers).names).toEqual([]);

    const root = await storefrontRoute(argsOf(request(cookie), context), async ({ session }) => {
      await getBanners(session, 'global_banners');
      return null;
    });
    const rootCookies = setCookies(new Headers(root.init?.headers));
    expect(rootCookies.names).toEqual(['auth']);
    // The 404 that left first now says the same: one auth cookie, the new one.
    expect(setCookies(early.headers).lines).toEqual(rootCookies.lines);
  });

  it('refreshes the tokens once per request, however many calls run in parallel or after', async () => {
    let refreshes = 0;
    server.use(
      http.post(url('/api/token/refresh'), () => {
        refreshes += 1;
        // A token that is itself under the 10 s threshold, as with ACCESS_TOKEN_TTL=2.
        return HttpResponse.json({
          success: true,
          token: fakeAccessToken({ expiresInSeconds: 2 }),
          refreshToken: `refresh-${refreshes + 1}`,
          refreshTokenExpiration: 1_900_000_000,
        });
      }),
    );
    const context = {};
    const cookie = await signedInCookie(1);
    const load = () =>
      storefrontRoute(argsOf(request(cookie), context), async ({ session }) => {
        await Promise.all([getBanners(session, 'global_banners'), getBanners(session, 'home_hero')]);
        await getBanners(session, 'global_banners');
        return null;
      });
    const [root, page] = await Promise.all([load(), load()]);
    expect(refreshes).toBe(1);
    for (const result of [root, page]) {
      expect(setCookies(new Headers(result.init?.headers)).names).toEqual(['auth']);
    }
  });

  it('settles a final response to the last value of each cookie, once', async () => {
    const context = {};
    const action = await storefrontRoute(argsOf(request(), context), ({ session }) => {
      session.flash({ kind: 'saved', text: 'Готово' });
      return { ok: true };
    });
    // Remix copies an action's data() headers before the loaders run; the root loader then shows the flash.
    const copied = new Headers(action.init?.headers);
    await storefrontRoute(argsOf(request(), context), ({ session }) => session.takeFlash());
    const document = new Headers(copied);
    document.append('Set-Cookie', 'other=1; Path=/');
    await settleResponseCookies(await sessionOfRequest(request(), context), document);
    const { names, lines } = setCookies(document);
    expect(names).toEqual(['other', 'flash']);
    expect(lines[1]).toMatch(/^flash=; /);
  });
});
