import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No import cycles (each commerce area owns its code): between files of app/, and between
// the commerce side's areas (basket ↔ orders was one). Between files, type-only imports are
// left out: they vanish from the build, so they cannot leave a module half-initialised (and
// the storefront types its components from root.tsx's loader). Dynamic imports
// (`await import('…')`) count: they only postpone the cycle to the first call (the database
// client once loaded the seed and every area's jobs that way, a circle through most areas).
const APP = import.meta.dirname;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [full]
      : [];
  });
}

/**
 * The app files `file` imports: static imports and re-exports, and dynamic `import('…')` of a
 * literal path. Type-only imports (`import type`, `import { type A }`) only when `types`.
 */
function importsOf(file: string, types: boolean): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  const statement = /^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'|^import\s+'([^']+)'/gm;
  for (let match = statement.exec(source); match; match = statement.exec(source)) {
    const [, typeOnly, names = '', from, bare] = match;
    // `import { type A, type B } from` is type-only too.
    const specifiers = /^\{([^}]*)\}$/.exec(names.trim())?.[1];
    const onlyTypes =
      Boolean(typeOnly) ||
      (specifiers !== undefined &&
        specifiers.split(',').every((name) => name.trim() === '' || /^type\s/.test(name.trim())));
    if (onlyTypes && !types) continue;
    const target = resolve(file, from ?? bare);
    if (target) found.push(target);
  }
  const dynamic = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (let match = dynamic.exec(source); match; match = dynamic.exec(source)) {
    const target = resolve(file, match[1]);
    if (target) found.push(target);
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('~/')) base = path.join(APP, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every cycle's files, as found by a depth-first walk (each cycle reported once). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

const files = sourceFiles(APP);
const fileGraph = new Map(files.map((file) => [file, importsOf(file, false)]));
// Between areas even a type-only import counts: an area whose types come from another it
// serves is not apart from it, and nothing (a typed root loader) needs the exception there.
const fileGraphWithTypes = new Map(files.map((file) => [file, importsOf(file, true)]));
const relative = (file: string) => path.relative(APP, file);

/**
 * The commerce area of a file (app/commerce/<area>/…), or null outside the commerce side and
 * for the files at its top (boot.server.ts starts the shop: it stands above every area). The
 * seed (commerce/seed/) is an area like the others: it fills every area's tables, while db/
 * (client, schema, migrations) is what every area builds on.
 */
function areaOf(file: string): string | null {
  const [top, area, sub] = relative(file).split(path.sep);
  if (top !== 'commerce' || sub === undefined) return null;
  return area;
}

describe('imports', () => {
  it('are read', () => {
    expect(files.length).toBeGreaterThan(300);
    expect([...fileGraph.values()].flat().length).toBeGreaterThan(1000);
  });

  it('form no cycle between files', () => {
    expect(cyclesOf(fileGraph).map((cycle) => cycle.map(relative).join(' → '))).toEqual([]);
  });

  it('leave db/ (client, schema, migrations) on its own: it imports no other commerce code', () => {
    const upward = [...fileGraphWithTypes]
      .filter(([file]) => areaOf(file) === 'db')
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => relative(target).startsWith(`commerce${path.sep}`) && areaOf(target) !== 'db')
          .map((target) => `${relative(file)} → ${relative(target)}`),
      );
    expect(upward).toEqual([]);
  });

  it('form no cycle between the commerce areas', () => {
    const areaGraph = new Map<string, Set<string>>();
    for (const [file, targets] of fileGraphWithTypes) {
      const area = areaOf(file);
      if (!area) continue;
      for (const target of targets) {
        const other = areaOf(target);
        if (other && other !== area) areaGraph.set(area, (areaGraph.get(area) ?? new Set()).add(other));
      }
    }
    const graph = new Map([...areaGraph].map(([area, targets]) => [area, [...targets]]));
    expect(cyclesOf(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
