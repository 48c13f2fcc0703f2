// The API calls the HTTP tests make, read from their sources: each `/api/…` address written in
// a test file, with the method of the call it is written in when that call names one (a 'POST'
// argument, `method: 'PUT'`, postJson(…), shopper.post(…)). Addresses written with `${…}` or a
// number in a segment stand for a parameter there.
import fs from 'node:fs';
import path from 'node:path';

export interface ApiCall {
  /** Undefined when the call names no method (an init object built elsewhere, a table row). */
  method?: string;
  /** The address as the router sees it: no query, no trailing slash, `{}` for a parameter. */
  path: string;
  file: string;
}

const METHODS = 'GET|POST|PUT|DELETE|PATCH';

/** Every `/api/…` address written in the test sources of `dir`, but `skip`'s files. */
export function apiCallsIn(dir: string, skip: string[] = []): ApiCall[] {
  const calls: ApiCall[] = [];
  for (const name of fs.readdirSync(dir)) {
    if (!/\.(test|kit)\.ts$/.test(name) || skip.includes(name)) continue;
    const source = fs.readFileSync(path.join(dir, name), 'utf8');
    for (const match of source.matchAll(/['`](\/api(?:\/[^'`?#\s]*)?)/g)) {
      calls.push({ method: methodOfCall(source, match.index), path: normalise(match[1]), file: name });
    }
  }
  return calls;
}

/** The method named by the call whose arguments hold the text at `at`, if any. */
function methodOfCall(source: string, at: number): string | undefined {
  let depth = 0;
  let open = -1;
  for (let i = at - 1; i >= Math.max(0, at - 400); i--) {
    if (source[i] === ')') depth++;
    else if (source[i] === '(') {
      if (depth === 0) {
        open = i;
        break;
      }
      depth--;
    }
  }
  if (open === -1) return undefined;
  let close = open;
  for (depth = 0; close < Math.min(source.length, open + 800); close++) {
    if (source[close] === '(') depth++;
    else if (source[close] === ')' && --depth === 0) break;
  }
  const args = source.slice(open, close);
  const callee = /([\w.]+)\s*$/.exec(source.slice(Math.max(0, open - 60), open))?.[1] ?? '';
  return (
    new RegExp(`method:\\s*'(${METHODS})'`).exec(args)?.[1] ??
    new RegExp(`(?:^|\\.)(${METHODS})(?:Json)?$`, 'i').exec(callee)?.[1]?.toUpperCase() ??
    new RegExp(`'(${METHODS})'`).exec(args)?.[1]
  );
}

function normalise(address: string): string {
  const segments = address
    .replace(/\/+$/, '')
    .split('/')
    // A `${…}` after fixed text is a query added to the address (`/api/basket${query}`).
    .map((segment) =>
      segment.startsWith('${') || /^\d+$/.test(segment) ? '{}' : segment.replace(/\$\{.*$/, ''),
    );
  return segments.join('/') || '/api';
}

/** True when `documented` ('/api/order/{id}') is the route that answers `call` ('/api/order/{}'). */
export function routes(documented: string, call: string): boolean {
  const want = documented.split('/');
  const got = call.split('/');
  return (
    want.length === got.length &&
    want.every((segment, at) =>
      segment.startsWith('{') ? got[at] !== '' : segment.toLowerCase() === got[at].toLowerCase(),
    )
  );
}
