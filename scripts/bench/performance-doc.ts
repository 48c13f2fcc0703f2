// Writes a benchmark's figures into docs/performance.md, between the markers
// `<!-- bench:NAME -->` and `<!-- /bench:NAME -->`, so the page always holds the latest run and
// git holds the history. A bench calls writePerformanceSection once, at its end.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DOC = path.resolve(import.meta.dirname, '../../docs/performance.md');

/** A Markdown table: the first column left-aligned, the others right-aligned (figures). */
export function markdownTable(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((row) => row.map(String))];
  const widths = head.map((_, column) => Math.max(3, ...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

/** The document with the section NAME's body replaced; throws when the markers are missing. */
export function replaceSection(doc: string, name: string, body: string): string {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const start = doc.indexOf(open);
  const end = doc.indexOf(close);
  if (start < 0 || end < start) throw new Error(`docs/performance.md has no ${open} … ${close} section`);
  return `${doc.slice(0, start + open.length)}\n\n${body.trim()}\n\n${doc.slice(end)}`;
}

/** How the bench was run: `npm run bench:pages -- --rounds 2`. */
export function benchCommand(script: string, argv = process.argv.slice(2)): string {
  return argv.length > 0 ? `npm run ${script} -- ${argv.join(' ')}` : `npm run ${script}`;
}

/** What every section starts with: when, on what machine, under what load. */
export function runLine(command: string, now = new Date()): string {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  return `Run of ${now.toISOString().slice(0, 10)}: \`${command}\`, ${os.cpus().length} CPUs, load average ${load} at the end.`;
}

/**
 * Replaces the section NAME of docs/performance.md with the figures of this run of the npm
 * script SCRIPT. A failure to write is reported, not thrown: the figures are on the console.
 */
export function writePerformanceSection(name: string, script: string, body: string): void {
  try {
    const doc = fs.readFileSync(DOC, 'utf8');
    fs.writeFileSync(DOC, replaceSection(doc, name, `${runLine(benchCommand(script))}\n\n${body}`));
    console.log(`[bench] docs/performance.md § ${name}: written`);
  } catch (error) {
    console.error(`[bench] docs/performance.md § ${name} not written: ${(error as Error).message}`);
  }
}
