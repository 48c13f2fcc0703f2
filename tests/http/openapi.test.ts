// The API's OpenAPI document (GET /api/openapi.json) is a valid OpenAPI 3.1 document made from
// the endpoints' schemas, it lists every call the HTTP tests make, and GET /api/docs is its
// reference page.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, inject, test } from 'vitest';
import { apiCallsIn, routes } from './api-calls.kit';

const baseUrl = inject('baseUrl');

type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { summary?: string }>>;
};

// Addresses the tests write on purpose without an endpoint behind them: unknown calls that must
// answer the API's 404, the bare /api prefix, and a stand-in API's own path prefix.
const NOT_ENDPOINTS = new Set([
  '/api',
  '/api/no-such-call',
  '/api/payments/nothing/{}/confirm',
  '/api/products',
]);
// Calls made with a method the path does not serve, to see its 405.
const WRONG_METHODS = new Set(['POST /api/admin/orders']);

async function document(): Promise<Document> {
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  return (await response.json()) as Document;
}

describe('GET /api/openapi.json', () => {
  test('is a valid OpenAPI 3.1 document', async () => {
    const doc = await document();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('lists every endpoint the HTTP tests call, with its method', async () => {
    const doc = await document();
    const documented = Object.keys(doc.paths);
    const calls = apiCallsIn(path.dirname(fileURLToPath(import.meta.url)), [
      'api-calls.kit.ts',
      'openapi.test.ts',
    ]);
    expect(calls.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const call of calls) {
      if (NOT_ENDPOINTS.has(call.path)) continue;
      // The fixed path before one with a parameter, as the router ranks them.
      const route = documented
        .filter((candidate) => routes(candidate, call.path))
        .sort((a, b) => a.split('{').length - b.split('{').length)[0];
      if (!route) missing.push(`${call.path} (${call.file})`);
      else if (call.method && !WRONG_METHODS.has(`${call.method} ${call.path}`)) {
        if (!doc.paths[route][call.method.toLowerCase()])
          missing.push(`${call.method} ${route} (${call.file})`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('an unknown path stays the API’s 404, and a change of the document is a 405', async () => {
    const unknown = await fetch(`${baseUrl}/api/no-such-call/`);
    expect(unknown.status).toBe(404);
    const posted = await fetch(`${baseUrl}/api/openapi.json`, { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('GET /api/docs', () => {
  test('is an HTML reference page naming every endpoint, with no script', async () => {
    const doc = await document();
    const response = await fetch(`${baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    expect(html).toContain('<html lang="ru"');
    expect(html).not.toMatch(/<script/i);
    for (const [route, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        expect(html).toContain(`${method.toUpperCase()}</span> <code>${route.replace(/&/g, '&#38;')}</code>`);
      }
    }
  });
});
