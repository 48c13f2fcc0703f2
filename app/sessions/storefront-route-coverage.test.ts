import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every storefront loader and action runs through storefrontRoute, so no answer of the shop
// can leave without the session's cookies (a rotated refresh token lost is a shopper signed
// out). api.* routes have apiRoute; healthz and images belong to the server and the API side
// (they read the database, never a shopper's session).
const ROUTES = path.resolve(import.meta.dirname, '../routes');
const NOT_STOREFRONT = /^(api\.|healthz\.|images\.)/;

// Flat routes: a file of app/routes, or a folder of it with its module in route.ts(x).
const storefrontRouteFiles = fs
  .readdirSync(ROUTES, { withFileTypes: true })
  .flatMap((entry) => {
    if (entry.isFile()) return [entry.name];
    const inFolder = fs.readdirSync(path.join(ROUTES, entry.name)).find((name) => /^route\.tsx?$/.test(name));
    return inFolder ? [`${entry.name}/${inFolder}`] : [];
  })
  .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.') && !NOT_STOREFRONT.test(name));

/** The source of each exported loader/action: from its `export` to the next top-level closing line. */
function handlersOf(source: string): { name: string; text: string }[] {
  const found: { name: string; text: string }[] = [];
  const start = /^export (?:async )?(?:function|const) (loader|action)\b/gm;
  for (let match = start.exec(source); match; match = start.exec(source)) {
    const rest = source.slice(match.index);
    const end = rest.search(/^(?:\}|\);)$/m);
    found.push({ name: match[1], text: end === -1 ? rest : rest.slice(0, end) });
  }
  return found;
}

describe('storefront routes', () => {
  it('are found', () => {
    expect(storefrontRouteFiles.length).toBeGreaterThan(40);
  });

  it.each(storefrontRouteFiles)('%s: every loader and action goes through storefrontRoute', (name) => {
    const source = fs.readFileSync(path.join(ROUTES, name), 'utf8');
    for (const handler of handlersOf(source)) {
      // A function declaration: the browser build cannot tree-shake a top-level call.
      expect(handler.text, `${name} ${handler.name}`).toMatch(/^export (?:async )?function /);
      expect(handler.text, `${name} ${handler.name}`).toMatch(/return storefrontRoute\(args,/);
    }
    expect(source).not.toMatch(/getStorefrontSession|\.responseCookies\(/);
  });
});
