import { describe, expect, it } from 'vitest';
import { benchCommand, markdownTable, replaceSection } from './performance-doc';

describe('replaceSection', () => {
  const doc = 'intro\n<!-- bench:pages -->\nold figures\n<!-- /bench:pages -->\nafter\n';

  it('replaces only what lies between the markers', () => {
    expect(replaceSection(doc, 'pages', 'new figures')).toBe(
      'intro\n<!-- bench:pages -->\n\nnew figures\n\n<!-- /bench:pages -->\nafter\n',
    );
  });

  it('gives the same document when run twice with the same figures', () => {
    const once = replaceSection(doc, 'pages', 'x');
    expect(replaceSection(once, 'pages', 'x')).toBe(once);
  });

  it('refuses a document without the section', () => {
    expect(() => replaceSection(doc, 'catalog', 'x')).toThrow(/bench:catalog/);
  });
});

describe('markdownTable', () => {
  it('aligns names left and figures right', () => {
    expect(
      markdownTable(
        ['page', 'kB'],
        [
          ['home', '78.2'],
          ['catalogue', 86.4],
        ],
      ),
    ).toBe(
      ['| page      |   kB |', '| --------- | ---: |', '| home      | 78.2 |', '| catalogue | 86.4 |'].join(
        '\n',
      ),
    );
  });
});

describe('benchCommand', () => {
  it('writes the options only when there are some', () => {
    expect(benchCommand('bench:pages', [])).toBe('npm run bench:pages');
    expect(benchCommand('bench:pages', ['--rounds', '2'])).toBe('npm run bench:pages -- --rounds 2');
  });
});
