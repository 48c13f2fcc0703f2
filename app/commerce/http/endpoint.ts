import type { AnyZodObject, ZodType, ZodTypeDef } from 'zod';

/**
 * What the server hands the API with each request: the shopper's address (the socket's, or the
 * hop a trusted proxy added) and, for a streamed answer, a wait until the client has taken what
 * was written (the Yandex feed paces itself with it).
 */
export interface ApiContext {
  /** Null when the server could not tell (a socket already gone): the API then treats it as unknown. */
  clientAddress: string | null;
  whenWritable?: () => Promise<void>;
}

export type EndpointMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * What a handler receives: the request, the path's parameters (decoded, cleaned), the context,
 * and `readBody`, which reads the JSON body and checks it against the endpoint's declared `body`
 * schema (the one the OpenAPI document shows, so the two cannot drift apart). The handler calls
 * it when it wants the body: after checking who is asking, so a stranger gets 401, not 400.
 */
export interface EndpointArgs<Body = unknown> {
  request: Request;
  params: Record<string, string | undefined>;
  context: ApiContext;
  readBody: () => Promise<Body>;
}

/**
 * One endpoint of the commerce API. The schemas describe the call in the OpenAPI document
 * (GET /api/openapi.json); the handler reads its body with `readBody` (checked against `body`)
 * and its query with readQuery / parseWith (handler.server.ts), so a refused call answers the
 * API's one error body.
 */
export interface Endpoint<Body = unknown> {
  method: EndpointMethod;
  /** The path as OpenAPI writes it: '/api/basket/{id}'. Matched without case, '/' at the end optional. */
  path: string;
  /** What the call does, for the reference page (GET /api/docs). */
  summary: string;
  query?: AnyZodObject | ZodType;
  body?: ZodType<Body, ZodTypeDef, unknown>;
  /** The answer's schema (JSON unless `produces` says otherwise). */
  response?: ZodType;
  /** The status of a successful answer when it is not 200. */
  status?: 201 | 204;
  /** The media type of the answer when it is not JSON. */
  produces?: string;
  /** Served only in demo mode: production answers 404 as for an unknown path (SHOP_MODE). */
  demoOnly?: boolean;
  handler: (args: EndpointArgs<Body>) => Promise<unknown>;
}

/** Declares an endpoint; its handler's `readBody` is typed from its `body` schema. */
export function endpoint<Body = unknown>(declared: Endpoint<Body>): Endpoint {
  return declared as Endpoint;
}
