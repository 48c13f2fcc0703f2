import type { AnyZodObject, ZodType } from 'zod';

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

/** What a handler receives: the request, the path's parameters (decoded, cleaned), the context. */
export interface EndpointArgs {
  request: Request;
  params: Record<string, string | undefined>;
  context: ApiContext;
}

/**
 * One endpoint of the commerce API. The schemas describe the call in the OpenAPI document
 * (GET /api/openapi.json); the handler checks its input itself with readJson / readQuery /
 * parseWith (handler.server.ts), so a refused call answers the API's one error body.
 */
export interface Endpoint {
  method: EndpointMethod;
  /** The path as OpenAPI writes it: '/api/basket/{id}'. Matched without case, '/' at the end optional. */
  path: string;
  /** What the call does, for the reference page (GET /api/docs). */
  summary: string;
  query?: AnyZodObject | ZodType;
  body?: ZodType;
  /** The answer's schema (JSON unless `produces` says otherwise). */
  response?: ZodType;
  /** The status of a successful answer when it is not 200. */
  status?: 201 | 204;
  /** The media type of the answer when it is not JSON. */
  produces?: string;
  /** Served only in demo mode: production answers 404 as for an unknown path (SHOP_MODE). */
  demoOnly?: boolean;
  handler: (args: EndpointArgs) => Promise<unknown>;
}

/** Declares an endpoint (the identity, for the types). */
export function endpoint(declared: Endpoint): Endpoint {
  return declared;
}
