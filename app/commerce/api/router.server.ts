// The commerce API as one HTTP app (Hono), mounted at /api by the server and called in process
// by the storefront (app/services/api-request.server.ts). Each commerce area declares its
// endpoints in its own endpoints.server.ts; this module puts them behind the API's middleware
// (nosniff, the read scope of a GET, the cross-site guard of a change), answers an unknown path
// with the API's JSON 404 and a method a path does not serve with 405 and its Allow header, and
// serves the OpenAPI document made from the endpoints' schemas and its reference page.
// docs/decisions/0111-api-router.md says why Hono, why here (above the areas, not in http/),
// and why matching is done the way it is.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { refuseCrossSite } from '../../utils/security.server';
import { inReadScope } from '../../utils/read-scope.server';
import { isProduction } from '../../utils/shop-mode.server';
import type { ApiContext, Endpoint, EndpointArgs } from '../http/endpoint';
import { ApiError } from '../http/errors.server';
import { z } from 'zod';
import { answerOf, errorResponse, readJson, withNosniff } from '../http/handler.server';
import { apiAreas } from './areas.server';
import { API_INFO, docsEndpoints, registerEndpoint } from './openapi.server';

export type { ApiContext } from '../http/endpoint';

type ApiEnv = { Bindings: ApiContext };

/** Answers one request to /api or /api/… as the server would over HTTP. */
export function apiFetch(request: Request, context: ApiContext): Promise<Response> {
  router ??= buildRouter();
  return Promise.resolve(router.fetch(request, context));
}

let router: OpenAPIHono<ApiEnv> | undefined;
let templates: { path: string; pattern: RegExp }[] = [];

/**
 * The endpoint path a request path is served by ('/api/basket/{id}'), '/api/*' when none: the
 * route label of the server's metrics, a bounded set of values however many paths are asked.
 */
export function apiRouteOf(pathname: string): string {
  router ??= buildRouter();
  const path = matchedPath(`http://api${pathname}`);
  return templates.find(({ pattern }) => pattern.test(path))?.path ?? '/api/*';
}

const notFound = () => errorResponse(new ApiError(404, 'Такого метода API нет'));

function buildRouter(): OpenAPIHono<ApiEnv> {
  // Matching ignores case and a trailing slash, as the API's paths always did; each segment is
  // decoded once (a broken escape stays as it is and is simply not found).
  const app = new OpenAPIHono<ApiEnv>({ getPath: (request) => matchedPath(request.url) });
  app.use('*', async (c, next) => {
    await next();
    const answer = withNosniff(c.res);
    if (answer !== c.res) c.res = answer;
  });
  // A GET or HEAD joins the read scope it was called in (a page view's) or opens its own;
  // a change asks everything anew (utils/read-scope.server.ts).
  app.use('*', (c, next) => inReadScope(c.req.raw, () => next()));
  // Every change is refused when it comes from another site, before anything runs: webhooks
  // and 1С come from servers, which send no Origin or Sec-Fetch-Site, so they pass.
  app.use('*', async (c, next) => {
    const refused = refuseCrossSite(c.req.raw);
    if (refused) return refused;
    await next();
  });
  app.onError((error) => errorResponse(error));
  app.notFound(notFound);

  const production = isProduction();
  const served = [
    ...apiAreas.flatMap(({ tag, endpoints }) => endpoints.map((e) => ({ tag, e }))),
    ...docsEndpoints(() => app.getOpenAPI31Document({ openapi: '3.1.0', info: API_INFO })),
  ].filter(({ e }) => !(production && e.demoOnly));
  for (const { tag, e } of served) registerEndpoint(app.openAPIRegistry, tag, e);
  const byPath = new Map<string, Endpoint[]>();
  for (const { e } of served) byPath.set(e.path, [...(byPath.get(e.path) ?? []), e]);
  // The most specific path first (/api/basket/add before /api/basket/{id}): the first match answers.
  const paths = [...byPath.keys()].sort((a, b) => rank(b) - rank(a));
  for (const path of paths) app.all(honoPath(path), pathHandler(path, byPath.get(path)!));
  templates = paths.map((path) => ({
    path,
    pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  app.all('/api', notFound);
  app.all('/api/*', notFound);
  return app;
}

/** The handler of one path: the endpoint of the request's method, else 405 with Allow. */
function pathHandler(path: string, endpoints: Endpoint[]) {
  const byMethod = new Map(endpoints.map((e) => [e.method.toUpperCase(), e]));
  const allow = [
    ...(byMethod.has('GET') ? ['GET', 'HEAD'] : []),
    ...[...byMethod.keys()].filter((method) => method !== 'GET'),
  ].join(', ');
  return (c: Context<ApiEnv>) => {
    const request = c.req.raw;
    const method = request.method.toUpperCase();
    // HEAD and OPTIONS are answered as a GET (a HEAD without its body).
    const declared = byMethod.get(method === 'HEAD' || method === 'OPTIONS' ? 'GET' : method);
    if (!declared) return errorResponse(new ApiError(405, 'Метод не поддерживается', [], { Allow: allow }));
    const args: EndpointArgs = {
      request,
      params: paramsOf(path, request.url),
      context: c.env,
      readBody: () => readJson(request, declared.body ?? z.unknown()),
    };
    return answerOf(declared.handler, args);
  };
}

/** The path's segments as written, each decoded once ('%2F' stays inside its segment). */
function segmentsOf(url: string): string[] {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const end = url.search(/[?#]/);
  const raw = url.slice(start, end === -1 ? undefined : end);
  return raw.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment).replace(/\//g, '%2F');
    } catch {
      return segment;
    }
  });
}

/** The path the router matches: decoded, lower case, without a trailing slash. */
function matchedPath(url: string): string {
  const path = segmentsOf(url).join('/').toLowerCase();
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The path's parameters, as written in the request (matching ignored their case only). */
function paramsOf(path: string, url: string): Record<string, string> {
  const segments = segmentsOf(url);
  const params: Record<string, string> = {};
  path.split('/').forEach((part, at) => {
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    if (name) params[name] = segments[at] ?? '';
  });
  return params;
}

const honoPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** Specificity as Remix ranked routes: a fixed segment outweighs a parameter. */
const rank = (path: string) =>
  path.split('/').reduce((score, part) => score + (part.startsWith('{') ? 3 : 10), 0);
