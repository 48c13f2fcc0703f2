// What a page weighs on arrival, read the way a browser gets it: the HTML (uncompressed) and
// the JavaScript it loads before hydrating (module preloads and imports of the inline module
// script), gzip-compressed as the server's compression middleware sends it. Shared by
// `npm run bench:pages` and the page-budget tests, so both count the same bytes.
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  path: string;
  status: number;
  htmlBytes: number;
  /** Inline <svg> elements in the HTML (icons drawn in place instead of from a sprite). */
  inlineSvgs: number;
  /** Bytes of all class="…" attributes. */
  classBytes: number;
  /** Bytes inside inline <script> elements (route data, the manifest, the hydration bootstrap). */
  inlineScriptBytes: number;
  /** JavaScript files loaded before hydration, and their gzip size in total. */
  jsFiles: string[];
  jsGzipBytes: number;
  /** Paths the client asks GET /__manifest about once hydrated (links and forms to discover). */
  discoverPaths: string[];
  /** The build's manifest version (the `version` of a /__manifest request). */
  manifestVersion: string | undefined;
}

const jsSizeCache = new Map<string, number>();

async function gzipSizeOf(url: string): Promise<number> {
  const known = jsSizeCache.get(url);
  if (known !== undefined) return known;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const size = gzipSync(Buffer.from(await response.arrayBuffer())).length;
  jsSizeCache.set(url, size);
  return size;
}

/** Module scripts the HTML loads before hydration: preloads and static imports. */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) found.add(match[1]);
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) found.add(match[1]);
  for (const script of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g))
    for (const match of script[1].matchAll(/import\s*(?:[^"']*?from\s*)?["']([^"']+\.js)["']/g))
      found.add(match[1]);
  return [...found].sort();
}

/** The modules a script imports statically (`import … from "…"`, `import "…"`, `export … from "…"`). */
export function staticImportsOf(code: string): string[] {
  const found = new Set<string>();
  // A dynamic import( … ) has a parenthesis where these have a quote, a brace, a star or a name.
  for (const match of code.matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g))
    found.add(match[1]);
  return [...found];
}

/** Pathnames of the elements Remix's route discovery registers (data-discover links and forms). */
export function discoverPaths(html: string): string[] {
  const paths = new Set<string>();
  for (const tag of html.matchAll(/<(?:a|form)\b[^>]*\bdata-discover="true"[^>]*>/g)) {
    const target = /\b(?:href|action)="([^"]*)"/.exec(tag[0])?.[1];
    if (!target) continue;
    const url = new URL(target.replace(/&amp;/g, '&'), 'http://shop.invalid');
    if (url.origin === 'http://shop.invalid') paths.add(url.pathname);
  }
  return [...paths].sort();
}

export async function weighPage(baseUrl: string, path: string, init?: RequestInit): Promise<PageWeight> {
  const response = await fetch(`${baseUrl}${path}`, init);
  return weighResponse(baseUrl, path, response);
}

/**
 * What a page already fetched weighs: for a page asked for by a shopper's own client (a cookie
 * jar that keeps the cookies the answer sets, as a signed-in browser does).
 */
export async function weighResponse(baseUrl: string, path: string, response: Response): Promise<PageWeight> {
  const html = await response.text();
  const htmlBytes = Buffer.byteLength(html);
  const classBytes = [...html.matchAll(/\sclass="[^"]*"/g)].reduce(
    (sum, m) => sum + Buffer.byteLength(m[0]),
    0,
  );
  const inlineScriptBytes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, m) => sum + Buffer.byteLength(m[1]),
    0,
  );
  const jsFiles = firstLoadScripts(html);
  const sizes = await Promise.all(jsFiles.map((file) => gzipSizeOf(new URL(file, baseUrl).href)));
  return {
    path,
    status: response.status,
    htmlBytes,
    inlineSvgs: (html.match(/<svg\b/g) ?? []).length,
    classBytes,
    inlineScriptBytes,
    jsFiles,
    jsGzipBytes: sizes.reduce((a, b) => a + b, 0),
    discoverPaths: discoverPaths(html),
    manifestVersion: /"version":\s*"([^"]+)"/.exec(html)?.[1],
  };
}

/** The /__manifest request the hydrated page sends, or undefined when it has nothing to ask. */
export function manifestRequestPath(weight: PageWeight): string | undefined {
  if (weight.discoverPaths.length === 0 || !weight.manifestVersion) return undefined;
  const query = new URLSearchParams();
  for (const p of weight.discoverPaths) query.append('p', p);
  query.set('version', weight.manifestVersion);
  return `/__manifest?${query.toString()}`;
}
