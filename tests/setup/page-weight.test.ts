import { describe, expect, test } from 'vitest';
import { staticImportsOf } from './page-weight';

describe('staticImportsOf', () => {
  test('finds what a minified module imports and re-exports, not what it imports on demand', () => {
    const code =
      'import{a as b,c}from"./framework-AB12.js";import"./shell-CD34.js";import*as d from"../c/x.js";' +
      'const e=()=>import("./later-EF56.js");export{f as g}from"./chunk-GH78.js";export{b as h};';
    expect(staticImportsOf(code).sort()).toEqual([
      '../c/x.js',
      './chunk-GH78.js',
      './framework-AB12.js',
      './shell-CD34.js',
    ]);
  });
});
