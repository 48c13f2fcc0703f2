// The API's OpenAPI 3.1 document, made from the endpoints' own zod schemas, and its reference
// page for the shop's developers: plain HTML rendered here from the document, with no script
// and nothing fetched from elsewhere (no test may reach the internet, and a strict CSP would
// refuse a CDN's viewer anyway).
import { createHash } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z, type AnyZodObject, type ZodType } from 'zod';
import { ErrorBodySchema } from '../contract/common';
import { endpoint, type Endpoint } from '../http/endpoint';

type Registry = OpenAPIHono['openAPIRegistry'];
type Document = ReturnType<OpenAPIHono['getOpenAPI31Document']>;

export const API_INFO = {
  title: 'Commerce API',
  version: '1.0.0',
  description:
    'The shop’s commerce API: catalogue, basket, orders, payments, customers, content, 1С exchange. ' +
    'Every failed call answers the one error body {success: false, message, errors}.',
};

/** Puts one endpoint in the document: path, method, area, parameters, body and answers. */
export function registerEndpoint(registry: Registry, tag: string, e: Endpoint): void {
  const names = [...e.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const query = objectOf(e.query);
  const status = e.status ?? 200;
  registry.registerPath({
    method: e.method,
    path: e.path,
    tags: [tag],
    summary: e.summary,
    request: {
      ...(names.length > 0
        ? { params: z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) }
        : {}),
      ...(query ? { query } : {}),
      ...(e.body ? { body: { content: { 'application/json': { schema: documented(e.body) } } } } : {}),
    },
    responses: {
      [status]: {
        description: status === 204 ? 'Без тела' : 'Ответ',
        ...(status === 204
          ? {}
          : { content: { [e.produces ?? 'application/json']: { schema: e.response ?? z.unknown() } } }),
      },
      default: { description: 'Ошибка', content: { 'application/json': { schema: ErrorBodySchema } } },
    },
  });
}

/**
 * The body as the document can say it: a field that must be absent (z.undefined(), the phone of a
 * profile update, changed only with a code) has no JSON Schema form, so it is left out.
 */
function documented(schema: ZodType): ZodType {
  if (!(schema instanceof z.ZodObject)) return schema;
  const absent = Object.entries(schema.shape as Record<string, ZodType>).filter(([, field]) => {
    const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
    return inner instanceof z.ZodUndefined;
  });
  return absent.length === 0 ? schema : schema.omit(Object.fromEntries(absent.map(([key]) => [key, true])));
}

/** The object schema under refinements, for the query's parameters; none when it is no object. */
function objectOf(schema: ZodType | undefined): AnyZodObject | undefined {
  let current: unknown = schema;
  while (current instanceof z.ZodEffects) current = current.innerType();
  return current instanceof z.ZodObject ? current : undefined;
}

/** GET /api/openapi.json and GET /api/docs, made from the document of the router they are in. */
export function docsEndpoints(documentOf: () => Document): { tag: string; e: Endpoint }[] {
  let document: Document | undefined;
  let page: string | undefined;
  const read = () => (document ??= documentOf());
  return [
    {
      tag: 'Документация',
      e: endpoint({
        method: 'get',
        path: '/api/openapi.json',
        summary: 'Этот документ: OpenAPI 3.1, все методы API со схемами запросов и ответов.',
        handler: async () =>
          Response.json(read(), { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=3600' } }),
      }),
    },
    {
      tag: 'Документация',
      e: endpoint({
        method: 'get',
        path: '/api/docs',
        summary: 'Справочник API для разработчиков магазина: HTML-страница из документа OpenAPI.',
        produces: 'text/html',
        handler: async () =>
          new Response((page ??= docsPage(read())), {
            headers: {
              'Content-Type': 'text/html; charset=utf-8',
              'Cache-Control': 'public, max-age=0, s-maxage=3600',
              'Content-Security-Policy': `default-src 'none'; style-src '${STYLE_HASH}'`,
            },
          }),
      }),
    },
  ];
}

const STYLE = [
  'body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 2rem;color:#222}',
  'h2{margin-top:2.5rem;border-bottom:1px solid #ccc}',
  'section{margin:1.5rem 0}',
  'h3{font-size:1rem;margin:0}',
  '.m{display:inline-block;min-width:4.5rem;font-weight:bold}',
  'pre{background:#f6f6f6;padding:.5rem;overflow:auto;font-size:13px}',
  'table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left}',
  'nav li{margin:.1rem 0}',
].join('');
const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

const escape = (text: unknown) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

type Operation = {
  tags?: string[];
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
};

/** The reference page: the endpoints by area, each with its parameters, body and answers. */
export function docsPage(document: Document): string {
  const operations: { tag: string; method: string; path: string; op: Operation }[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
      operations.push({ tag: op.tags?.[0] ?? 'API', method: method.toUpperCase(), path, op });
    }
  }
  const tags = [...new Set(operations.map((o) => o.tag))];
  const anchor = (o: { method: string; path: string }) =>
    `${o.method}-${o.path}`.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  const section = (o: (typeof operations)[number]) => {
    const parameters = o.op.parameters ?? [];
    const body = o.op.requestBody?.content;
    return [
      `<section id="${anchor(o)}"><h3><span class="m">${o.method}</span> <code>${escape(o.path)}</code></h3>`,
      o.op.summary ? `<p>${escape(o.op.summary)}</p>` : '',
      parameters.length > 0
        ? `<table><tr><th>Параметр</th><th>Где</th><th>Обязателен</th><th>Схема</th></tr>${parameters
            .map(
              (p) =>
                `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'да' : 'нет'}</td><td><code>${escape(JSON.stringify(p.schema ?? {}))}</code></td></tr>`,
            )
            .join('')}</table>`
        : '',
      body
        ? Object.entries(body)
            .map(([type, media]) => `<p>Тело (${escape(type)}):</p>${json(media.schema ?? {})}`)
            .join('')
        : '',
      Object.entries(o.op.responses)
        .map(
          ([code, answer]) =>
            `<p>${escape(code)}: ${escape(answer.description)}</p>${Object.entries(answer.content ?? {})
              .map(
                ([type, media]) =>
                  `<details><summary>${escape(type)}</summary>${json(media.schema ?? {})}</details>`,
              )
              .join('')}`,
        )
        .join(''),
      '</section>',
    ].join('');
  };
  return [
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">',
    `<title>${escape(document.info.title)}</title><style>${STYLE}</style></head><body>`,
    `<h1>${escape(document.info.title)} ${escape(document.info.version)}</h1>`,
    `<p>${escape(document.info.description ?? '')}</p>`,
    '<p>Машиночитаемая версия: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>',
    '<nav><ul>',
    ...tags.map(
      (tag) =>
        `<li>${escape(tag)}: ${operations
          .filter((o) => o.tag === tag)
          .map((o) => `<a href="#${anchor(o)}">${o.method} ${escape(o.path)}</a>`)
          .join(', ')}</li>`,
    ),
    '</ul></nav>',
    ...tags.map(
      (tag) =>
        `<h2>${escape(tag)}</h2>${operations
          .filter((o) => o.tag === tag)
          .map(section)
          .join('')}`,
    ),
    '</body></html>',
  ].join('');
}
