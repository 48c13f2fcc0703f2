import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

// Static imports, re-exports, side-effect imports and dynamic imports with a literal path.
const SPECIFIERS = [
  /\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

function resolveLocal(specifier: string, from: string): string | undefined {
  let base: string;
  if (specifier.startsWith('~/')) base = path.join(repoRoot, 'app', specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined; // a package: its version is in package-lock.json
  return EXTENSIONS.map((ext) => base + ext).find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

/**
 * Every file of this repository reachable by imports from `entry`, sorted. Read with regular
 * expressions, not a compiler: enough to notice that code a script depends on has changed.
 */
export function localImportGraph(entry: string): string[] {
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.(ts|tsx|js|mjs)$/.test(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    for (const pattern of SPECIFIERS) {
      for (const match of source.matchAll(pattern)) {
        const resolved = resolveLocal(match[1], file);
        if (resolved && !seen.has(resolved)) pending.push(resolved);
      }
    }
  }
  return [...seen].sort();
}
