// Comments and docs name repository files, docs and their headings; a name that no longer
// exists sends a newcomer nowhere. This test reads every text file under the folders below and
// fails, listing file:line, on
// - a repository path (`docs/…`, `app/…`, `server/…`, `scripts/…`, `tests/…`, `deploy/…`,
//   `cluster/…`, `bench/…`) that names no file or folder, or whose `#anchor` matches no heading;
// - a Markdown link to a file or `#anchor` that does not exist;
// - a citation of something a newcomer does not have: a numbered section of an outside
//   specification, an issue number, the old ARCHITECTURE file, the team's shared folder;
// - a folder of the tree missing from docs/architecture.md's map, or a folder the map names
//   that is gone.
// Anchors follow GitHub's rule (docs/architecture.md#references-in-comments-and-docs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentMask } from './comment-mask.kit';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCANNED = ['app/', 'server/', 'scripts/', 'tests/', 'deploy/', 'docs/', 'cluster/', 'bench/'];
const SCANNED_FILES = [
  'README.md',
  'eslint.config.js',
  'vitest.config.ts',
  'playwright.config.ts',
  'vite.config.ts',
  'postcss.config.js',
];
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|cfg|sh|service|timer|example)$/;
const HASH_COMMENTS = /\.(cfg|sh|service|timer|example)$/;
const SELF = 'tests/docs-references.test.ts';

/** GitHub's heading anchor: lower case; only letters, digits, spaces, `-` and `_` kept; spaces → `-`. */
export function slugOf(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function listFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard', ...SCANNED, ...SCANNED_FILES], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return out.split('\n').filter((file) => TEXT.test(file) && fs.existsSync(path.join(ROOT, file)));
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (anchors) return anchors;
  anchors = new Set();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  anchorCache.set(file, anchors);
  return anchors;
}

/** The repository file or folder a path names: as written, or a module named without its extension. */
function resolveRepoPath(repoPath: string): string | undefined {
  const clean = repoPath.replace(/\/$/, '');
  for (const candidate of [clean, ...['.ts', '.tsx', '.js', '.mjs'].map((ext) => clean + ext)]) {
    if (fs.existsSync(path.join(ROOT, candidate))) return candidate;
  }
  return undefined;
}

/** What is wrong with a reference to `target` (a repository path) with an optional anchor. */
function checkTarget(target: string, anchor: string | undefined): string | undefined {
  const normalised = path.posix.normalize(target).replace(/^\.\//, '');
  if (normalised.startsWith('../')) return `${target} points outside the repository`;
  const found = resolveRepoPath(normalised);
  if (!found) return `${target} does not exist`;
  if (anchor === undefined) return undefined;
  if (!found.endsWith('.md')) return undefined;
  const wanted = decodeURIComponent(anchor);
  return anchorsOf(found).has(wanted) ? undefined : `${target}#${anchor}: no such heading`;
}

// A path: letters, digits and . $ @ + / - (and Remix's escaped dot `[.]`), ending on a letter,
// a digit or a slash, so a sentence's full stop is not part of it.
const REPO_PATH =
  /(?<![\w.~/@$-])((?:docs|app|server|scripts|tests|deploy|cluster|bench)\/(?:[\w.$@+/-]|\[\.\])*(?:[\w/]|\[\.\]))(#[\p{L}\p{N}_-]+)?/gu;
const MARKDOWN_LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;
const FORBIDDEN: [RegExp, string][] = [
  [/(?<!RFC \d+ ?)§ ?\d/, 'cites a numbered section of an outside document: cite docs/product.md#…'],
  [/\bissues? #?\d+/i, 'cites an issue number: say the reason in words or cite a doc heading'],
  [/ARCHITECTURE\.md/, 'cites the architecture notes outside the repository: cite docs/architecture.md#…'],
  [/\/work\/shared/, "cites the team's shared folder, which the repository does not have"],
];

interface Problem {
  at: string;
  what: string;
}

function problemsOf(file: string): Problem[] {
  const problems: Problem[] = [];
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const isMarkdown = file.endsWith('.md');
  // In code only comments count: strings, test titles and code are what they are.
  const text = isMarkdown ? source : commentMask(source, HASH_COMMENTS.test(file) ? 'hash' : 'js');
  // A decision note records the tree of its day: its bare paths may name files since moved,
  // but its links must lead somewhere.
  const barePaths = !file.startsWith('docs/decisions/');
  let fenced = false;
  text.split('\n').forEach((line, index) => {
    const at = `${file}:${index + 1}`;
    if (isMarkdown && /^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (file !== SELF) {
      for (const [pattern, what] of FORBIDDEN) if (pattern.test(line)) problems.push({ at, what });
    }
    const linked = new Set<string>();
    if (isMarkdown && !fenced) {
      for (const [, href] of line.matchAll(MARKDOWN_LINK)) {
        if (/^[a-z]+:/i.test(href)) continue;
        const [target, anchor] = href.split('#') as [string, string | undefined];
        const repoTarget = target === '' ? file : path.posix.join(path.posix.dirname(file), target);
        const problem = checkTarget(repoTarget, anchor);
        if (problem) problems.push({ at, what: `link ${href}: ${problem}` });
        linked.add(target);
      }
    }
    if (!barePaths) return;
    for (const match of line.matchAll(REPO_PATH)) {
      const [, target, anchor] = match;
      // Globs and placeholders (app/**/*.test.ts, app/commerce/<area>/) name no one file.
      const rest = line.slice((match.index ?? 0) + match[0].length);
      const tail = /^[^\s'"`()]*/.exec(rest)?.[0] ?? '';
      if (/[*{<]/.test(tail) || linked.has(target)) continue;
      const problem = checkTarget(target, anchor?.slice(1));
      if (problem) problems.push({ at, what: problem });
    }
  });
  return problems;
}

/** The folders docs/architecture.md's map names: its fenced block, nested by indentation. */
function mapFolders(): string[] {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const block = /## Map of the tree[\s\S]*?```\n([\s\S]*?)```/.exec(doc);
  if (!block) throw new Error('docs/architecture.md has no map of the tree');
  const stack: { indent: number; name: string }[] = [];
  const entries: string[] = [];
  for (const line of block[1].split('\n')) {
    const entry = /^( *)(\S+)/.exec(line);
    if (!entry) continue;
    const indent = entry[1].length;
    while (stack.length > 0 && stack.at(-1)!.indent >= indent) stack.pop();
    const full = [...stack.map((s) => s.name), entry[2]].join('');
    entries.push(full);
    if (entry[2].endsWith('/')) stack.push({ indent, name: entry[2] });
  }
  return entries;
}

describe('references in comments and docs', () => {
  it('slugs headings as GitHub does, Cyrillic kept', () => {
    expect(slugOf('One request: add to cart without JavaScript')).toBe(
      'one-request-add-to-cart-without-javascript',
    );
    expect(slugOf('Exchange with 1С')).toBe('exchange-with-1с');
    expect(slugOf('Где тексты: `app/utils`')).toBe('где-тексты-apputils');
    expect(slugOf('Locally: npm run cluster')).toBe('locally-npm-run-cluster');
  });

  it('name files, docs and headings that exist, and cite nothing a newcomer does not have', () => {
    const problems = listFiles().flatMap(problemsOf);
    const report = problems.map((p) => `${p.at}: ${p.what}`).join('\n');
    expect(report, `${problems.length} broken references:\n${report}`).toBe('');
    // About 2 s alone; it reads every file of the tree, so a full run's load may make it slower.
  }, 30_000);

  it('keep the map of the tree in step with app/ and app/commerce/', () => {
    const entries = mapFolders();
    const missingOnDisk = entries.filter((e) => !fs.existsSync(path.join(ROOT, e)));
    const folders = (dir: string) =>
      fs
        .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => `${dir}${d.name}/`);
    const unmapped = [...folders('app/'), ...folders('app/commerce/')].filter((f) => !entries.includes(f));
    expect({ missingOnDisk, unmapped }).toEqual({ missingOnDisk: [], unmapped: [] });
  });
});

describe('decision notes', () => {
  const dir = path.join(ROOT, 'docs/decisions');
  const notes = fs.readdirSync(dir).filter((name) => name !== 'README.md');

  it('are numbered NNNN-topic.md, each number once', () => {
    expect(notes.filter((name) => !/^\d{4}-[a-z0-9-]+\.md$/.test(name))).toEqual([]);
    const numbers = notes.map((name) => name.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('start with a title, then a status and a date', () => {
    const wrong = notes.filter((name) => {
      const [title, ...next] = fs.readFileSync(path.join(dir, name), 'utf8').split('\n').slice(0, 5);
      const header = next.filter((line) => line.trim() !== '');
      return !(
        /^# \S/.test(title) &&
        /^Status: (accepted|superseded by \d{4})\b/.test(header[0] ?? '') &&
        /^Date: \d{4}-\d{2}-\d{2}$/.test(header[1] ?? '')
      );
    });
    expect(wrong).toEqual([]);
  });

  it('are all in the index', () => {
    const index = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
    expect(notes.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});
