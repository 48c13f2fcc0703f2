import type { ZodType, ZodTypeDef } from 'zod';
import { blankControlCharacters } from './control-characters';
import { ApiError, errorBody, validationError } from './errors.server';
import { inReadScope } from '../../utils/read-scope.server';
import { logger } from '../../utils/log.server';

const log = logger('api');

/** Largest JSON body the API reads; anything bigger is refused unread. */
export const MAX_JSON_BYTES = 64 * 1024;

/**
 * Deepest nesting of objects and arrays a JSON body may have. Our bodies need 3 or 4 levels;
 * thousands (a few kilobytes of brackets) would overflow the stack of anything that walks them.
 */
export const MAX_JSON_DEPTH = 32;
const TOO_DEEP = `Слишком глубокая вложенность JSON: не больше ${MAX_JSON_DEPTH} уровней`;

/**
 * Runs one API handler without the router (unit tests, and the router's own pieces in one
 * call): a GET or HEAD in a read scope (utils/read-scope.server.ts), the answer made by
 * `answerOf` and marked `nosniff`. The router (router.server.ts) applies the read scope and
 * `nosniff` as middleware and calls `answerOf` per endpoint.
 */
export function apiRoute<Args extends { request: Request }>(
  handler: (args: Args) => Promise<unknown>,
): (args: Args) => Promise<Response> {
  return async (args) => withNosniff(await inReadScope(args.request, () => answerOf(handler, args)));
}

/**
 * One handler's answer: thrown ApiErrors become their JSON error body, anything else is logged
 * and answered with 500 without leaking details. Responses are returned as they are; plain
 * values become JSON that no cache keeps. Route params lose their control characters first.
 */
export async function answerOf<Args extends { request: Request }>(
  handler: (args: Args) => Promise<unknown>,
  args: Args,
): Promise<Response> {
  try {
    const result = await handler(withCleanParams(args));
    return result instanceof Response
      ? result
      : Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}

/**
 * The answer with X-Content-Type-Options: nosniff (copied when its headers are read-only): a
 * browser must never take an API answer for a script or a page.
 */
export function withNosniff(response: Response): Response {
  try {
    response.headers.set('X-Content-Type-Options', 'nosniff');
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('X-Content-Type-Options', 'nosniff');
    return copy;
  }
}

export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return Response.json(errorBody(error.message, error.errors, error.details), {
      status: error.status,
      headers: { 'Cache-Control': 'no-store', ...error.headers },
    });
  }
  if (error instanceof Response) return error;
  log.error({ err: error }, 'unexpected failure');
  return Response.json(errorBody('Что-то пошло не так. Попробуй ещё раз.'), { status: 500 });
}

/** Reads and checks a JSON body: 415 for another type, 413 when too large, 400 when malformed. */
export async function readJson<T>(request: Request, schema: ZodType<T, ZodTypeDef, unknown>): Promise<T> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type && !type.includes('application/json')) {
    throw new ApiError(415, 'Ожидается тело в формате JSON');
  }
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > MAX_JSON_BYTES) throw new ApiError(413, 'Слишком большой запрос');
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw new ApiError(413, 'Слишком большой запрос');
  let raw: unknown = {};
  if (text.trim() !== '') {
    if (jsonDepthOver(text, MAX_JSON_DEPTH)) throw new ApiError(400, TOO_DEEP);
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ApiError(400, 'Некорректный JSON в теле запроса');
    }
  }
  return parseWith(schema, raw);
}

/** Checks query parameters (first value of each) against a schema. */
export function readQuery<T>(request: Request, schema: ZodType<T, ZodTypeDef, unknown>): T {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in raw)) raw[key] = value;
  return parseWith(schema, raw);
}

export function parseWith<T>(schema: ZodType<T, ZodTypeDef, unknown>, raw: unknown): T {
  const parsed = schema.safeParse(withoutControlCharacters(raw));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/**
 * True when the JSON text nests objects and arrays deeper than `limit`: counted on the text,
 * before JSON.parse builds anything, with brackets inside strings skipped.
 */
export function jsonDepthOver(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (++depth > limit) return true;
    } else if (char === '}' || char === ']') depth--;
  }
  return false;
}

// Control characters become spaces before validation, so hostile input is checked like any
// other text. The walk is bounded: a value deeper than any body we accept is refused.
function withoutControlCharacters(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return blankControlCharacters(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_JSON_DEPTH) throw new ApiError(400, TOO_DEEP);
  if (Array.isArray(value)) return value.map((item) => withoutControlCharacters(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      blankControlCharacters(k),
      withoutControlCharacters(v, depth + 1),
    ]),
  );
}

/**
 * Route params come decoded from the path ('/api/products/nike%00/' gives 'nike\0'): they lose
 * their control characters here, once for every API route, like query and body values do.
 */
function withCleanParams<Args>(args: Args): Args {
  const params = (args as { params?: Record<string, string | undefined> }).params;
  if (!params) return args;
  const clean = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, value && blankControlCharacters(value)]),
  );
  return { ...args, params: clean };
}

/** Refuses a method the path does not serve; `allow` lists the ones it does (the Allow header). */
export function methodNotAllowed(allow?: string): never {
  throw new ApiError(405, 'Метод не поддерживается', [], allow ? { Allow: allow } : {});
}
