// The transport under apiCall: URL building, the API's headers, retries, timeout, abort,
// response parsing, and where the call goes (this process's API router, or HTTP; at the end).
// Knows nothing of token refresh (token-refresh.server.ts does), so the refresh call itself can
// use it without going round in circles.

import type { ZodType, ZodTypeDef } from 'zod';
import { ErrorBodySchema, type FieldError } from '~/commerce/contract/common';
import { API_HEADERS } from '~/commerce/contract/session';
import { env } from '~/utils/env.server';
import { keepAnswer, keptAnswer, sharedAnswerKey, touchKeptAnswer } from './kept-answers.server';
import { currentRequestId, logger } from '~/utils/log.server';
import { loggablePath } from '~/utils/log-redact';
import { REQUEST_ID_HEADER } from '~/utils/request-id.server';

const log = logger('api');

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Tokens the API issued at sign-in; `token` (the access token) may be absent until refreshed. */
export interface ApiTokens {
  token: string | null;
  refreshToken: string;
  /** When the refresh token dies, milliseconds since the epoch; null when the API did not say. */
  refreshTokenExpiresAt: number | null;
}

/**
 * What a call needs to know about the shopper, and how it reports token changes. The
 * storefront's cookie session (app/sessions) implements it; tests pass a plain object.
 */
export interface ApiSession {
  /** The selected city, sent as User-Location-Id. */
  readonly cityId: number;
  /** The guest identity, sent as Fuser-Token on calls made without an access token. */
  readonly fuserToken: string | null;
  /** The marketing platform's device id, sent as X-Device-Id. */
  readonly deviceId: string | null;
  /** The signed-in shopper's tokens; null for a guest. */
  readonly tokens: ApiTokens | null;
  /** Aborts every call made for this session (pass the page request's signal). */
  readonly signal?: AbortSignal;
  /** Keeps tokens renewed by a refresh. */
  setTokens(tokens: ApiTokens): void;
  /** Forgets the sign-in (docs/product.md#tokens-and-sessions: tokens, user, promo code, bonus amount). */
  logout(): void;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest<T> {
  method?: HttpMethod;
  /** Path under API_BASE_URL, e.g. '/api/location/cities/'. */
  path: string;
  query?: Record<string, QueryValue | QueryValue[]>;
  /** Sent as JSON. */
  body?: unknown;
  /** Parses a successful answer; a mismatch is an ApiCallError of kind 'contract'. */
  schema: ZodType<T, ZodTypeDef, unknown>;
  session: ApiSession;
  /** Extra headers, e.g. the signed shopper address for per-IP rules. */
  headers?: Record<string, string>;
  /** Overrides the session's signal. */
  signal?: AbortSignal;
  /** Retries on the statuses of docs/product.md#constants-and-limits; default 1 for GET and HEAD, 0 otherwise. */
  retries?: number;
  /** Gives up after this long; default 15 s. */
  timeoutMs?: number;
  /**
   * A GET whose answer is the same for every shopper of a city (kept-answers.server.ts): kept
   * with its ETag and asked again with If-None-Match, a 304 serving the kept copy (frozen).
   */
  shared?: boolean;
}

/** A failed call: the API's status, message and field errors, or what went wrong before that. */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    /** http: the API answered with an error; network: no answer; contract: an answer we cannot read. */
    readonly kind: 'http' | 'network' | 'contract' = 'http',
    /** A refused code request: the seconds before another, while the code sent is fresh. */
    readonly resendIn?: number,
  ) {
    super(message);
  }
}

/** True for the error a call throws when its signal was aborted; callers ignore it silently (docs/product.md#errors). */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Statuses worth one more try (docs/product.md#constants-and-limits). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const RETRY_DELAY_MS = 100;
const DEFAULT_TIMEOUT_MS = 15_000;
const UNREADABLE_ANSWER = 'Сервер ответил непонятно. Попробуй ещё раз.';
const NO_ANSWER = 'Сервер не отвечает. Попробуй ещё раз.';

/** API_BASE_URL, or this same server. */
export function apiBaseUrl(): string {
  const { API_BASE_URL, PORT } = env();
  return API_BASE_URL ?? `http://127.0.0.1:${PORT}`;
}

/** The absolute URL of a call; a base with a path ('https://api.example/v1') keeps it. */
export function apiUrl(path: string, query: ApiRequest<unknown>['query'] = {}): URL {
  const base = apiBaseUrl();
  const url = new URL(path.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`);
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) url.searchParams.append(key, String(item));
    }
  }
  return url;
}

/** The headers of docs/product.md#api-calls; Authorization when an access token is given, Fuser-Token otherwise. */
export function apiHeaders(session: ApiSession, accessToken: string | null, hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', [API_HEADERS.location]: String(session.cityId) });
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  else if (session.fuserToken) headers.set(API_HEADERS.fuser, session.fuserToken);
  if (session.deviceId) headers.set(API_HEADERS.deviceId, session.deviceId);
  if (hasBody) headers.set('Content-Type', 'application/json');
  // The shopper's request id goes with each call it makes, so the API's lines carry it too.
  const requestId = currentRequestId();
  if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
  // The API in this same process: gzip over loopback would cost the CPU twice (the server's
  // compression, then fetch's inflate) and save no network.
  if (!env().API_BASE_URL) headers.set('Accept-Encoding', 'identity');
  return headers;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one call (with its retries) as `accessToken` and parses the answer. */
export async function sendApiRequest<T>(request: ApiRequest<T>, accessToken: string | null): Promise<T> {
  const method = request.method ?? 'GET';
  const callerSignal = request.signal ?? request.session.signal;
  const retries = request.retries ?? (method === 'GET' || method === 'HEAD' ? 1 : 0);
  const url = apiUrl(request.path, request.query);
  const headers = apiHeaders(request.session, accessToken, request.body !== undefined);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const sharedKey = request.shared && method === 'GET' ? sharedAnswerKey(url, request.session.cityId) : null;
  const kept = sharedKey ? keptAnswer(sharedKey) : undefined;
  if (kept) headers.set('If-None-Match', kept.etag);

  for (let attempt = 0; ; attempt++) {
    callerSignal?.throwIfAborted();
    const timeout = AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetchApi(url, { method, headers, body, signal });
    } catch (error) {
      if (callerSignal?.aborted) throw callerSignal.reason ?? error;
      if (attempt < retries) {
        await sleep(RETRY_DELAY_MS);
        continue;
      }
      const timedOut = timeout.aborted;
      log.error(
        { error: (error as Error).message },
        `${method} ${loggablePath(url.pathname)} ${timedOut ? 'timed out' : 'failed'}`,
      );
      throw new ApiCallError(timedOut ? 504 : 503, NO_ANSWER, [], 'network');
    }
    if (RETRYABLE_STATUSES.has(response.status) && attempt < retries) {
      // Not awaited: cancelling a body some fetch implementations are still filling can stall.
      void response.body?.cancel().catch(() => undefined);
      await sleep(RETRY_DELAY_MS);
      continue;
    }
    if (response.status === 304 && kept && sharedKey) {
      touchKeptAnswer(sharedKey);
      return kept.value as T;
    }
    const answer = await readAnswer(response, request.schema, `${method} ${loggablePath(url.pathname)}`);
    const etag = response.headers.get('ETag');
    if (sharedKey && etag) keepAnswer(sharedKey, etag, answer);
    return answer;
  }
}

async function readAnswer<T>(
  response: Response,
  schema: ZodType<T, ZodTypeDef, unknown>,
  what: string,
): Promise<T> {
  const text = await response.text();
  let json: unknown = undefined;
  let readable = true;
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      readable = false;
    }
  }
  if (!response.ok) throw errorFromAnswer(response, json);
  const parsed = readable ? schema.safeParse(json) : undefined;
  if (!parsed?.success) {
    log.error(
      { issues: parsed?.error.issues ?? 'not JSON' },
      `${what}: the answer does not match the contract`,
    );
    const errors =
      parsed?.error.issues.map((i) => ({ property: i.path.join('.') || 'body', message: i.message })) ?? [];
    throw new ApiCallError(502, UNREADABLE_ANSWER, errors, 'contract');
  }
  return parsed.data;
}

function errorFromAnswer(response: Response, json: unknown): ApiCallError {
  const body = ErrorBodySchema.safeParse(json);
  if (body.success) {
    const { message, errors, resendIn } = body.data;
    return new ApiCallError(response.status, message, errors, 'http', resendIn);
  }
  // Not our error body (a proxy's page, another API): keep at least its message if it has one.
  const message =
    typeof json === 'object' && json !== null && typeof (json as { message?: unknown }).message === 'string'
      ? (json as { message: string }).message
      : response.statusText || UNREADABLE_ANSWER;
  return new ApiCallError(response.status, message);
}

// ── Where a call goes: this process's API router, or another server over HTTP ──
//
// The commerce API of this very process, reached without a socket. When API_BASE_URL is unset
// the storefront's API calls go to the server they run in; over loopback each one would cost an
// HTTP client (undici), a socket write and read, Node's HTTP parser and the express stack.
// app/entry.server.tsx registers the API router's own fetch handler (apiFetch) here when the
// build loads, so a call is still a whole HTTP exchange (a Request with the API's headers in, a
// Response with status, headers and a JSON body out, through the same router, middleware and
// error handling) minus the socket, and without Remix. Not when API_BASE_URL points at another
// server.

/** Answers one API request as the server would over HTTP. */
export type ApiDispatcher = (request: Request) => Promise<Response>;

let dispatcher: ApiDispatcher | null = null;

/** app/entry.server.tsx: serve this process's API calls with `dispatch` (null: back to HTTP). */
export function serveApiInProcess(dispatch: ApiDispatcher | null): void {
  dispatcher = dispatch;
}

/** The in-process dispatcher when calls go to this same server; null when they go over HTTP. */
export function inProcessApi(): ApiDispatcher | null {
  return env().API_BASE_URL ? null : dispatcher;
}

/**
 * `fetch` for an API call: in process when the API is this server, else over HTTP. The call
 * gives up when `signal` aborts even if a handler does not watch it, as fetch would. An
 * in-process call runs in the async context of its caller, so the API reads of a page view
 * join the view's read scope (utils/read-scope.server.ts, opened by the server) and share
 * what the view already asked the database.
 */
export function fetchApi(url: URL, init: RequestInit & { signal: AbortSignal }): Promise<Response> {
  const dispatch = inProcessApi();
  if (!dispatch) return fetch(url, init);
  const { signal } = init;
  if (signal.aborted) return Promise.reject(signal.reason);
  const headers = new Headers(init.headers);
  // What fetch would send: routes that compare Origin with Host (the cross-site guard) see it.
  headers.set('Host', url.host);
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    dispatch(new Request(url, { ...init, headers }))
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}
